import type {
  AdminSiteAdvantage,
  AdminSiteFirstDoc,
  AdminSitePayOption,
  AdminSiteReview,
  CallName,
  SiteBlockName,
} from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';
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
export const blockCalls = {
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
export const shopKeys: Record<SiteBlockName, readonly [string]> = {
  reviews: ['reviews'],
  'first-docs': ['first-docs'],
  advantages: ['advantages'],
  'pay-options': ['pay-options'],
};

export const siteBlockKey = (block: SiteBlockName) => [...USER_DATA_KEY, 'admin-site-blocks', block] as const;

/** Every call of a block answers its rows in the shop's order (hidden ones too). */
export type ItemsAnswer<B extends SiteBlockName> = { items: SiteBlockRow<B>[] };

/** The calls are alike for every block; one loose signature sends any of them. */
export const send = callApi as unknown as (
  name: CallName,
  body: object,
  query?: Record<string, string | number | undefined>,
  signal?: AbortSignal,
) => Promise<unknown>;

/** A write's answer: the screen takes the rows at once, and the shop's block is read again. */
export function useTakeRows<B extends SiteBlockName>(block: B) {
  const queryClient = useQueryClient();
  return async (items: SiteBlockRow<B>[]) => {
    queryClient.setQueryData(siteBlockKey(block), items);
    await queryClient.invalidateQueries({ queryKey: shopKeys[block] });
  };
}
