import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { useT } from '@/lib/i18n';
import styles from './list-screen.module.css';

/** How many were found, and the shop's pagination over the list's address (`?page=N`, filters kept). */
export function ListPager({ count, page, pageSize }: { count: number; page: number; pageSize: number }) {
  const t = useT();
  const [params] = useSearchParams();
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  return (
    <>
      <p className={styles.summary} role="status">
        {t('InboxTotalFound', count)}
      </p>
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} t={t} />
    </>
  );
}

/** The page asked for in the address (1 when absent or not a page number). */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A text filter of the address, or undefined when blank. */
export function textParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

/** A choice of the address when it is one of `allowed`. */
export function choiceParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = params.get(name);
  return allowed.find((choice) => choice === value);
}

/**
 * The filters form's submit: its fields become the address's query (blank ones left out), and
 * the list goes back to its first page.
 */
export function filtersFromForm(form: HTMLFormElement): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim()) next.set(name, value.trim());
  }
  return next;
}
