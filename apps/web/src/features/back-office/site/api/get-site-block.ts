import type { SiteBlockName } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SiteBlockRow, blockCalls, siteBlockKey, type ItemsAnswer, send } from './site-block-calls';

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
