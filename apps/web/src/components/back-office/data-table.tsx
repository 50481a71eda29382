import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import styles from './data-table.module.css';

const features = tableFeatures({});

export type DataColumns<T extends RowData> = ColumnDef<typeof features, T>[];

/**
 * A back-office table on TanStack Table's headless core: our markup, a caption for screen readers,
 * and a wrapper that scrolls sideways (focusable, so the keyboard can scroll it) instead of
 * stretching the page on narrow screens. Server-side paging and sorting add their features here.
 */
export function DataTable<T extends RowData>({
  caption,
  columns,
  data,
  rowId,
  testId,
}: {
  caption: string;
  columns: DataColumns<T>;
  data: T[];
  rowId: (row: T) => string;
  testId?: string;
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
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
