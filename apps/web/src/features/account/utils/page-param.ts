/** `?page=N` read leniently: anything that is not a whole number from 1 up means the first page. */
export function pageFromSearch(search: URLSearchParams): number {
  const value = search.get('page');
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The same search with another page (the first page has no parameter). */
export function searchWithPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** How many pages `count` items make, at least one. */
export const pageCountOf = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));
