import type { AdminPhoneMask } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { FormOutput } from '@/components/form/use-contract-form';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { useLanguage } from '@/lib/language';
import type { phoneMasksSchema } from './rules';
import { phoneMasksKey } from './get-phone-masks';

/** The form's rules (the contract's), loaded with the form's first focus. */
export const loadPhoneMasksRules = () =>
  loadChunk(() => import('./rules')).then((rules) => rules.phoneMasksSchema);
export type PhoneMasksSchema = typeof phoneMasksSchema;

/** The form's inputs: each row's code and mask as typed, in the list's order. */
export interface PhoneMasksFormValues {
  masks: { code: string; mask: string }[];
}

/**
 * Saves the whole list in its order; answers it as the server now has it. The server's refusal of
 * a list without the default country names the whole list (`masks`): it reads as its own message.
 */
export async function savePhoneMasks(
  lang: string,
  values: FormOutput<PhoneMasksSchema>,
): Promise<AdminPhoneMask[]> {
  try {
    return (await callApi('adminPhoneMasksSave', { lang, masks: values.masks })).masks;
  } catch (error) {
    if (error instanceof ApiRequestError && error.field === 'masks')
      throw new ApiRequestError(error.status, 'AdminPhoneMasksNeedDefault', error.field);
    throw error;
  }
}

/** After a save: the screen takes the answer, and the shop's settings (its phone fields) are read again. */
export function usePhoneMasksSaved() {
  const queryClient = useQueryClient();
  const { lang } = useLanguage();
  return async (masks: AdminPhoneMask[]) => {
    queryClient.setQueryData(phoneMasksKey(lang), masks);
    await queryClient.invalidateQueries({ queryKey: ['settings'] });
  };
}
