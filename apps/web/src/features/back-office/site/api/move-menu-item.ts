import type { AdminMenuItem } from '@storefront/contract';
import { callApi } from '@/lib/api-client';
import { MENU_ITEMS_KEY } from './get-menu-items';
import { useMenuWrite } from './menu-write';

export function moveMenuItem(id: number, direction: 'up' | 'down'): Promise<AdminMenuItem[]> {
  return callApi('adminMenuItemMove', { direction }, { id }).then((answer) => answer.items);
}

/** The menus' moves, one at a time: every row's buttons wait while one is under way. */
export const MENU_MOVE_KEY = [...MENU_ITEMS_KEY, 'move'] as const;

export const useMoveMenuItem = () =>
  useMenuWrite(
    ({ id, direction }: { id: number; direction: 'up' | 'down' }) => moveMenuItem(id, direction),
    MENU_MOVE_KEY,
  );
