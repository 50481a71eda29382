import type { SiteBlockName } from '@storefront/contract';
import { loadChunk } from '@/lib/chunk-load';
import type { siteBlockSchemas } from './rules';
import { blockCalls, type ItemsAnswer, send, useTakeRows } from './site-block-calls';

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

/** After the form's own save: the list and the shop's block take its answer. */
export function useSiteBlockRowSaved<B extends SiteBlockName>(block: B) {
  const take = useTakeRows(block);
  return (answer: ItemsAnswer<B>) => take(answer.items);
}
