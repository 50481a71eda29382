import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';
import { type DataColumns, DataTable, type SubRow } from './data-table';
import { ListPager } from './list-pager';
import styles from './list-screen.module.css';

/** The list's query, as TanStack Query's `useQuery` gives it. */
interface ListQuery<A> {
  data: A | undefined;
  isError: boolean;
  error: unknown;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

/** Most rows carry their id. */
const idOf = (row: unknown) => String((row as { id?: unknown }).id);

/** A page of a list as the server answers it. */
export interface ListPage<T> {
  list: T[];
  count: number;
}

/**
 * Every back-office list screen: the filters and the screen's actions (a "new" button), then the
 * rows of the list's query in a `DataTable` with how many were found and the pager, or the empty,
 * loading or error state. The view (filters, sort, page) lives in the address: `view` is the
 * list's `useListState(...)`, which the pager's links keep.
 */
export function ListScreen<A, T extends RowData>({
  query,
  rows,
  view,
  pageSize,
  filters,
  actions,
  summary,
  summaryTestId,
  empty,
  caption,
  columns,
  rowId,
  testId,
  rowTestId,
  subRow,
}: {
  query: ListQuery<A>;
  /** The page of rows in the answer. */
  rows: (answer: A) => ListPage<T>;
  view: { state: { page: number }; hrefFor(change: { page: number }): string };
  pageSize: number;
  filters?: ReactNode;
  actions?: ReactNode;
  /** The line that says how many were found (left out when none were: `empty` says so). */
  summary?: (count: number) => string;
  summaryTestId?: string;
  empty: string;
  caption: string;
  columns: DataColumns<T>;
  /** A row's key; by default its `id`. */
  rowId?: (row: T) => string;
  testId: string;
  rowTestId?: string;
  subRow?: (row: T) => SubRow | undefined;
}) {
  const t = useT();
  const found = query.data === undefined ? undefined : rows(query.data);
  let content: ReactNode;
  if (!found && query.isError) {
    content = <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />;
  } else if (!found) {
    content = <Loader label={t('Loading')} />;
  } else {
    content = (
      // The previous page stays on screen, marked busy, while the next one loads.
      <div className={styles.stack} aria-busy={query.isPlaceholderData ?? false}>
        {summary && found.count > 0 ? (
          <p className={styles.summary} role="status" data-testid={summaryTestId}>
            {summary(found.count)}
          </p>
        ) : null}
        {found.list.length === 0 ? (
          <EmptyNote>{empty}</EmptyNote>
        ) : (
          <DataTable
            caption={caption}
            columns={columns}
            data={found.list}
            rowId={rowId ?? idOf}
            testId={testId}
            rowTestId={rowTestId}
            subRow={subRow}
          />
        )}
        <ListPager
          page={view.state.page}
          count={found.count}
          pageSize={pageSize}
          hrefFor={(page) => view.hrefFor({ page })}
        />
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      {filters || actions ? (
        <div className={styles.toolbar}>
          {filters}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {content}
    </div>
  );
}

/** What a back-office list or editor says where it has nothing to show. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
