import { formatDate, formatNumber, registerImportFormats } from '@storefront/contract';
import { useId, useMemo, useRef, useState } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import fieldStyles from '@/components/form/field.module.css';
import { Loader } from '@/components/loader/loader';
import { ApiRequestError } from '@/lib/api-client';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import type { LoadedRegister } from '@storefront/contract';
import { loadRegisterImportRules, startRegisterImport } from '../api/start-register-import';
import { type RegisterImportJob } from '@storefront/contract';
import { useRefreshRegisters, useRegisters } from '../api/get-registers';
import { StatusBadge } from '@/components/back-office/status-badge';
import { type DataColumns, DataTable } from '@/components/back-office/data-table';
import styles from '@/components/back-office/list-screen.module.css';

const moscow = { withTime: true, timeZone: 'Europe/Moscow' } as const;
const MB = 1024 * 1024;

const JOB_STATUS_KEYS: Record<RegisterImportJob['status'], string> = {
  queued: 'InboxImportQueued',
  running: 'InboxImportRunning',
  done: 'InboxImportDone',
  failed: 'InboxImportFailed',
};

const FORMAT_KEYS: Record<(typeof registerImportFormats)[number], string> = {
  generic: 'InboxFormatGeneric',
  'companies-house': 'InboxFormatCompaniesHouse',
};

function registerColumns(t: Translate, lang: string): DataColumns<LoadedRegister> {
  return [
    {
      id: 'country',
      accessorKey: 'country',
      header: () => t('InboxCountry'),
      cell: ({ row }) => row.original.country,
    },
    {
      id: 'register',
      accessorKey: 'register',
      header: () => t('InboxRegister'),
      cell: ({ row }) => <span className={styles.code}>{row.original.register}</span>,
    },
    {
      id: 'companies',
      accessorKey: 'companies',
      header: () => t('InboxCompanies'),
      cell: ({ row }) => formatNumber(row.original.companies, lang, 0),
    },
    {
      id: 'last',
      accessorKey: 'last_imported_at',
      header: () => t('InboxLastImported'),
      cell: ({ row }) =>
        row.original.last_imported_at ? formatDate(row.original.last_imported_at, lang, moscow) : '—',
    },
  ];
}

function jobColumns(t: Translate, lang: string): DataColumns<RegisterImportJob> {
  return [
    {
      id: 'created',
      accessorKey: 'created_at',
      header: () => t('InboxCreated'),
      cell: ({ row }) => (
        <span className={styles.stacked}>
          <span className={styles.nowrap}>{formatDate(row.original.created_at, lang, moscow)}</span>
          <span className={styles.muted}>{row.original.started_by?.email ?? ''}</span>
        </span>
      ),
    },
    {
      id: 'file',
      accessorKey: 'file_name',
      header: () => t('InboxFile'),
      cell: ({ row }) => (
        <span className={styles.stacked}>
          <span>{row.original.file_name}</span>
          <span className={styles.muted}>
            {row.original.format}
            {row.original.country ? ` · ${row.original.country}` : ''} ·{' '}
            {formatNumber(row.original.size_bytes / 1024, lang, 0)} KB
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: () => t('Status'),
      cell: ({ row }) => (
        <span className={styles.stacked}>
          <StatusBadge tone={row.original.status} label={t(JOB_STATUS_KEYS[row.original.status])} />
          {row.original.error ? <span className={styles.error}>{row.original.error}</span> : null}
        </span>
      ),
    },
    {
      id: 'progress',
      accessorKey: 'rows',
      header: () => t('InboxProgress'),
      cell: ({ row }) => {
        const job = row.original;
        const share = job.size_bytes > 0 ? Math.min(job.bytes_read / job.size_bytes, 1) : 1;
        const done = job.status === 'done' || job.status === 'failed';
        return (
          <span className={styles.stacked}>
            {done ? null : (
              <progress
                className={styles.progress}
                max={100}
                value={Math.round(share * 100)}
                aria-label={t('InboxProgress')}
              />
            )}
            <span>
              {t('InboxRows', formatNumber(job.rows, lang, 0), formatNumber(job.rejected, lang, 0))}
            </span>
          </span>
        );
      },
    },
  ];
}

interface ImportValues {
  format: string;
  country: string;
}

/** The upload: the format, the country (Companies House), the file; sent as multipart with the key first. */
function ImportForm({ maxBytes }: { maxBytes: number }) {
  const t = useT();
  const refresh = useRefreshRegisters();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState('');
  const form = useContractForm<ImportValues, Awaited<ReturnType<typeof loadRegisterImportRules>>>({
    schema: loadRegisterImportRules,
    defaultValues: { format: 'generic', country: '' },
    humanCheck: false,
  });
  const maxMb = Math.floor(maxBytes / MB);
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        setFileError('');
        const file = fileInput.current?.files?.[0];
        if (!file) {
          setFileError(t('FieldCannotBeEmpty'));
          throw new ApiRequestError(400, 'FieldCannotBeEmpty', 'file');
        }
        if (file.size > maxBytes) {
          setFileError(t('ImportFileTooLarge', maxMb));
          throw new ApiRequestError(413, 'ImportFileTooLarge', 'file', [maxMb]);
        }
        try {
          return await startRegisterImport(values, file);
        } catch (error) {
          if (error instanceof ApiRequestError && error.field === 'file')
            setFileError(t(error.key, ...(error.args ?? [])));
          throw error;
        }
      }}
      onSuccess={() => {
        if (fileInput.current) fileInput.current.value = '';
        form.reset({ format: form.getValues('format'), country: form.getValues('country') });
        void refresh();
      }}
      submitLabel={t('InboxImportStart')}
      successMessage={t('InboxImportStarted')}
      keepFormOnSuccess
      aria-label={t('InboxStartImport')}
      className={styles.uploadForm}
    >
      <SelectField
        name="format"
        label={t('InboxFormat')}
        options={registerImportFormats.map((format) => ({ value: format, label: t(FORMAT_KEYS[format]) }))}
      />
      <TextField
        name="country"
        label={t('InboxCountryCode')}
        placeholder="GB"
        maxLength={2}
        autoComplete="off"
      />
      <div className={fieldStyles.field} data-invalid={fileError ? true : undefined}>
        <label htmlFor={fileId} className={fieldStyles.label}>
          {t('InboxFile')}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          name="file"
          accept=".csv,.txt,text/csv,text/plain"
          className={fieldStyles.input}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
          data-testid="register-file"
          onChange={() => setFileError('')}
        />
        {fileError ? (
          <p id={`${fileId}-error`} className={fieldStyles.error}>
            {fileError}
          </p>
        ) : null}
        <p id={`${fileId}-hint`} className={styles.muted}>
          {t('InboxImportLimit', maxMb)}
        </p>
      </div>
    </Form>
  );
}

/** The loaded registers, the upload of a small file, and the imports started here with their progress. */
export function RegisterImports() {
  const t = useT();
  const { lang } = useLanguage();
  const query = useRegisters();
  const registers = useMemo(() => registerColumns(t, lang), [t, lang]);
  const jobs = useMemo(() => jobColumns(t, lang), [t, lang]);
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />;
  if (!query.data) return <Loader label={t('Loading')} />;
  return (
    <div className={styles.stack}>
      {query.data.registers.length === 0 ? (
        <p className="card">{t('InboxNoRegisters')}</p>
      ) : (
        <DataTable
          caption={t('InboxImports')}
          columns={registers}
          data={query.data.registers}
          rowId={(row) => `${row.country}-${row.register}`}
          testId="registers-table"
        />
      )}
      <section className={styles.panel} aria-labelledby="register-upload">
        <h2 id="register-upload" className={styles.panelTitle}>
          {t('InboxStartImport')}
        </h2>
        <ImportForm maxBytes={query.data.max_upload_bytes} />
      </section>
      <section className={styles.stack} aria-labelledby="register-jobs">
        <h2 id="register-jobs" className={styles.panelTitle}>
          {t('InboxImportHistory')}
        </h2>
        {query.data.imports.length === 0 ? (
          <p className={styles.muted}>{t('InboxNoImports')}</p>
        ) : (
          <DataTable
            caption={t('InboxImportHistory')}
            columns={jobs}
            data={query.data.imports}
            rowId={(row) => String(row.id)}
            testId="register-jobs-table"
          />
        )}
      </section>
    </div>
  );
}
