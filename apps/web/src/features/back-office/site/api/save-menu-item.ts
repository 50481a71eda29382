import type { adminMenuItemSaveCall, AnswerOf, SiteMenu } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
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

/** After the form's own save: the list and the shop's settings take its answer. */
export function useMenuItemSaved() {
  const queryClient = useQueryClient();
  return async (answer: AnswerOf<typeof adminMenuItemSaveCall>) => {
    queryClient.setQueryData(MENU_ITEMS_KEY, answer.items);
    await queryClient.invalidateQueries({ queryKey: ['settings'] });
  };
}
