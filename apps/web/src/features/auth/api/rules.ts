import {
  loginCall,
  registerCall,
  requestNewPasswordCall,
  resetNewPasswordCall,
  whenFieldsValid,
} from '@storefront/contract';
import { z } from 'zod';

/*
 * The sign-in forms' rules: the contract's, so the browser and the server agree. They load with the
 * first focus on a form, not with the page (see useContractForm); the api modules give loaders.
 */

/** Login sends no human-check token (spec section 7). */
export const loginSchema = loginCall.body;

/** The repeat must match (PasswordShouldBeTheSame). */
export const registerSchema = registerCall.body;

export const requestNewPasswordSchema = requestNewPasswordCall.body;

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
