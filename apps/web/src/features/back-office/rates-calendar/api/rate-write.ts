import { type AdminRates } from '@storefront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_RATES_KEY } from './get-rates';

/**
 * A rate write refreshes the rates screen and the shop's settings (the rate the shop prices in
 * comes with them), so this browser's shop pages show the new prices at once.
 */
export function useRateWrite<I>(write: (input: I) => Promise<AdminRates>) {
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
