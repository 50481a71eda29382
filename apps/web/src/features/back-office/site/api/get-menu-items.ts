import type { AdminMenuItem } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export type { AdminMenuItem };

export function getMenuItems(signal?: AbortSignal): Promise<AdminMenuItem[]> {
  return callApi('adminMenuItems', {}, undefined, signal).then((answer) => answer.items);
}

export const MENU_ITEMS_KEY = [...USER_DATA_KEY, 'admin-menu-items'] as const;

export function getMenuItemsQueryOptions() {
  return queryOptions({
    queryKey: MENU_ITEMS_KEY,
    queryFn: ({ signal }) => getMenuItems(signal),
    staleTime: 30_000,
  });
}

export function useMenuItems() {
  return useQuery(getMenuItemsQueryOptions());
}
