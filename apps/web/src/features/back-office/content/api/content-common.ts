import { type QueryClient } from '@tanstack/react-query';
import { loadChunk } from '@/lib/chunk-load';
import { USER_DATA_KEY } from '@/lib/language';
/** Every content query sits under one key, so a save refreshes the lists and the entry together. */
export const CONTENT_KEY = [...USER_DATA_KEY, 'admin-content'] as const;

/** After a write: the lists and entries are read again. */
export const invalidateContent = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: CONTENT_KEY });

/** The editors' rules, from the contract (loaded with the form's first focus). */
export const loadContentRules = () => loadChunk(() => import('./rules'));
