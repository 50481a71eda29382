import type { ConsultationDetail } from '@storefront/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CONSULTATIONS_KEY } from './get-consultations';

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

/** After a write: the request's answer goes into its cache, and the lists reload. */
export function useStoreConsultation() {
  const queryClient = useQueryClient();
  return (request: ConsultationDetail) => {
    queryClient.setQueryData(getConsultationQueryOptions(request.id).queryKey, request);
    void queryClient.invalidateQueries({ queryKey: [...CONSULTATIONS_KEY, 'list'] });
  };
}
