import { Link } from '@/components/link/link';
import { useT } from '@/lib/i18n';
import styles from './sort-header.module.css';

type Direction = 'asc' | 'desc';

/**
 * A column header that sorts a server-side list: a link to the list sorted by this column (in
 * `first` order, again to reverse it). Its name says how the list is sorted now and what a click
 * does, since the arrow is hidden from screen readers.
 */
export function SortHeader<S extends string>({
  label,
  column,
  state,
  hrefFor,
  first = 'desc',
}: {
  label: string;
  column: S;
  /** The list's sort and direction, as its address holds them. */
  state: { sort: S; dir: Direction };
  /** The list's `useListState(...).hrefFor`. */
  hrefFor: (change: { sort: S; dir: Direction }) => string;
  first?: Direction;
}) {
  const t = useT();
  const active = state.sort === column;
  const next: Direction = active ? (state.dir === 'asc' ? 'desc' : 'asc') : first;
  const now = active ? t(state.dir === 'asc' ? 'AdminSortedAsc' : 'AdminSortedDesc') : '';
  return (
    <Link
      to={hrefFor({ sort: column, dir: next })}
      className={styles.sort}
      aria-label={[label, now, t(next === 'asc' ? 'AdminSortAsc' : 'AdminSortDesc')]
        .filter(Boolean)
        .join('. ')}
      data-sorted={active ? state.dir : undefined}
    >
      {label}
      <span aria-hidden="true" className={active ? styles.active : styles.idle}>
        {active ? (state.dir === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </Link>
  );
}
