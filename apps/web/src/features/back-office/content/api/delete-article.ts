import { callApi } from '@/lib/api-client';
export const deleteArticle = (id: number) => callApi('adminContentArticleDelete', {}, { id });
