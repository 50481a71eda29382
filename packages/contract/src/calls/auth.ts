import { z } from 'zod';
import {
  authKeyField,
  emptyObject,
  formFlag,
  langField,
  LIMITS,
  optionalText,
  requiredText,
  checkedText,
} from '../common.js';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { user } from '../entities.js';
import { cartAnswer, cartIdsField, cartKeyField } from './cart.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

/** Longest human-check token accepted: well above what challenge providers issue, small enough to refuse junk. */
export const HUMAN_CHECK_TOKEN_MAX = 4_000;

/** The anti-bot token of the invisible human check, sent by every form that has one (spec section 5). */
export const humanCheckToken = requiredText(HUMAN_CHECK_TOKEN_MAX);

/** The web-analytics client id (spec section 7 notes). */
export const clientIdField = optionalText(LIMITS.shortText);

/** A field that may be left empty: blank text reads as absent. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/**
 * For a cross-field refinement: run only when each of `fields` passed its own checks, so that a
 * field reports one error at a time while the rest of the form is still checked. A `when` runs
 * even after the object itself failed, so a form that is missing or not an object (an issue
 * without a path) never reaches the rule: it reports that failure alone.
 */
export const whenFieldsValid =
  (...fields: string[]) =>
  (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

/** A trimmed email; empty reads as FieldCannotBeEmpty, malformed as FieldMustBeEmail. */
export const emailField = checkedText(z.string().trim().min(1).max(LIMITS.shortText)).pipe(z.email());

export const optionalEmailField = optionalField(emailField);

/**
 * A phone with its country code, as the masked input sends it: digits, spaces, brackets, dashes,
 * an optional leading '+'. 8 to 15 digits (E.164); fewer means the mask was not filled.
 */
export const phoneField = checkedText(z.string().trim().min(1).max(32)).pipe(
  z.string().superRefine((phone, ctx) => {
    if (!/^\+?[\d\s()-]+$/.test(phone)) ctx.addIssue({ code: 'custom', message: 'FieldHasWrongValue' });
    else if (!/^(\D*\d){8,15}\D*$/.test(phone)) ctx.addIssue({ code: 'custom', message: 'PhoneMustBeFull' });
  }),
);

export const optionalPhoneField = optionalField(phoneField);

const PASSWORD_MAX_LENGTH = 128;

/** Passwords are taken as typed (never trimmed), but one of spaces only counts as empty. */
export const passwordField = z
  .string()
  .refine((password) => password.trim() !== '', { message: 'FieldCannotBeEmpty' })
  .pipe(z.string().max(PASSWORD_MAX_LENGTH));

/** A new password: long enough (constants.ts); the rest of its rule is the server's. */
const newPasswordField = passwordField.pipe(z.string().min(PASSWORD_MIN_LENGTH));

/** `{ success: true }`, the answer where the spec shows none or only "success". */
export const successAnswer = z.object({ success: z.literal(true) });

/** The answer of a login: the user and the cart merged from the guest's `cart_ids` (with its `cart_key`). */
const userAndCart = cartAnswer.extend({ user });

export const loginCall = defineCall(routes.login, {
  body: z.object({
    LoginForm: z.object({
      username: requiredText(LIMITS.shortText),
      password: passwordField,
      rememberMe: formFlag.default(false),
    }),
    cart_ids: cartIdsField,
    cart_key: cartKeyField,
    clientID: clientIdField,
  }),
  query: emptyObject,
  answer: userAndCart,
});

export const registerCall = defineCall(routes.register, {
  body: z.object({
    SignupForm: z
      .object({ email: emailField, password: newPasswordField, passwordRepeat: passwordField })
      .refine((form) => form.password === form.passwordRepeat, {
        message: 'PasswordShouldBeTheSame',
        path: ['passwordRepeat'],
        when: whenFieldsValid('password', 'passwordRepeat'),
      }),
    token: humanCheckToken,
    lang: langField,
    clientID: clientIdField,
  }),
  query: emptyObject,
  /**
   * Not the spec's `user`: a new e-mail and a taken one answer alike, the
   * account waits for its mailed confirmation link (confirmEmailCall). The key stays, null.
   */
  answer: z.object({ success: z.literal(true), user: z.null() }),
});

/**
 * Not in the spec: the token of the mailed registration link confirms the e-mail and signs the
 * browser in, answering like a login. Unknown, used or expired: ConfirmEmailTokenIsInvalid.
 */
export const confirmEmailCall = defineCall(routes.confirmEmail, {
  body: z.object({
    confirm_token: requiredText(LIMITS.shortText),
    cart_ids: cartIdsField,
    cart_key: cartKeyField,
    clientID: clientIdField,
  }),
  query: emptyObject,
  answer: userAndCart,
});

export const requestNewPasswordCall = defineCall(routes.requestNewPassword, {
  body: z.object({ PasswordResetRequestForm: z.object({ email: emailField }), token: humanCheckToken }),
  query: emptyObject,
  answer: successAnswer,
});

/** The emailed password-reset token. */
const resetTokenField = requiredText(LIMITS.shortText);

/**
 * Checks the emailed token before the new-password form is shown; an invalid one fails with
 * ResetTokenIsInvalid. The spec sends it as `?token=`, which every proxy and access log on the way
 * records; the shop's page sends it in the body as `reset_token`, and the query
 * stays accepted. One of the two is required (the server answers FieldCannotBeEmpty on
 * `reset_token` without either).
 */
export const validateResetTokenCall = defineCall(routes.validateResetToken, {
  body: z.object({ reset_token: resetTokenField.optional() }),
  query: z.object({ token: resetTokenField.optional() }),
  answer: successAnswer,
});

export const resetNewPasswordCall = defineCall(routes.resetNewPassword, {
  body: z.object({
    ResetPasswordForm: z.object({ password: newPasswordField }),
    reset_token: resetTokenField,
    token: humanCheckToken,
  }),
  query: emptyObject,
  answer: successAnswer,
});

/** Auto-login with the stored token at start-up. */
export const loginByTokenCall = defineCall(routes.loginByToken, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: userAndCart,
});

export const setClientIdCall = defineCall(routes.setClientId, {
  body: z.object({ auth_key: authKeyField, clientID: requiredText(LIMITS.shortText) }),
  query: emptyObject,
  answer: successAnswer,
});

/**
 * Ends a session on the server (the token is revoked on logout). Not in the spec's list of
 * calls, which logs out in the browser only. Sent with the token being dropped: a customer's
 * session or a manager's 20-minute token. Always answers success, for an unknown or dead token too,
 * so a logout never turns into a 401.
 */
export const logoutCall = defineCall(routes.logout, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: successAnswer,
});
