import { type AdminRates, adminRateSetCall } from '@storefront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ADMIN_RATES_KEY } from './get-rates';

/** The manual rate form's rules: the contract's own (the session's key is the client's to add). */
const setRateSchema = adminRateSetCall.body.omit({ auth_key: true });
export type SetRateSchema = typeof setRateSchema;
export const loadSetRateRules = () => Promise.resolve(setRateSchema);

export interface SetRateInput {
  day: string;
  rate: string;
}

export function setRate(input: SetRateInput): Promise<AdminRates> {
  return callApi('adminRateSet', input);
}

export function importRate(): Promise<AdminRates> {
  return callApi('adminRateImport', {});
}

/**
 * A rate write refreshes the rates screen and the shop's settings (the rate the shop prices in
 * comes with them), so this browser's shop pages show the new prices at once.
 */
function useRateWrite<I>(write: (input: I) => Promise<AdminRates>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => queryClient.setQueryData([...ADMIN_RATES_KEY, 1], answer),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_RATES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['settings'] }),
      ]),
  });
}

export const useSetRate = () => useRateWrite(setRate);
export const useImportRate = () => useRateWrite(importRate);
