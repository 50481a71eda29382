import { z } from 'zod';
import type { MessageKey } from './messages.js';

/**
 * The error answer of every call: a non-2xx status with `{"error": "<message key>"}`.
 * `field` names the offending wire field (`LoginForm[username]`, `cart_ids[3]`) for 400s;
 * `args` fills the key's %s placeholders (the N of FieldMustBeMinLength).
 */
export const errorAnswer = z.object({
  error: z.string().min(1),
  field: z.string().optional(),
  args: z.array(z.union([z.string(), z.number()])).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

export interface FieldError {
  key: MessageKey;
  field: string;
  args?: (string | number)[];
}

/** `['LoginForm', 'username']` -> `LoginForm[username]`, the name the field has on the wire. */
export function wireFieldName(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map((segment) => String(segment));
  return (head ?? '') + rest.map((segment) => `[${segment}]`).join('');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Turns one zod issue into a message key with its arguments, so the browser and the server
 * report the same key for the same rule. Custom refinements put the key in the issue message.
 */
export function fieldErrorFromIssue(issue: z.core.$ZodIssue, input: unknown): FieldError {
  const field = wireFieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(valueAt(input, issue.path))) return { key: 'FieldCannotBeEmpty', field };
      if (issue.expected === 'int') return { key: 'FieldMustBeInteger', field };
      return { key: 'FieldHasWrongType', field };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return minimum <= 1
          ? { key: 'FieldCannotBeEmpty', field }
          : { key: 'FieldMustBeMinLength', field, args: [minimum] };
      }
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'FieldCannotBeEmpty', field };
      return { key: 'FieldMustBeMinValue', field, args: [minimum] };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'FieldMustBeMaxLength', field, args: [maximum] };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'TooManyItems', field, args: [maximum] };
      return { key: 'FieldMustBeMaxValue', field, args: [maximum] };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'FieldMustBeEmail', field };
      return { key: 'FieldHasWrongValue', field };
    case 'invalid_value':
      // A choice left empty is a missing field, not a wrong one.
      if (isBlank(valueAt(input, issue.path))) return { key: 'FieldCannotBeEmpty', field };
      return { key: 'FieldHasWrongValue', field };
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
    case 'unrecognized_keys':
      return { key: 'FieldHasWrongValue', field };
    case 'custom': {
      const key = issue.message as MessageKey;
      const args = (issue.params as { args?: (string | number)[] } | undefined)?.args;
      return args ? { key, field, args } : { key, field };
    }
    default:
      return { key: 'UnknownError', field };
  }
}

/** Every issue of a failed parse as field errors, in the order zod found them. */
export function fieldErrors(error: z.ZodError, input: unknown): FieldError[] {
  return error.issues.map((issue) => fieldErrorFromIssue(issue, input));
}
