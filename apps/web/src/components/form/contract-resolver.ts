import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { fieldErrorFromIssue } from '@storefront/contract';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type ContractFieldError, type FieldCheck, type FieldMessage, HUMAN_CHECK_FIELD } from './form-types';

const TOKEN_STAND_IN = 'human-check';

function valueAt(values: unknown, path: string): unknown {
  let current = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

function toFieldError({ key, args }: FieldMessage): ContractFieldError {
  return args ? { type: key, message: key, args } : { type: key, message: key };
}

/**
 * A react-hook-form resolver from a contract call's body schema (loaded with the schemas, not with
 * the form: see useContractForm): the same zod rules as the server,
 * reported with the same message keys (each field's first failing one). With `humanCheck`, the
 * schema's `token` is stood in for while the form is checked and left out of the values; the
 * token is only fetched once the form is valid.
 */
export function contractResolver<TValues extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType,
  { humanCheck, checks }: { humanCheck: boolean; checks: ReadonlyMap<string, FieldCheck> },
): Resolver<TValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const input: Record<string, unknown> = humanCheck
      ? { ...values, [HUMAN_CHECK_FIELD]: TOKEN_STAND_IN }
      : values;
    const result = await schema.safeParseAsync(input);
    const errors: Record<string, ContractFieldError> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root';
        errors[path] ??= toFieldError(fieldErrorFromIssue(issue, input));
      }
    }
    for (const [path, check] of checks) {
      const value = valueAt(values, path);
      if (errors[path] || isEmpty(value)) continue;
      const message = check(value);
      if (message) errors[path] = toFieldError(message);
    }
    if (Object.keys(errors).length > 0 || !result.success) {
      return { values: {}, errors: toNestErrors(errors, options) };
    }
    if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
    const output = { ...(result.data as Record<string, unknown>) };
    if (humanCheck) delete output[HUMAN_CHECK_FIELD];
    return { values: output as TOutput, errors: {} };
  };
}
