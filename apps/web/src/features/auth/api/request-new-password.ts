import type { AnswerOf, requestNewPasswordCall } from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import type { requestNewPasswordSchema } from './rules';

/** The form's rules (see rules.ts), loaded with the form's first focus. */
export const loadRequestNewPasswordRules = () =>
  loadChunk(() => import('./rules')).then((rules) => rules.requestNewPasswordSchema);
export type RequestNewPasswordSchema = typeof requestNewPasswordSchema;

export interface RequestNewPasswordFormValues {
  PasswordResetRequestForm: { email: string };
}

export type RequestNewPasswordRequest = FormOutput<RequestNewPasswordSchema>;

/** Asks for a reset link by mail; known and unknown e-mails get the same answer. */
export function requestNewPassword(
  values: RequestNewPasswordRequest,
  token: string,
): Promise<AnswerOf<typeof requestNewPasswordCall>> {
  return callApi('requestNewPassword', { ...values, token });
}
