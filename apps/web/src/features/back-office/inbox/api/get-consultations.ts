import { consultationStatuses } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { backOfficePaths } from '@/config/back-office-paths';
import { callApi } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/back-office/list-query';
import { type AddressState, choice, listAddress, page, text } from '@/lib/back-office/list-state';
import { USER_DATA_KEY } from '@/lib/language';

export const CONSULTATIONS_KEY = [...USER_DATA_KEY, 'admin-consultations'] as const;
export const CONSULTATIONS_PAGE_SIZE = 20;

/** `/admin/consultations?status=&q=&page=`. */
export const consultationsAddress = listAddress(backOfficePaths.adminConsultations, {
  status: choice(consultationStatuses),
  q: text(),
  page,
});
export type ConsultationsFilter = AddressState<typeof consultationsAddress>;

export function getConsultations({ page, ...filter }: ConsultationsFilter, signal?: AbortSignal) {
  return callApi('adminConsultations', { pagesize: CONSULTATIONS_PAGE_SIZE, ...filter }, { page }, signal);
}

export const getConsultationsQueryOptions = (filter: ConsultationsFilter) =>
  listQueryOptions(CONSULTATIONS_KEY, filter, (signal) => getConsultations(filter, signal), 30_000);

export function useConsultations(filter: ConsultationsFilter) {
  return useQuery(getConsultationsQueryOptions(filter));
}
