import { type Calls, type ClientBodyOf } from '@storefront/contract';
import { callApi } from '@/lib/api-client';
export const savePage = (id: number | undefined, body: ClientBodyOf<Calls['adminContentPageSave']>) =>
  callApi('adminContentPageSave', body, id === undefined ? {} : { id }).then((a) => a.page);
