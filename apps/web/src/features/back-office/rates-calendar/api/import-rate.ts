import { type AdminRates } from '@storefront/contract';
import { callApi } from '@/lib/api-client';
import { useRateWrite } from './rate-write';

export function importRate(): Promise<AdminRates> {
  return callApi('adminRateImport', {});
}
export const useImportRate = () => useRateWrite(importRate);
