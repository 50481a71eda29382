import { callApi } from '@/lib/api-client';

/**
 * Mails the account of `email` a link to set its password and sign in (the password reset's
 * link): what an account made by an earlier checkout, which has no password yet, needs. Known
 * and unknown e-mails get the same answer.
 */
export function mailSignInLink(email: string, token: string): Promise<unknown> {
  return callApi('requestNewPassword', { PasswordResetRequestForm: { email }, token });
}
