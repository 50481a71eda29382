import type { AnswerOf, resetNewPasswordCall } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormOutput } from '@/components/form/use-contract-form';
import { loadChunk } from '@/lib/chunk-load';
import type { resetPasswordSchema } from './rules';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/storage';

/**
 * The mailed token once the page took it out of the address: kept in this tab's session storage
 * (never sent anywhere but with the calls below), so a reload of the page still has it.
 */
const RESET_TOKEN_KEY = 'reset_token';

export function keepResetToken(token: string): void {
  sessionStore()?.setItem(RESET_TOKEN_KEY, token);
}

export function keptResetToken(): string {
  return sessionStore()?.getItem(RESET_TOKEN_KEY) ?? '';
}

/** The token is spent: the tab forgets it. */
export function forgetResetToken(): void {
  sessionStore()?.removeItem(RESET_TOKEN_KEY);
}

/** Checks the mailed token before the new-password form is shown (in the body: no log records it). */
export function getResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => callApi('validateResetToken', { reset_token: token }, {}, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useResetTokenCheck(token: string) {
  return useQuery({ ...getResetTokenQueryOptions(token), enabled: token !== '' });
}

export interface ResetPasswordFormValues {
  ResetPasswordForm: { password: string; passwordRepeat: string };
}

export type ResetPasswordSchema = typeof resetPasswordSchema;
export type ResetPasswordRequest = FormOutput<ResetPasswordSchema>;
export const loadResetPasswordRules = () =>
  loadChunk(() => import('./rules')).then((rules) => rules.resetPasswordSchema);

export function resetNewPassword(
  values: ResetPasswordRequest,
  resetToken: string,
  token: string,
): Promise<AnswerOf<typeof resetNewPasswordCall>> {
  return callApi('resetNewPassword', {
    ResetPasswordForm: { password: values.ResetPasswordForm.password },
    reset_token: resetToken,
    token,
  }).then((answer) => {
    forgetResetToken();
    return answer;
  });
}

/** The server's verdict that the mailed token is unknown, spent or expired (not a network fault). */
export function isInvalidResetToken(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 400;
}
