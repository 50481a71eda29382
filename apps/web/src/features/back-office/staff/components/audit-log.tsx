import { formatDate } from '@storefront/contract';
import { createContext, Fragment, useContext, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { type ListView, useListState } from '@/lib/back-office/list-state';
import { AUDIT_PAGE_SIZE, type AuditEntry, auditAddress, useAudit } from '../api/get-audit';
import { type DataColumns } from '@/components/back-office/data-table';
import { InputFilter, ListSearchForm } from '@/components/back-office/list-search-form';
import { ListScreen } from '@/components/back-office/list-screen';
import styles from '@/components/back-office/list-screen.module.css';

const moscow = { withTime: true, timeZone: 'Europe/Moscow' } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a line of text: text as is, nothing as a dash, the rest as JSON. */
function shown(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** The fields of `before` and `after` side by side, in the order they first appear; changed ones marked. */
export function diffRows(before: unknown, after: unknown): DiffRow[] {
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields.map((field) => ({
    field,
    before: was[field],
    after: is[field],
    changed: JSON.stringify(was[field]) !== JSON.stringify(is[field]),
  }));
}

function Changes({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const { before, after, ...rest } = entry.details;
  const rows = diffRows(before, after);
  const others = Object.entries(rest);
  return (
    <div className={styles.stack} data-testid="audit-changes">
      {rows.length > 0 ? (
        <table className={styles.diff}>
          <caption className="visually-hidden">{t('InboxShowChanges')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('InboxField')}</th>
              <th scope="col">{t('InboxBefore')}</th>
              <th scope="col">{t('InboxAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} data-changed={row.changed || undefined}>
                <th scope="row" className={styles.code}>
                  {row.field}
                </th>
                <td className={row.changed ? styles.before : undefined}>{shown(row.before)}</td>
                <td className={row.changed ? styles.after : undefined}>{shown(row.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {others.length > 0 ? (
        <dl className={styles.facts}>
          {others.map(([key, value]) => (
            <Fragment key={key}>
              <dt className={styles.code}>{key}</dt>
              <dd>{shown(value)}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {entry.ip ? <p className={styles.muted}>IP {entry.ip}</p> : null}
    </div>
  );
}

function Who({ entry }: { entry: AuditEntry }) {
  const t = useT();
  if (!entry.actor && !entry.acting_manager) return <span>{t('InboxSystem')}</span>;
  return (
    <span className={`${styles.stacked} ${styles.wideCell}`}>
      <span>{entry.actor?.email ?? `#${entry.actor?.id ?? ''}`}</span>
      {entry.acting_manager ? (
        <span className={styles.muted}>
          {t('InboxAsCustomer', entry.acting_manager.email ?? `#${entry.acting_manager.id}`)}
        </span>
      ) : null}
    </span>
  );
}

/** Which entries are open, for the toggle cells (kept out of the columns so they stay the same). */
const ExpandedContext = createContext<{ ids: ReadonlySet<number>; toggle: (id: number) => void }>({
  ids: new Set(),
  toggle: () => undefined,
});

function ChangesToggle({ id }: { id: number }) {
  const t = useT();
  const { ids, toggle } = useContext(ExpandedContext);
  const expanded = ids.has(id);
  return (
    <button
      type="button"
      className={styles.linkButton}
      aria-expanded={expanded}
      aria-controls={expanded ? `audit-${id}-changes` : undefined}
      onClick={() => toggle(id)}
    >
      {t(expanded ? 'InboxHideChanges' : 'InboxShowChanges')}
    </button>
  );
}

function auditColumns(t: Translate, lang: string): DataColumns<AuditEntry> {
  return [
    {
      id: 'at',
      header: () => t('InboxWhen'),
      cell: ({ row }) => <span className={styles.nowrap}>{formatDate(row.original.at, lang, moscow)}</span>,
    },
    { id: 'who', header: () => t('InboxWho'), cell: ({ row }) => <Who entry={row.original} /> },
    {
      id: 'action',
      header: () => t('InboxAction'),
      cell: ({ row }) => <span className={styles.code}>{row.original.action}</span>,
    },
    {
      id: 'entity',
      header: () => t('InboxEntity'),
      cell: ({ row }) => (
        <span className={styles.code}>
          {row.original.entity}
          {row.original.entity_id ? ` #${row.original.entity_id}` : ''}
        </span>
      ),
    },
    {
      id: 'toggle',
      header: () => <span className="visually-hidden">{t('InboxShowChanges')}</span>,
      cell: ({ row }) => <ChangesToggle id={row.original.id} />,
    },
  ];
}

const TEXT_FILTERS = ['actor', 'action', 'entity', 'entity_id'] as const;

/** The filters: who, action, object and days, each a parameter of the address. */
function AuditFilters({ view }: { view: ListView<typeof auditAddress> }) {
  const t = useT();
  const labels: Record<(typeof TEXT_FILTERS)[number], { label: string; hint?: string }> = {
    actor: { label: t('InboxWho'), hint: t('InboxWhoHint') },
    action: { label: t('InboxAction'), hint: '/api/admin/…' },
    entity: { label: t('InboxEntity'), hint: 'consult_request' },
    entity_id: { label: t('InboxEntityId') },
  };
  return (
    <ListSearchForm
      label={t('InboxSearch')}
      submitLabel={t('InboxApplyFilters')}
      onSubmit={view.submit}
      reset={{ label: t('InboxResetFilters'), to: auditAddress.path }}
    >
      {TEXT_FILTERS.map((name) => (
        <InputFilter
          key={name}
          type="text"
          name={name}
          label={labels[name].label}
          hint={labels[name].hint}
          value={view.state[name]}
          maxLength={name === 'entity' || name === 'entity_id' ? 64 : 255}
        />
      ))}
      <InputFilter type="date" name="from" label={t('InboxDateFrom')} value={view.state.from} />
      <InputFilter type="date" name="to" label={t('InboxDateTo')} value={view.state.to} />
    </ListSearchForm>
  );
}

/** The audit log: filters by who, action, object and days in the address; rows open to their changes. */
export function AuditLog() {
  const { search } = useLocation();
  // A new page or filter starts with every entry closed.
  return <AuditList key={search} />;
}

function AuditList() {
  const t = useT();
  const { lang } = useLanguage();
  const view = useListState(auditAddress);
  const query = useAudit(view.state);
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<number>>(new Set());
  const expanded = useMemo(
    () => ({
      ids: expandedIds,
      toggle: (id: number) =>
        setExpandedIds((current) => {
          const next = new Set(current);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        }),
    }),
    [expandedIds],
  );
  const columns = useMemo(() => auditColumns(t, lang), [t, lang]);
  return (
    <ExpandedContext.Provider value={expanded}>
      <ListScreen
        query={query}
        rows={(answer) => answer.entries}
        view={view}
        pageSize={AUDIT_PAGE_SIZE}
        filters={<AuditFilters view={view} />}
        summary={(count) => t('InboxTotalFound', count)}
        empty={t('InboxNothingFound')}
        caption={t('InboxAudit')}
        columns={columns}
        testId="audit-table"
        rowTestId="audit-row"
        subRow={(entry) =>
          expandedIds.has(entry.id)
            ? { id: `audit-${entry.id}-changes`, content: <Changes entry={entry} /> }
            : undefined
        }
      />
    </ExpandedContext.Provider>
  );
}
