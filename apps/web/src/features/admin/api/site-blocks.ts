import type {
  AdminSiteAdvantage,
  AdminSiteFirstDoc,
  AdminSitePayOption,
  AdminSiteReview,
  CallName,
  SiteBlockName,
} from '@storefront/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { USER_DATA_KEY } from '@/lib/language';
import type { siteBlockSchemas } from './rules';

export type { SiteBlockName };

/** The blocks in the order the screen's tabs show them (the home page's order). */
export const siteBlockNames = [
  'reviews',
  'first-docs',
  'advantages',
  'pay-options',
] as const satisfies readonly SiteBlockName[];

export const isSiteBlockName = (value: string | undefined): value is SiteBlockName =>
  siteBlockNames.includes(value as SiteBlockName);

/** A row of each block as the back-office reads it. */
export interface SiteBlockRows {
  reviews: AdminSiteReview;
  'first-docs': AdminSiteFirstDoc;
  advantages: AdminSiteAdvantage;
  'pay-options': AdminSitePayOption;
}
export type SiteBlockRow<B extends SiteBlockName = SiteBlockName> = SiteBlockRows[B];

/** Each block's four calls, by their names in the contract. */
const blockCalls = {
  reviews: {
    list: 'adminSiteReviews',
    save: 'adminSiteReviewSave',
    move: 'adminSiteReviewMove',
    remove: 'adminSiteReviewDelete',
  },
  'first-docs': {
    list: 'adminSiteFirstDocs',
    save: 'adminSiteFirstDocSave',
    move: 'adminSiteFirstDocMove',
    remove: 'adminSiteFirstDocDelete',
  },
  advantages: {
    list: 'adminSiteAdvantages',
    save: 'adminSiteAdvantageSave',
    move: 'adminSiteAdvantageMove',
    remove: 'adminSiteAdvantageDelete',
  },
  'pay-options': {
    list: 'adminSitePayOptions',
    save: 'adminSitePayOptionSave',
    move: 'adminSitePayOptionMove',
    remove: 'adminSitePayOptionDelete',
  },
} as const satisfies Record<SiteBlockName, Record<'list' | 'save' | 'move' | 'remove', CallName>>;

/**
 * The shop's own query of each block (features/home/api: `['reviews', lang]`, `['first-docs',
 * lang, country]`…): a write reads it again in every language, so the administrator's shop pages
 * show the change without a reload.
 */
const shopKeys: Record<SiteBlockName, readonly [string]> = {
  reviews: ['reviews'],
  'first-docs': ['first-docs'],
  advantages: ['advantages'],
  'pay-options': ['pay-options'],
};

export const siteBlockKey = (block: SiteBlockName) => [...USER_DATA_KEY, 'admin-site-blocks', block] as const;

/** Every call of a block answers its rows in the shop's order (hidden ones too). */
type ItemsAnswer<B extends SiteBlockName> = { items: SiteBlockRow<B>[] };

/** The calls are alike for every block; one loose signature sends any of them. */
const send = callApi as unknown as (
  name: CallName,
  body: object,
  query?: Record<string, string | number | undefined>,
  signal?: AbortSignal,
) => Promise<unknown>;

export function getSiteBlock<B extends SiteBlockName>(
  block: B,
  signal?: AbortSignal,
): Promise<SiteBlockRow<B>[]> {
  return (send(blockCalls[block].list, {}, undefined, signal) as Promise<ItemsAnswer<B>>).then(
    (answer) => answer.items,
  );
}

export function getSiteBlockQueryOptions<B extends SiteBlockName>(block: B) {
  return queryOptions({
    queryKey: siteBlockKey(block),
    queryFn: ({ signal }) => getSiteBlock(block, signal),
    staleTime: 30_000,
  });
}

export function useSiteBlock<B extends SiteBlockName>(block: B) {
  return useQuery(getSiteBlockQueryOptions(block));
}

/** A block form's rules (the contract's save body), loaded with the form's first focus. */
export const loadSiteBlockRules = <B extends SiteBlockName>(block: B) =>
  loadChunk(() => import('./rules')).then((rules) => rules.siteBlockSchemas[block]);
export type SiteBlockSchema<B extends SiteBlockName> = (typeof siteBlockSchemas)[B];

/** The texts of one language as the form holds them: every field a text, '' for none. */
export type BlockTextsValues = Record<string, string>;

/**
 * A block form's inputs: the block's own fields (texts of inputs and selects), whether the shop
 * shows the row, and each language's texts.
 */
export interface SiteBlockFormValues {
  active: boolean;
  texts: { 'ru-RU': BlockTextsValues; 'en-US': BlockTextsValues };
  [field: string]: unknown;
}

/** Creates a row (no id; it goes last) or changes one; answers the block's rows and the row's id. */
export function saveSiteBlockRow<B extends SiteBlockName>(
  block: B,
  id: number | undefined,
  values: object & { active?: boolean },
): Promise<ItemsAnswer<B> & { id: number }> {
  return send(
    blockCalls[block].save,
    { ...values, active: values.active === false ? 0 : 1 },
    id === undefined ? undefined : { id },
  ) as Promise<ItemsAnswer<B> & { id: number }>;
}

export function moveSiteBlockRow<B extends SiteBlockName>(
  block: B,
  id: number,
  direction: 'up' | 'down',
): Promise<SiteBlockRow<B>[]> {
  return (send(blockCalls[block].move, { direction }, { id }) as Promise<ItemsAnswer<B>>).then(
    (answer) => answer.items,
  );
}

export function deleteSiteBlockRow<B extends SiteBlockName>(
  block: B,
  id: number,
): Promise<SiteBlockRow<B>[]> {
  return (send(blockCalls[block].remove, {}, { id }) as Promise<ItemsAnswer<B>>).then(
    (answer) => answer.items,
  );
}

/** A write's answer: the screen takes the rows at once, and the shop's block is read again. */
function useTakeRows<B extends SiteBlockName>(block: B) {
  const queryClient = useQueryClient();
  return async (items: SiteBlockRow<B>[]) => {
    queryClient.setQueryData(siteBlockKey(block), items);
    await queryClient.invalidateQueries({ queryKey: shopKeys[block] });
  };
}

/** A block's moves, one at a time: every row's buttons wait while one is under way. */
export const siteBlockMoveKey = (block: SiteBlockName) => [...siteBlockKey(block), 'move'] as const;

export function useMoveSiteBlockRow<B extends SiteBlockName>(block: B) {
  const take = useTakeRows(block);
  return useMutation({
    mutationKey: siteBlockMoveKey(block),
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      moveSiteBlockRow(block, id, direction),
    onSuccess: take,
  });
}

export function useDeleteSiteBlockRow<B extends SiteBlockName>(block: B) {
  const take = useTakeRows(block);
  return useMutation({ mutationFn: (id: number) => deleteSiteBlockRow(block, id), onSuccess: take });
}

/** After the form's own save: the list and the shop's block take its answer. */
export function useSiteBlockRowSaved<B extends SiteBlockName>(block: B) {
  const take = useTakeRows(block);
  return (answer: ItemsAnswer<B>) => take(answer.items);
}
