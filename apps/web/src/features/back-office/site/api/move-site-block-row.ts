import type { SiteBlockName } from '@storefront/contract';
import { useMutation } from '@tanstack/react-query';
import {
  type SiteBlockRow,
  blockCalls,
  siteBlockKey,
  type ItemsAnswer,
  send,
  useTakeRows,
} from './site-block-calls';

export function moveSiteBlockRow<B extends SiteBlockName>(
  block: B,
  id: number,
  direction: 'up' | 'down',
): Promise<SiteBlockRow<B>[]> {
  return (send(blockCalls[block].move, { direction }, { id }) as Promise<ItemsAnswer<B>>).then(
    (answer) => answer.items,
  );
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
