import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CONTENT_KEY } from './content-common';

export function getContentPageQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'page', id],
    queryFn: ({ signal }) => callApi('adminContentPage', {}, { id }, signal).then((a) => a.page),
  });
}
