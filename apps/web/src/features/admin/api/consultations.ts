import type { ConsultationDetail, ConsultationStatus, ConsultationSummary } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { USER_DATA_KEY } from '@/lib/language';

export type { ConsultationDetail, ConsultationStatus, ConsultationSummary };

export const CONSULTATIONS_KEY = [...USER_DATA_KEY, 'admin-consultations'] as const;
export const CONSULTATIONS_PAGE_SIZE = 20;

export interface ConsultationsFilter {
  page: number;
  status?: ConsultationStatus | undefined;
  q?: string | undefined;
}

export function getConsultations(filter: ConsultationsFilter, signal?: AbortSignal) {
  return callApi(
    'adminConsultations',
    { pagesize: CONSULTATIONS_PAGE_SIZE, status: filter.status, q: filter.q },
    { page: filter.page },
    signal,
  );
}

export function getConsultationsQueryOptions(filter: ConsultationsFilter) {
  return queryOptions({
    queryKey: [...CONSULTATIONS_KEY, 'list', filter],
    queryFn: ({ signal }) => getConsultations(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useConsultations(filter: ConsultationsFilter) {
  return useQuery(getConsultationsQueryOptions(filter));
}

export function getConsultationQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CONSULTATIONS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      callApi('adminConsultation', {}, { id }, signal).then((answer) => answer.request),
  });
}

export function useConsultation(id: number) {
  return useQuery(getConsultationQueryOptions(id));
}

/** The note and status forms' rules, loaded with their first focus. */
export const loadConsultationNoteRules = () =>
  loadChunk(() => import('./inbox-rules')).then((rules) => rules.consultationNoteSchema);
export const loadConsultationStatusRules = () =>
  loadChunk(() => import('./inbox-rules')).then((rules) => rules.consultationStatusSchema);

/** After a write: the request's answer goes into its cache, and the lists reload. */
export function useStoreConsultation() {
  const queryClient = useQueryClient();
  return (request: ConsultationDetail) => {
    queryClient.setQueryData(getConsultationQueryOptions(request.id).queryKey, request);
    void queryClient.invalidateQueries({ queryKey: [...CONSULTATIONS_KEY, 'list'] });
  };
}

export function setConsultationStatus(id: number, status: ConsultationStatus) {
  return callApi('adminConsultationStatus', { status }, { id }).then((answer) => answer.request);
}

export function addConsultationNote(id: number, text: string) {
  return callApi('adminConsultationNote', { text }, { id }).then((answer) => answer.request);
}
