import type { SiteBlockName } from '@storefront/contract';
import { useMutation } from '@tanstack/react-query';
import { type SiteBlockRow, blockCalls, type ItemsAnswer, send, useTakeRows } from './site-block-calls';

export function deleteSiteBlockRow<B extends SiteBlockName>(
  block: B,
  id: number,
): Promise<SiteBlockRow<B>[]> {
  return (send(blockCalls[block].remove, {}, { id }) as Promise<ItemsAnswer<B>>).then(
    (answer) => answer.items,
  );
}

export function useDeleteSiteBlockRow<B extends SiteBlockName>(block: B) {
  const take = useTakeRows(block);
  return useMutation({ mutationFn: (id: number) => deleteSiteBlockRow(block, id), onSuccess: take });
}
