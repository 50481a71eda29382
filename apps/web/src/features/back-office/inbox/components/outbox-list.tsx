import { formatDate, outboxStatuses } from '@storefront/contract';
import { useMemo, useState } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { Modal } from '@/components/modal/modal';
import { ApiRequestError } from '@/lib/api-client';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { showToast } from '@/lib/toast';
import { OUTBOX_PAGE_SIZE, outboxAddress, type OutboxStatus, useOutbox } from '../api/get-outbox';
import { type OutboxMailSummary } from '@storefront/contract';
import { useOutboxMail } from '../api/get-outbox-mail';
import { useRetryMail } from '../api/retry-mail';
import { StatusBadge } from '@/components/back-office/status-badge';
import { type DataColumns } from '@/components/back-office/data-table';
import { ListScreen } from '@/components/back-office/list-screen';
import { useListState } from '@/lib/back-office/list-state';
import { InboxFilters } from './inbox-filters';
import { OutboxMailBody } from './outbox-mail';
import styles from '@/components/back-office/list-screen.module.css';

const STATUS_KEYS: Record<OutboxStatus, string> = {
  pending: 'InboxMailPending',
  sending: 'InboxMailSending',
  sent: 'InboxMailSent',
  failed: 'InboxMailFailed',
};

const moscow = { withTime: true, timeZone: 'Europe/Moscow' } as const;

/** A failed mail, or a waiting one that has failed before, can be queued again. */
const retryable = (mail: Pick<OutboxMailSummary, 'status' | 'attempts'>) =>
  mail.status === 'failed' || (mail.status === 'pending' && mail.attempts > 0);

function RetryButton({ mail }: { mail: OutboxMailSummary }) {
  const t = useT();
  const retry = useRetryMail();
  if (!retryable(mail)) return null;
  return (
    <button
      type="button"
      className={`button-secondary button ${styles.small}`}
      disabled={retry.isPending}
      data-testid="outbox-retry"
      onClick={() =>
        retry.mutate(mail.id, {
          onSuccess: () => void showToast(t('InboxRetryQueued'), 'success'),
          onError: (error) =>
            void showToast(t(error instanceof ApiRequestError ? error.key : 'UnknownError'), 'error'),
        })
      }
    >
      {t('InboxRetry')}
    </button>
  );
}

function MailDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const t = useT();
  const { lang } = useLanguage();
  const mail = useOutboxMail(id);
  return (
    <Modal
      open={id !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={mail.data?.subject ?? t('InboxViewMail')}
      closeLabel={t('InboxClose')}
      width={720}
    >
      {mail.isError ? (
        <ErrorState error={mail.error} onRetry={() => void mail.refetch()} t={t} />
      ) : !mail.data ? (
        <Loader label={t('Loading')} />
      ) : (
        <div className={styles.stack} data-testid="outbox-mail">
          <dl className={styles.facts}>
            <dt>{t('Status')}</dt>
            <dd>
              <StatusBadge tone={mail.data.status} label={t(STATUS_KEYS[mail.data.status])} />
            </dd>
            <dt>{t('InboxRecipient')}</dt>
            <dd>{mail.data.to}</dd>
            {mail.data.reply_to ? (
              <>
                <dt>Reply-To</dt>
                <dd>{mail.data.reply_to}</dd>
              </>
            ) : null}
            <dt>{t('InboxKind')}</dt>
            <dd className={styles.code}>
              {mail.data.template} · {mail.data.language}
            </dd>
            <dt>{t('InboxCreated')}</dt>
            <dd>{formatDate(mail.data.created_at, lang, moscow)}</dd>
            <dt>{t('InboxAttempts')}</dt>
            <dd>{mail.data.attempts}</dd>
            {mail.data.last_error ? (
              <>
                <dt>{t('InboxLastError')}</dt>
                <dd className={styles.error}>{mail.data.last_error}</dd>
              </>
            ) : null}
            {mail.data.attachments.length > 0 ? (
              <>
                <dt>{t('InboxAttachments')}</dt>
                <dd>{mail.data.attachments.join(', ')}</dd>
              </>
            ) : null}
          </dl>
          <OutboxMailBody mail={mail.data} />
          <div className={styles.rowActions}>
            <RetryButton mail={mail.data} />
          </div>
        </div>
      )}
    </Modal>
  );
}

function columns(t: Translate, lang: string, open: (id: number) => void): DataColumns<OutboxMailSummary> {
  return [
    {
      id: 'created_at',
      accessorKey: 'created_at',
      header: () => t('InboxCreated'),
      cell: ({ row }) => (
        <span className={styles.stacked}>
          <span className={styles.nowrap}>{formatDate(row.original.created_at, lang, moscow)}</span>
          <span className={styles.muted}>№ {row.original.id}</span>
        </span>
      ),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: () => t('Status'),
      cell: ({ row }) => (
        <StatusBadge tone={row.original.status} label={t(STATUS_KEYS[row.original.status])} />
      ),
    },
    {
      id: 'mail',
      accessorKey: 'subject',
      header: () => t('InboxSubject'),
      cell: ({ row }) => (
        <span className={`${styles.stacked} ${styles.wideCell}`}>
          <button type="button" className={styles.linkButton} onClick={() => open(row.original.id)}>
            {row.original.subject}
          </button>
          <span className={styles.muted}>
            {row.original.to} · <span className={styles.code}>{row.original.template}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'attempts',
      accessorKey: 'attempts',
      header: () => t('InboxAttempts'),
      cell: ({ row }) => row.original.attempts,
    },
    {
      id: 'last_error',
      accessorKey: 'last_error',
      header: () => t('InboxLastError'),
      cell: ({ row }) =>
        row.original.last_error ? <span className={styles.error}>{row.original.last_error}</span> : '—',
    },
    {
      id: 'when',
      accessorKey: 'sent_at',
      header: () => t('InboxWhen'),
      cell: ({ row }) => (
        <span className={styles.stacked}>
          <span className={styles.muted}>{t(row.original.sent_at ? 'InboxSentAt' : 'InboxNextAttempt')}</span>
          <span className={styles.nowrap}>
            {formatDate(row.original.sent_at ?? row.original.next_attempt_at, lang, moscow)}
          </span>
        </span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">{t('InboxRetry')}</span>,
      cell: ({ row }) => <RetryButton mail={row.original} />,
    },
  ];
}

/** The mail outbox: counts by status, a status and recipient filter, the mails paged on the server. */
export function OutboxList() {
  const t = useT();
  const { lang } = useLanguage();
  const view = useListState(outboxAddress);
  const query = useOutbox(view.state);
  const [openId, setOpenId] = useState<number>();
  const tableColumns = useMemo(() => columns(t, lang, setOpenId), [t, lang]);
  return (
    <>
      <ListScreen
        query={query}
        rows={(answer) => answer.mails}
        view={view}
        pageSize={OUTBOX_PAGE_SIZE}
        filters={
          <InboxFilters
            path={outboxAddress.path}
            state={view.state}
            submit={view.submit}
            statuses={outboxStatuses.map((status) => ({
              value: status,
              label: `${t(STATUS_KEYS[status])}${query.data ? ` (${query.data.counts[status] ?? 0})` : ''}`,
            }))}
            searchLabel={t('InboxRecipient')}
            searchHint={t('InboxSearchRecipient')}
          />
        }
        summary={(count) => t('InboxTotalFound', count)}
        empty={t('InboxNothingFound')}
        caption={t('InboxOutbox')}
        columns={tableColumns}
        testId="outbox-table"
      />
      <MailDialog id={openId} onClose={() => setOpenId(undefined)} />
    </>
  );
}
