import { z } from 'zod';

export * from './constants.js';

/** Caps every request obeys; the server's body parser enforces the same numbers. */
export const LIMITS = {
  defaultPageSize: 10,
  maxPageSize: 100,
  maxPage: 100_000,
  maxCartItems: 100,
  maxArrayItems: 100,
  shortText: 255,
  longText: 5_000,
  maxId: 2_147_483_647,
} as const;

/** An empty form field means "not given". */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** Form bodies carry numbers as text: '12' and 12 both read as 12; 'abc' stays a wrong type. */
function textToNumber(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

/**
 * A text field's rules behind a type check. zod measures the length of any value that has a
 * `length`, text or not, and a form that sends `name[length][x]=…` makes that an object whose
 * comparison throws; behind the check, a value that is not text is reported as that alone.
 */
export const checkedText = <T extends z.ZodType<string, string>>(rules: T) => z.string().pipe(rules);

/** A trimmed text field that must be filled. */
export const requiredText = (max: number = LIMITS.shortText) =>
  checkedText(z.string().trim().min(1).max(max));

/** A trimmed text field that may be left empty ('' reads as absent). */
export const optionalText = (max: number = LIMITS.shortText) =>
  z.preprocess(blankToUndefined, checkedText(z.string().trim().max(max)).optional());

/** A whole number sent as text. */
export const formInt = (min: number, max: number) =>
  z.preprocess(textToNumber, z.number().int().min(min).max(max));

export const optionalFormInt = (min: number, max: number) =>
  z.preprocess(
    (value) => textToNumber(blankToUndefined(value)),
    z.number().int().min(min).max(max).optional(),
  );

/** A database id on the wire: a positive whole number. */
export const formId = formInt(1, LIMITS.maxId);
export const optionalFormId = optionalFormInt(1, LIMITS.maxId);

/** 0/1 flags (also true/false) as sent by forms. */
export const formFlag = z.preprocess((value) => {
  if (value === '1' || value === 1 || value === true || value === 'true') return true;
  if (value === '0' || value === 0 || value === false || value === 'false') return false;
  return value;
}, z.boolean());

/**
 * A list field (`cart_ids[]`). One value arrives as a plain string, so it is read as a list of one;
 * the list is capped.
 */
export const formList = <T extends z.ZodType>(item: T, max: number = LIMITS.maxArrayItems) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
    // The default only makes the field optional for senders; the preprocess already gave [].
    z.array(item).max(max).default([]),
  );

/** The language asked for; the server answers in ru-RU when it is absent or unknown. */
export const langField = z.preprocess(
  blankToUndefined,
  checkedText(
    z
      .string()
      .max(16)
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/),
  ).optional(),
);

export const pageQuery = optionalFormInt(1, LIMITS.maxPage);
export const pageSizeField = optionalFormInt(1, LIMITS.maxPageSize);

/** A paginated list answer. */
export const listAnswer = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().nonnegative(),
    list: z.array(item),
    page: z.number().int().positive(),
  });

export const emptyObject = z.object({});

/**
 * The credential of a call whose access reads one (routes.ts): a customer's session key, or a
 * manager token in its place. The browser's API client attaches it; the server resolves it before
 * the body is read.
 */
export const authKeyField = requiredText(LIMITS.shortText);

/** The credential of a `guest-or-customer` call: absent for a guest. */
export const optionalAuthKeyField = optionalText(LIMITS.shortText);
