import { type AnswerOf, registerCall } from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { clientId } from '@/lib/session/client-id';

/** The registration form's rules: the contract's (the repeat must match, PasswordShouldBeTheSame). */
export const registerSchema = registerCall.body;

export interface RegisterFormValues {
  SignupForm: { email: string; password: string; passwordRepeat: string };
}

export type RegisterRequest = FormOutput<typeof registerSchema>;

export function register(
  values: RegisterRequest,
  token: string,
  lang: string,
): Promise<AnswerOf<typeof registerCall>> {
  return callApi('register', { SignupForm: values.SignupForm, token, lang, clientID: clientId() });
}
