import type { AdminMenuItem } from '@storefront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENU_ITEMS_KEY } from './get-menu-items';

/**
 * Every change answers both menus as they now are: the list takes them at once, and the shop's
 * settings (its menus) are read again.
 */
export function useMenuWrite<A>(
  write: (input: A) => Promise<AdminMenuItem[]>,
  mutationKey?: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(mutationKey && { mutationKey }),
    mutationFn: write,
    onSuccess: async (items) => {
      queryClient.setQueryData(MENU_ITEMS_KEY, items);
      await queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}
