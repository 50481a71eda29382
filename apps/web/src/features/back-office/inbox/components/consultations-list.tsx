import { consultationStatuses, formatDate } from '@storefront/contract';
import { useMemo } from 'react';
import { Link } from '@/components/link/link';
import { backOfficePaths } from '@/config/back-office-paths';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useListState } from '@/lib/back-office/list-state';
import { CONSULTATIONS_PAGE_SIZE, consultationsAddress, useConsultations } from '../api/get-consultations';
import { type ConsultationStatus, type ConsultationSummary } from '@storefront/contract';
import { type DataColumns } from '@/components/back-office/data-table';
import { ListScreen } from '@/components/back-office/list-screen';
import { StatusBadge } from '@/components/back-office/status-badge';
import styles from '@/components/back-office/list-screen.module.css';
import { InboxFilters } from './inbox-filters';

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
  const view = useListState(consultationsAddress);
  const query = useConsultations(view.state);
  const tableColumns = useMemo(() => columns(t, lang), [t, lang]);
  return (
    <ListScreen
      query={query}
      rows={(answer) => answer.requests}
      view={view}
      pageSize={CONSULTATIONS_PAGE_SIZE}
      filters={
        <InboxFilters
          path={consultationsAddress.path}
          state={view.state}
          submit={view.submit}
          statuses={consultationStatuses.map((status) => ({
            value: status,
            label: t(CONSULTATION_STATUS_KEYS[status]),
          }))}
          searchLabel={t('InboxSearch')}
          searchHint={t('InboxSearchConsultations')}
        />
      }
      summary={(count) => t('InboxTotalFound', count)}
      empty={t('InboxNothingFound')}
      caption={t('InboxConsultations')}
      columns={tableColumns}
      testId="consultations-table"
    />
  );
}
