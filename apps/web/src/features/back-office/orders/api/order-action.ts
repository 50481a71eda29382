import { type AdminOrderDetail } from '@storefront/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { loadChunk } from '@/lib/chunk-load';
import { USER_DATA_KEY } from '@/lib/language';
import { adminOrderKey } from './get-admin-order';

/** The dialogs' rules, loaded with the first focus on a form (see useContractForm). */
export const loadOrderRules = () => loadChunk(() => import('./rules'));

/** Every action answers the order's page: it replaces the cached one, and the lists refresh. */
export function settle(queryClient: QueryClient, order: AdminOrderDetail) {
  queryClient.setQueryData(adminOrderKey(order.id), order);
  void queryClient.invalidateQueries({ queryKey: [...USER_DATA_KEY, 'admin-orders'] });
  void queryClient.invalidateQueries({ queryKey: [...USER_DATA_KEY, 'admin-dashboard'] });
}

/** An action on the order whose answer becomes the cached page. */
export function useOrderAction<TInput>(action: (input: TInput) => Promise<AdminOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: (order) => settle(queryClient, order) });
}
