import { type AnswerOf, requestNewPasswordCall } from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';

export const requestNewPasswordSchema = requestNewPasswordCall.body;

export interface RequestNewPasswordFormValues {
  PasswordResetRequestForm: { email: string };
}

export type RequestNewPasswordRequest = FormOutput<typeof requestNewPasswordSchema>;

/** Asks for a reset link by mail; known and unknown e-mails get the same answer. */
export function requestNewPassword(
  values: RequestNewPasswordRequest,
  token: string,
): Promise<AnswerOf<typeof requestNewPasswordCall>> {
  return callApi('requestNewPassword', { ...values, token });
}
