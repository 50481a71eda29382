import { Pagination } from '@/components/pagination/pagination';
import { useT } from '@/lib/i18n';
import styles from './list-screen.module.css';

/** The back-office lists' pager: the shop's pagination over the list's address (filters kept). */
export function ListPager({
  page,
  count,
  pageSize,
  hrefFor,
}: {
  page: number;
  count: number;
  pageSize: number;
  /** The address of a page: the list's `useListState(...).hrefFor({ page })`. */
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  const pageCount = Math.ceil(count / pageSize);
  if (pageCount <= 1) return null;
  return (
    <div className={styles.pager}>
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} t={t} />
    </div>
  );
}
