import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { Link } from '@/components/link/link';
import { backOfficePaths } from '@/config/back-office-paths';
import type { Translate } from '@/lib/i18n';
import styles from './data-table.module.css';

const features = tableFeatures({});

export type DataColumns<T extends RowData> = ColumnDef<typeof features, T>[];

/** What a row opens under itself (the audit log's changes), spanning the table's width. */
export interface SubRow {
  id: string;
  content: ReactNode;
}

/**
 * A back-office table on TanStack Table's headless core: our markup, a caption for screen readers,
 * and a wrapper that scrolls sideways (focusable, so the keyboard can scroll it) instead of
 * stretching the page on narrow screens. Paging, sorting and filtering happen on the server, their
 * state in the address (`useListState`), so the table only shows the rows it is given.
 */
export function DataTable<T extends RowData>({
  caption,
  columns,
  data,
  rowId,
  testId,
  rowTestId,
  subRow,
}: {
  caption: string;
  columns: DataColumns<T>;
  data: T[];
  rowId: (row: T) => string;
  testId?: string;
  rowTestId?: string;
  subRow?: (row: T) => SubRow | undefined;
}) {
  const table = useTable({ features, columns, data, getRowId: rowId });
  return (
    // A scrolling region must be reachable by keyboard.
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
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
          {table.getRowModel().rows.map((row) => {
            const under = subRow?.(row.original);
            return (
              <Fragment key={row.id}>
                <tr data-testid={rowTestId}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
                {under ? (
                  <tr className={styles.subRow} id={under.id}>
                    <td colSpan={columns.length}>{under.content}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The column every list of orders starts with: the order's number, linking to its page. */
export function orderNumberColumn<T extends { id: number; number: string }>(
  t: Translate,
): DataColumns<T>[number] {
  return {
    id: 'number',
    accessorKey: 'number',
    header: () => t('AdminOrderNumber'),
    cell: ({ row }) => (
      <Link to={backOfficePaths.adminOrder(String(row.original.id))}>{row.original.number}</Link>
    ),
  };
}
