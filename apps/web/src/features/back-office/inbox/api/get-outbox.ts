import { outboxStatuses } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { backOfficePaths } from '@/config/back-office-paths';
import { callApi } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/back-office/list-query';
import { type AddressState, choice, listAddress, page, text } from '@/lib/back-office/list-state';
import { USER_DATA_KEY } from '@/lib/language';

export type OutboxStatus = (typeof outboxStatuses)[number];

export const OUTBOX_KEY = [...USER_DATA_KEY, 'admin-outbox'] as const;
export const OUTBOX_PAGE_SIZE = 25;

/** `/admin/outbox?status=&q=&page=` (the search is the recipient's address). */
export const outboxAddress = listAddress(backOfficePaths.adminOutbox, {
  status: choice(outboxStatuses),
  q: text(),
  page,
});
export type OutboxFilter = AddressState<typeof outboxAddress>;

export function getOutbox({ page, ...filter }: OutboxFilter, signal?: AbortSignal) {
  return callApi('adminOutbox', { pagesize: OUTBOX_PAGE_SIZE, ...filter }, { page }, signal);
}

export const getOutboxQueryOptions = (filter: OutboxFilter) =>
  listQueryOptions(OUTBOX_KEY, filter, (signal) => getOutbox(filter, signal));

export function useOutbox(filter: OutboxFilter) {
  return useQuery(getOutboxQueryOptions(filter));
}
