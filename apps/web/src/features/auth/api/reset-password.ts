import { type AnswerOf, registerCall, resetNewPasswordCall, whenFieldsValid } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { FormOutput } from '@/components/form/use-contract-form';
import { ApiRequestError, callApi } from '@/lib/api-client';

/** Checks the mailed token before the new-password form is shown. */
export function getResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => callApi('validateResetToken', {}, { token }, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useResetTokenCheck(token: string) {
  return useQuery({ ...getResetTokenQueryOptions(token), enabled: token !== '' });
}

const { password } = resetNewPasswordCall.body.shape.ResetPasswordForm.shape;
const { passwordRepeat } = registerCall.body.shape.SignupForm.shape;

/**
 * The new-password form: the contract's new-password rule and, as at registration, a repeat that
 * must match. The repeat stays in the browser; the call sends the password only.
 */
export const resetPasswordSchema = z.object({
  ResetPasswordForm: z
    .object({ password, passwordRepeat })
    .refine((form) => form.password === form.passwordRepeat, {
      message: 'PasswordShouldBeTheSame',
      path: ['passwordRepeat'],
      when: whenFieldsValid('password', 'passwordRepeat'),
    }),
  token: resetNewPasswordCall.body.shape.token,
});

export interface ResetPasswordFormValues {
  ResetPasswordForm: { password: string; passwordRepeat: string };
}

export type ResetPasswordRequest = FormOutput<typeof resetPasswordSchema>;

export function resetNewPassword(
  values: ResetPasswordRequest,
  resetToken: string,
  token: string,
): Promise<AnswerOf<typeof resetNewPasswordCall>> {
  return callApi('resetNewPassword', {
    ResetPasswordForm: { password: values.ResetPasswordForm.password },
    reset_token: resetToken,
    token,
  });
}

/** The server's verdict that the mailed token is unknown, spent or expired (not a network fault). */
export function isInvalidResetToken(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 400;
}
