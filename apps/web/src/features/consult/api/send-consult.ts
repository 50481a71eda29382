import { type AnswerOf, consultCall } from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';

/** The contact form's rules: the contract's, so the browser and /api/consult agree. */
export const consultSchema = consultCall.body;

/** The contact form as typed: every field is text. */
export interface ConsultFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
}

export type ConsultRequest = FormOutput<typeof consultSchema>;

/**
 * Sends a free-consultation request with the human check's token and the page's language (the
 * manager's mail says which language to answer in).
 */
export function sendConsult(
  values: ConsultRequest,
  token: string,
  lang: string,
): Promise<AnswerOf<typeof consultCall>> {
  return callApi('consult', { ...values, token, lang });
}
