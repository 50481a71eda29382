import { type AdminRates, adminRateSetCall } from '@storefront/contract';
import { callApi } from '@/lib/api-client';
import { useRateWrite } from './rate-write';

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

export const useSetRate = () => useRateWrite(setRate);
