import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { OUTBOX_KEY } from './get-outbox';

export function getOutboxMailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...OUTBOX_KEY, 'one', id],
    queryFn: ({ signal }) => callApi('adminOutboxMail', {}, { id }, signal).then((answer) => answer.mail),
  });
}

export function useOutboxMail(id: number | undefined) {
  return useQuery({ ...getOutboxMailQueryOptions(id ?? 0), enabled: id !== undefined });
}
