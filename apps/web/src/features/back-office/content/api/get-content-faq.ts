import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CONTENT_KEY } from './content-common';

export function getContentFaqQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'faq', id],
    queryFn: ({ signal }) => callApi('adminContentFaq', {}, { id }, signal).then((a) => a.faq),
  });
}
