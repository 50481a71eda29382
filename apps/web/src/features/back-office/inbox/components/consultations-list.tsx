import { consultationStatuses, formatDate } from '@storefront/contract';
import { type FormEvent, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { backOfficePaths } from '@/config/back-office-paths';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { CONSULTATIONS_PAGE_SIZE, useConsultations } from '../api/get-consultations';
import { type ConsultationStatus, type ConsultationSummary } from '@storefront/contract';
import { type DataColumns, DataTable } from '@/components/back-office/data-table';
import {
  choiceParam,
  filtersFromForm,
  ListPager,
  pageParam,
  textParam,
} from '@/components/back-office/list-pager';
import { StatusBadge } from '@/components/back-office/status-badge';
import styles from '@/components/back-office/list-screen.module.css';

export const CONSULTATION_STATUS_KEYS: Record<ConsultationStatus, string> = {
  new: 'InboxConsultationNew',
  in_work: 'InboxConsultationInWork',
  done: 'InboxConsultationDone',
};

function columns(t: Translate, lang: string): DataColumns<ConsultationSummary> {
  return [
    {
      id: 'id',
      accessorKey: 'id',
      header: () => '№',
      cell: ({ row }) => (
        <Link to={backOfficePaths.adminConsultation(String(row.original.id))} data-testid="consultation-link">
          {row.original.id}
        </Link>
      ),
    },
    {
      id: 'created_at',
      accessorKey: 'created_at',
      header: () => t('InboxReceived'),
      cell: ({ row }) => (
        <span className={styles.nowrap}>
          {formatDate(row.original.created_at, lang, { withTime: true, timeZone: 'Europe/Moscow' })}
        </span>
      ),
    },
    {
      id: 'name',
      accessorKey: 'name',
      header: () => t('InboxName'),
      cell: ({ row }) => (
        <span className={styles.stacked}>
          <span>{row.original.name}</span>
          <span className={styles.muted}>{row.original.company}</span>
        </span>
      ),
    },
    {
      id: 'contacts',
      accessorKey: 'email',
      header: () => t('InboxContacts'),
      cell: ({ row }) => (
        <span className={styles.stacked}>
          {row.original.email ? <span>{row.original.email}</span> : null}
          {row.original.phone ? <span className={styles.muted}>{row.original.phone}</span> : null}
        </span>
      ),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: () => t('Status'),
      cell: ({ row }) => (
        <StatusBadge tone={row.original.status} label={t(CONSULTATION_STATUS_KEYS[row.original.status])} />
      ),
    },
    {
      id: 'notes',
      accessorKey: 'notes_count',
      header: () => t('InboxNotes'),
      cell: ({ row }) => row.original.notes_count,
    },
  ];
}

/** The consultation requests: newest first, filtered by status and text in the address, paged on the server. */
export function ConsultationsList() {
  const t = useT();
  const { lang } = useLanguage();
  const [params, setParams] = useSearchParams();
  const filter = {
    page: pageParam(params),
    status: choiceParam(params, 'status', consultationStatuses),
    q: textParam(params, 'q'),
  };
  const query = useConsultations(filter);
  const tableColumns = useMemo(() => columns(t, lang), [t, lang]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(filtersFromForm(event.currentTarget));
  };

  return (
    <div className={styles.stack}>
      <form
        className={styles.filters}
        onSubmit={submit}
        role="search"
        aria-label={t('InboxSearch')}
        key={params.toString()}
      >
        <label className={styles.filter}>
          <span className={styles.filterLabel}>{t('Status')}</span>
          <select name="status" className={styles.control} defaultValue={filter.status ?? ''}>
            <option value="">{t('InboxAllStatuses')}</option>
            {consultationStatuses.map((status) => (
              <option key={status} value={status}>
                {t(CONSULTATION_STATUS_KEYS[status])}
              </option>
            ))}
          </select>
        </label>
        <label className={`${styles.filter} ${styles.filterWide}`}>
          <span className={styles.filterLabel}>{t('InboxSearch')}</span>
          <input
            name="q"
            type="search"
            className={styles.control}
            defaultValue={filter.q ?? ''}
            placeholder={t('InboxSearchConsultations')}
            maxLength={255}
          />
        </label>
        <div className={styles.filterActions}>
          <button type="submit" className={`button ${styles.small}`}>
            {t('InboxApplyFilters')}
          </button>
          <button
            type="button"
            className={`button-secondary button ${styles.small}`}
            onClick={() => setParams({})}
          >
            {t('InboxResetFilters')}
          </button>
        </div>
      </form>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />
      ) : !query.data ? (
        <Loader label={t('Loading')} />
      ) : query.data.requests.count === 0 ? (
        <p className="card">{t('InboxNothingFound')}</p>
      ) : (
        <>
          <DataTable
            caption={t('InboxConsultations')}
            columns={tableColumns}
            data={query.data.requests.list}
            rowId={(row) => String(row.id)}
            testId="consultations-table"
          />
          <ListPager
            count={query.data.requests.count}
            page={filter.page}
            pageSize={CONSULTATIONS_PAGE_SIZE}
          />
        </>
      )}
    </div>
  );
}
