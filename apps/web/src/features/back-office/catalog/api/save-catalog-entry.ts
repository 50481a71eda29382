import { useQueryClient } from '@tanstack/react-query';
import { loadChunk } from '@/lib/chunk-load';
import { CATALOG_KEY } from '@/lib/back-office/query-keys';

/** After a save or a delete every catalog list, entry and choice is read again. */
export function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CATALOG_KEY });
}

/** The forms' rules (the contract's schemas), loaded with the form's first focus. */
export const loadCatalogRules = () => loadChunk(() => import('./rules'));
