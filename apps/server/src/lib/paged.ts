import { LIMITS } from '@storefront/contract';

/** A page of a list as a call asks for it: the page (from 1) and how many rows a page holds. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** One page of a list as the calls answer it: how many rows there are in all, the page, its rows. */
export interface Paged<T> {
  count: number;
  page: number;
  list: T[];
}

/** The page a call asked for (`?page=` and `pagesize`), the first page of the default size when not. */
export function pageRequest(page: number | undefined, pageSize: number | undefined): PageRequest {
  return { page: page ?? 1, pageSize: pageSize ?? LIMITS.defaultPageSize };
}

/** Where the page starts and how many rows it holds: a query's offset and limit. */
export function pageWindow({ page, pageSize }: PageRequest): { offset: number; limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/** The answer for a page: its rows, the count of all rows (the database may count as text), the page. */
export function paged<T>(list: T[], count: number | string | bigint, request: PageRequest): Paged<T> {
  return { count: Number(count), page: request.page, list };
}
