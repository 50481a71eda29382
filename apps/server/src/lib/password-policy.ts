import { PASSWORD_MIN_LENGTH, STAFF_PASSWORD_MIN_LENGTH, type MessageKey } from '@storefront/contract';

/**
 * The rule for a new password (ASVS 2.1): at least 8 characters for a customer
 * and 12 for staff, and not one of the most common passwords. The contract checks the customers'
 * length in the browser and on the server; the staff length and the common list are the server's
 * alone, so the list (about 150 kB) never reaches the web bundle.
 */
export interface PasswordRefusal {
  key: MessageKey;
  args?: (string | number)[];
}

/** The list as a Set, built on the first check and kept: about 16 000 lower-case entries. */
let common: Promise<Set<string>> | undefined;
const commonPasswords = () =>
  (common ??= import('./common-passwords.data.js').then(
    ({ COMMON_PASSWORDS }) => new Set(COMMON_PASSWORDS.split('\n')),
  ));

/** What people add to a word to pass a rule: up to 6 digits or symbols at the end ('Monkey2024!'). */
const TRIVIAL_SUFFIX = /[^\p{L}]{1,6}$/u;

/**
 * Whether the password is a common one or a trivial variant of one: compared lower-case, also
 * without up to 6 trailing digits or symbols, and also when it is the account's e-mail or
 * the e-mail's local part (so padded with digits too).
 */
export async function isCommonPassword(password: string, email?: string): Promise<boolean> {
  const lower = password.toLowerCase();
  const stripped = lower.replace(TRIVIAL_SUFFIX, '');
  const own = email ? [email.trim().toLowerCase(), email.trim().toLowerCase().split('@')[0]!] : [];
  if (own.includes(lower) || (stripped !== '' && own.includes(stripped))) return true;
  const list = await commonPasswords();
  return list.has(lower) || (stripped.length >= 4 && list.has(stripped));
}

/** Why the new password is refused, or undefined when it may be set. */
export async function passwordRefusal(
  password: string,
  { staff, email }: { staff: boolean; email?: string },
): Promise<PasswordRefusal | undefined> {
  if (password.trim() === '') return { key: 'FieldCannotBeEmpty' };
  const minLength = staff ? STAFF_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH;
  if (password.length < minLength) return { key: 'FieldMustBeMinLength', args: [minLength] };
  if (await isCommonPassword(password, email)) return { key: 'PasswordTooCommon' };
  return undefined;
}
