import { type Calls, type ClientBodyOf } from '@storefront/contract';
import { callApi } from '@/lib/api-client';
export const saveArticle = (id: number | undefined, body: ClientBodyOf<Calls['adminContentArticleSave']>) =>
  callApi('adminContentArticleSave', body, id === undefined ? {} : { id }).then((a) => a.article);
