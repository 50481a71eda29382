import { formatDate, formatRate, LIMITS, moscowDay } from '@storefront/contract';
import { useId, useMemo } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { Loader } from '@/components/loader/loader';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { showToast } from '@/lib/toast';
import { loadSetRateRules, type SetRateSchema, useSetRate } from '../api/set-rate';
import { useImportRate } from '../api/import-rate';
import { type AdminRates, ratesAddress, useRates } from '../api/get-rates';
import { type DataColumns, DataTable } from '@/components/back-office/data-table';
import { DayField } from '@/components/back-office/day-field';
import { ListPager } from '@/components/back-office/list-pager';
import { useListState } from '@/lib/back-office/list-state';
import styles from './rates.module.css';

type RateEntry = AdminRates['history']['list'][number];
type ImportEntry = NonNullable<AdminRates['import']['last']>;

const sourceLabel = (t: Translate, source: RateEntry['source'] | null) =>
  source === 'cbr'
    ? t('AdminRateSourceCbr')
    : source === 'manual'
      ? t('AdminRateSourceManual')
      : t('AdminRateSetup');

function historyColumns(t: Translate, lang: string): DataColumns<RateEntry> {
  return [
    {
      id: 'day',
      accessorKey: 'day',
      header: () => t('AdminRateDay'),
      cell: ({ row }) => formatDate(row.original.day, lang),
    },
    {
      id: 'rate',
      accessorKey: 'rate',
      header: () => t('AdminRateValue'),
      cell: ({ row }) => <span className={styles.number}>{formatRate(row.original.rate, lang)}</span>,
    },
    {
      id: 'source',
      accessorKey: 'source',
      header: () => t('AdminRateSource'),
      cell: ({ row }) => (
        <span className={styles.badge} data-source={row.original.source}>
          {sourceLabel(t, row.original.source)}
        </span>
      ),
    },
    {
      id: 'author',
      header: () => t('AdminRateAuthor'),
      cell: ({ row }) =>
        row.original.author?.email ?? (row.original.source === 'cbr' ? t('AdminRateSourceCbr') : '—'),
    },
    {
      id: 'created',
      accessorKey: 'created_at',
      header: () => t('AdminRateCreated'),
      cell: ({ row }) =>
        formatDate(row.original.created_at, lang, { withTime: true, timeZone: 'Europe/Moscow' }),
    },
  ];
}

function ImportLine({ label, entry, lang }: { label: string; entry: ImportEntry | null; lang: string }) {
  const t = useT();
  if (!entry)
    return (
      <p className={styles.line}>
        <span className={styles.muted}>{label}:</span> {t('AdminRateImportNever')}
      </p>
    );
  const when = formatDate(entry.finished_at ?? entry.started_at, lang, {
    withTime: true,
    timeZone: 'Europe/Moscow',
  });
  const outcome =
    entry.status === 'succeeded'
      ? t(
          'AdminRateImportSucceeded',
          formatRate(entry.rate ?? '0', lang),
          formatDate(entry.rate_day ?? '', lang),
        )
      : entry.status === 'failed'
        ? t('AdminRateImportFailed', entry.error ?? '')
        : t('AdminRateImportRunning');
  return (
    <p className={styles.line} data-status={entry.status}>
      <span className={styles.muted}>{label}:</span> {when},{' '}
      {t(entry.trigger === 'job' ? 'AdminRateTriggerJob' : 'AdminRateTriggerManual')} —{' '}
      <span className={entry.status === 'failed' ? styles.failed : undefined}>{outcome}</span>
    </p>
  );
}

function SetRateForm({ today, example }: { today: string; example: string }) {
  const t = useT();
  const setRate = useSetRate();
  const form = useContractForm<{ day: string; rate: string }, SetRateSchema>({
    schema: loadSetRateRules,
    defaultValues: { day: today, rate: '' },
    humanCheck: false,
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => setRate.mutateAsync({ day: values.day, rate: values.rate })}
      onSuccess={() => form.reset({ day: form.getValues('day'), rate: '' })}
      submitLabel={t('AdminRateSave')}
      successMessage={t('AdminRateSaved')}
      keepFormOnSuccess
      aria-label={t('AdminRateSetTitle')}
      className={styles.form}
    >
      <DayField name="day" label={t('AdminRateDay')} required />
      <TextField name="rate" label={t('AdminRateValue')} required placeholder={example} maxLength={12} />
    </Form>
  );
}

/**
 * The rouble rate: the rate the shop prices in today, the Central Bank's
 * import (its last outcome and, for an administrator, "import now"), a manual rate for a day (an
 * administrator's), and every rate kept, paged on the server.
 */
export function Rates({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const { lang } = useLanguage();
  const view = useListState(ratesAddress);
  const rates = useRates(view.state.page);
  const importRate = useImportRate();
  const columns = useMemo(() => historyColumns(t, lang), [t, lang]);
  const historyTitle = useId();
  const formTitle = useId();
  if (rates.isError) return <ErrorState error={rates.error} onRetry={() => void rates.refetch()} t={t} />;
  if (!rates.data) return <Loader label={t('Loading')} />;
  const { current, history, today } = rates.data;

  const runImport = async () => {
    try {
      const answer = await importRate.mutateAsync();
      const ok = answer.import.last?.status === 'succeeded';
      void showToast(t(ok ? 'AdminRateImportDone' : 'AdminRateImportError'), ok ? 'success' : 'error');
    } catch {
      void showToast(t('AdminRateImportError'), 'error');
    }
  };

  return (
    <div className={styles.rates}>
      <div className={styles.top}>
        <section
          className={`card ${styles.panel}`}
          aria-label={t('AdminRateCurrent')}
          data-testid="admin-rate-current"
        >
          <p className={styles.muted}>{t('AdminRateCurrent')}</p>
          {current ? (
            <>
              <p className={styles.current}>
                1 € = <strong data-testid="admin-rate-value">{formatRate(current.rate, lang)}</strong> ₽
              </p>
              <p className={styles.muted}>
                {current.day ? t('AdminRateSince', formatDate(current.day, lang)) : null}{' '}
                {sourceLabel(t, current.source)}
              </p>
            </>
          ) : (
            <p className={styles.current} data-testid="admin-rate-none">
              {t('AdminRateNone')}
            </p>
          )}
        </section>
        <section className={`card ${styles.panel}`} aria-labelledby={`${formTitle}-import`}>
          <h2 id={`${formTitle}-import`} className={styles.panelTitle}>
            {t('AdminRateImportTitle')}
          </h2>
          <p className={styles.line}>
            {t(rates.data.import.enabled ? 'AdminRateImportOn' : 'AdminRateImportOff')}
            <br />
            <span className={`${styles.muted} ${styles.url}`}>{rates.data.import.url}</span>
          </p>
          <ImportLine label={t('AdminRateImportLast')} entry={rates.data.import.last} lang={lang} />
          {rates.data.import.last?.status !== 'succeeded' ? (
            <ImportLine
              label={t('AdminRateLastSuccess')}
              entry={rates.data.import.last_success}
              lang={lang}
            />
          ) : null}
          {isAdmin ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void runImport()}
              disabled={importRate.isPending}
              aria-busy={importRate.isPending || undefined}
            >
              {importRate.isPending ? t('SendingData') : t('AdminRateImportNow')}
            </button>
          ) : null}
        </section>
        {isAdmin ? (
          <section className={`card ${styles.panel}`} aria-labelledby={formTitle}>
            <h2 id={formTitle} className={styles.panelTitle}>
              {t('AdminRateSetTitle')}
            </h2>
            <p className={styles.muted}>{t('AdminRateSetHint')}</p>
            <SetRateForm
              today={today || moscowDay(new Date())}
              example={formatRate(current?.rate ?? '98.45', lang)}
            />
          </section>
        ) : (
          <p className={styles.muted}>{t('AdminRateAdminOnly')}</p>
        )}
      </div>
      <section aria-labelledby={historyTitle}>
        <h2 id={historyTitle} className={styles.sectionTitle}>
          {t('AdminRateHistory')}
        </h2>
        {history.list.length === 0 ? (
          <p className={styles.muted}>{t('AdminRateHistoryEmpty')}</p>
        ) : (
          <DataTable
            caption={t('AdminRateHistory')}
            columns={columns}
            data={history.list}
            rowId={(entry) => String(entry.id)}
            testId="admin-rate-history"
          />
        )}
        <ListPager
          page={view.state.page}
          count={history.count}
          pageSize={LIMITS.defaultPageSize}
          hrefFor={(page) => view.hrefFor({ page })}
        />
      </section>
    </div>
  );
}
