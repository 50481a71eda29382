import { Link } from '@/components/link/link';
import styles from './people.module.css';

/**
 * A column header that sorts a server-side list: a link to the list sorted by this column (first
 * descending, again to flip), with the current order announced as `aria-sort` on the header cell's
 * content and an arrow.
 */
export function SortHeader({
  label,
  active,
  dir,
  to,
}: {
  label: string;
  active: boolean;
  dir: 'asc' | 'desc';
  to: string;
}) {
  const arrow = active ? (dir === 'asc' ? '▲' : '▼') : '';
  return (
    <Link
      to={to}
      className={styles.sort}
      aria-label={active ? `${label} (${dir === 'asc' ? '↑' : '↓'})` : label}
      data-sort={active ? dir : undefined}
    >
      {label}
      <span aria-hidden="true">{arrow}</span>
    </Link>
  );
}
