import type { AdminMenuItem } from '@storefront/contract';
import { callApi } from '@/lib/api-client';
import { useMenuWrite } from './menu-write';

export function deleteMenuItem(id: number): Promise<AdminMenuItem[]> {
  return callApi('adminMenuItemDelete', {}, { id }).then((answer) => answer.items);
}

export const useDeleteMenuItem = () => useMenuWrite((id: number) => deleteMenuItem(id));
