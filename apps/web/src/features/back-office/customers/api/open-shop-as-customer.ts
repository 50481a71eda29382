import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * A link that opens the shop as the customer (the impersonation's manager token, 20 minutes):
 * made on request, never kept.
 */
export function useShopLinkAsCustomer() {
  return useMutation({
    mutationFn: (userId: number) => callApi('managerUserToken', { user_id: userId }),
  });
}
