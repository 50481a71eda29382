import type { FieldError } from 'react-hook-form';

/*
 * The form's types and names, free of zod: fields import them with the page, while the rules and
 * the resolver load with the first focus on a form (see useContractForm).
 */

/** A message key with the arguments of its %s placeholders. */
export interface FieldMessage {
  key: string;
  args?: (string | number)[];
}

/** react-hook-form's error of a field, carrying the contract's key and its arguments. */
export type ContractFieldError = FieldError & { args?: (string | number)[] };

/**
 * A rule only the browser can check, added by a field on top of the contract schema: the phone
 * field knows its mask and so whether the number is complete. It runs when the schema has no
 * error for the field and the field is not empty.
 */
export type FieldCheck = (value: unknown) => FieldMessage | undefined;

/** The field the human-check token travels in; the form never has it as an input. */
export const HUMAN_CHECK_FIELD = 'token';
