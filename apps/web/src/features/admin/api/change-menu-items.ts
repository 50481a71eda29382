import type { AdminMenuItem, adminMenuItemSaveCall, AnswerOf, SiteMenu } from '@storefront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { MENU_ITEMS_KEY } from './get-menu-items';
import type { menuItemSchema } from './rules';

/** The menu item form's rules (the contract's), loaded with the form's first focus. */
export const loadMenuItemRules = () =>
  loadChunk(() => import('./rules')).then((rules) => rules.menuItemSchema);
export type MenuItemSchema = typeof menuItemSchema;

/** The form's inputs: texts and flags as the fields hold them. */
export interface MenuItemFormValues {
  menu: SiteMenu;
  url: string;
  top_status: boolean;
  hamburger_status: boolean;
  active: boolean;
  labels: { 'ru-RU': string; 'en-US': string };
}

export type MenuItemRequest = FormOutput<MenuItemSchema>;

/** Creates an item (no id) or changes one. */
export function saveMenuItem(
  id: number | undefined,
  values: MenuItemRequest,
): Promise<AnswerOf<typeof adminMenuItemSaveCall>> {
  return callApi(
    'adminMenuItemSave',
    {
      ...values,
      top_status: values.top_status ? 1 : 0,
      hamburger_status: values.hamburger_status ? 1 : 0,
      active: values.active ? 1 : 0,
    },
    id === undefined ? undefined : { id },
  );
}

export function moveMenuItem(id: number, direction: 'up' | 'down'): Promise<AdminMenuItem[]> {
  return callApi('adminMenuItemMove', { direction }, { id }).then((answer) => answer.items);
}

export function deleteMenuItem(id: number): Promise<AdminMenuItem[]> {
  return callApi('adminMenuItemDelete', {}, { id }).then((answer) => answer.items);
}

/**
 * Every change answers both menus as they now are: the list takes them at once, and the shop's
 * settings (its menus) are read again.
 */
function useMenuWrite<A>(write: (input: A) => Promise<AdminMenuItem[]>, mutationKey?: readonly unknown[]) {
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

/** The menus' moves, one at a time: every row's buttons wait while one is under way. */
export const MENU_MOVE_KEY = [...MENU_ITEMS_KEY, 'move'] as const;

export const useMoveMenuItem = () =>
  useMenuWrite(
    ({ id, direction }: { id: number; direction: 'up' | 'down' }) => moveMenuItem(id, direction),
    MENU_MOVE_KEY,
  );

export const useDeleteMenuItem = () => useMenuWrite((id: number) => deleteMenuItem(id));

/** After the form's own save: the list and the shop's settings take its answer. */
export function useMenuItemSaved() {
  const queryClient = useQueryClient();
  return async (answer: AnswerOf<typeof adminMenuItemSaveCall>) => {
    queryClient.setQueryData(MENU_ITEMS_KEY, answer.items);
    await queryClient.invalidateQueries({ queryKey: ['settings'] });
  };
}
