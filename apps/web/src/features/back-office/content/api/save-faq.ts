import { type Calls, type ClientBodyOf } from '@storefront/contract';
import { callApi } from '@/lib/api-client';
export const saveFaq = (id: number | undefined, body: ClientBodyOf<Calls['adminContentFaqSave']>) =>
  callApi('adminContentFaqSave', body, id === undefined ? {} : { id }).then((a) => a.faq);
