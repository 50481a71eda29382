import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CONTENT_KEY } from './content-common';

export function getContentArticleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'article', id],
    queryFn: ({ signal }) => callApi('adminContentArticle', {}, { id }, signal).then((a) => a.article),
  });
}
