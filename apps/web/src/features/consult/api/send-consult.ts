import type { AnswerOf, consultCall } from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import type { consultSchema } from './rules';

/** The contact form's rules (see rules.ts), loaded with the form's first focus. */
export const loadConsultRules = () => loadChunk(() => import('./rules')).then((rules) => rules.consultSchema);
export type ConsultSchema = typeof consultSchema;

/** The contact form as typed: every field is text. */
export interface ConsultFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
}

export type ConsultRequest = FormOutput<ConsultSchema>;

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
