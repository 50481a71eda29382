import type { AdminTranslation, SupportedLanguage } from '@storefront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { BACK_OFFICE_TEXTS_KEY } from '@/lib/back-office/query-keys';
import { TRANSLATIONS_KEY } from './get-translations';

export interface SaveTranslationInput {
  key: string;
  texts: Record<SupportedLanguage, string>;
}

/** Saves a key's texts in both languages; an empty one is removed (the shop then shows Russian). */
export function saveTranslation(input: SaveTranslationInput): Promise<AdminTranslation> {
  return callApi('adminTranslationSave', input).then((answer) => answer.translation);
}

/**
 * The save, then the editor's pages and both dictionaries (the shop's settings answer and the
 * back-office's own texts, which this browser shows the back-office in) are read again.
 */
export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTranslation,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TRANSLATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['settings'] }),
        queryClient.invalidateQueries({ queryKey: BACK_OFFICE_TEXTS_KEY }),
      ]);
    },
  });
}
