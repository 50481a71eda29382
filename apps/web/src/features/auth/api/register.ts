import type { AnswerOf, registerCall } from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { clientId } from '@/lib/session/client-id';

import type { registerSchema } from './rules';

/** The registration form's rules (see rules.ts), loaded with the form's first focus. */
export const loadRegisterRules = () =>
  loadChunk(() => import('./rules')).then((rules) => rules.registerSchema);
export type RegisterSchema = typeof registerSchema;

export interface RegisterFormValues {
  SignupForm: { email: string; password: string; passwordRepeat: string };
}

export type RegisterRequest = FormOutput<RegisterSchema>;

export function register(
  values: RegisterRequest,
  token: string,
  lang: string,
): Promise<AnswerOf<typeof registerCall>> {
  return callApi('register', { SignupForm: values.SignupForm, token, lang, clientID: clientId() });
}
