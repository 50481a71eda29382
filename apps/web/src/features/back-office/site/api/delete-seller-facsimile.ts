import { type SellerFacsimile } from '@storefront/contract';
import { callApi } from '@/lib/api-client';

export function deleteSellerFacsimile(): Promise<SellerFacsimile | null> {
  return callApi('adminSellerFacsimileDelete', {}).then((answer) => answer.facsimile);
}
