import { formatDate } from '@storefront/contract';
import { type ColumnDef, tableFeatures, useTable } from '@tanstack/react-table';
import { createContext, type FormEvent, Fragment, useContext, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilter, useAudit } from '../api/get-audit';
import { filtersFromForm, ListPager, pageParam, textParam } from '@/components/back-office/list-pager';
import tableStyles from '@/components/back-office/data-table.module.css';
import styles from '@/components/back-office/list-screen.module.css';

const moscow = { withTime: true, timeZone: 'Europe/Moscow' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

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

const features = tableFeatures({});

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

function auditColumns(t: Translate, lang: string): ColumnDef<typeof features, AuditEntry>[] {
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

/**
 * The log on TanStack Table's headless core, as DataTable, with a row under each opened entry
 * showing its changes (the shared DataTable has no expanding rows).
 */
function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  const { lang } = useLanguage();
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
  const table = useTable({ features, columns, data: entries, getRowId: (entry) => String(entry.id) });
  const columnCount = columns.length;
  return (
    <ExpandedContext.Provider value={expanded}>
      <div className={tableStyles.scroll} tabIndex={0} role="region" aria-label={t('InboxAudit')}>
        <table className={tableStyles.table} data-testid="audit-table">
          <caption className="visually-hidden">{t('InboxAudit')}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <Fragment key={row.id}>
                <tr data-testid="audit-row">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
                {expandedIds.has(row.original.id) ? (
                  <tr className={styles.expanded} id={`audit-${row.original.id}-changes`}>
                    <td colSpan={columnCount}>
                      <Changes entry={row.original} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </ExpandedContext.Provider>
  );
}

const TEXT_FILTERS = ['actor', 'action', 'entity', 'entity_id'] as const;

/** The audit log: filters by who, action, object and days in the address; rows open to their changes. */
export function AuditLog() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const day = (name: string) => {
    const value = textParam(params, name);
    return value && DAY.test(value) ? value : undefined;
  };
  const filter: AuditFilter = {
    page: pageParam(params),
    ...Object.fromEntries(TEXT_FILTERS.map((name) => [name, textParam(params, name)])),
    from: day('from'),
    to: day('to'),
  };
  const query = useAudit(filter);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(filtersFromForm(event.currentTarget));
  };

  const labels: Record<(typeof TEXT_FILTERS)[number], { label: string; placeholder?: string }> = {
    actor: { label: t('InboxWho'), placeholder: t('InboxWhoHint') },
    action: { label: t('InboxAction'), placeholder: '/api/admin/…' },
    entity: { label: t('InboxEntity'), placeholder: 'consult_request' },
    entity_id: { label: t('InboxEntityId') },
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
        {TEXT_FILTERS.map((name) => (
          <label key={name} className={styles.filter}>
            <span className={styles.filterLabel}>{labels[name].label}</span>
            <input
              name={name}
              type="text"
              className={styles.control}
              defaultValue={filter[name] ?? ''}
              placeholder={labels[name].placeholder}
              maxLength={name === 'entity' || name === 'entity_id' ? 64 : 255}
              autoComplete="off"
            />
          </label>
        ))}
        <label className={styles.filter}>
          <span className={styles.filterLabel}>{t('InboxDateFrom')}</span>
          <input name="from" type="date" className={styles.control} defaultValue={filter.from ?? ''} />
        </label>
        <label className={styles.filter}>
          <span className={styles.filterLabel}>{t('InboxDateTo')}</span>
          <input name="to" type="date" className={styles.control} defaultValue={filter.to ?? ''} />
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
      ) : query.data.entries.count === 0 ? (
        <p className="card">{t('InboxNothingFound')}</p>
      ) : (
        <>
          <AuditTable key={`${filter.page}-${params.toString()}`} entries={query.data.entries.list} />
          <ListPager count={query.data.entries.count} page={filter.page} pageSize={AUDIT_PAGE_SIZE} />
        </>
      )}
    </div>
  );
}
