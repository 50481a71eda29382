import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, type FieldCheck, type HUMAN_CHECK_FIELD } from './contract-resolver';

/** What a valid form hands to its submit: the schema's parsed values, without the token. */
export type FormOutput<S extends z.ZodType> = Omit<z.output<S>, typeof HUMAN_CHECK_FIELD> & FieldValues;

export interface ContractForm<TValues extends FieldValues, TOutput extends FieldValues> extends UseFormReturn<
  TValues,
  unknown,
  TOutput
> {
  /** Whether a submit first runs the invisible human check and sends its token. */
  humanCheck: boolean;
  /** Browser-only rules that fields add (see FieldCheck). */
  checks: Map<string, FieldCheck>;
}

/**
 * react-hook-form set up with a contract call's body schema. `defaultValues` gives the inputs (all
 * text); the schema checks them as the server will, and the submit gets its parsed output. Fields
 * are checked from their first blur on, then as they change.
 */
export function useContractForm<TValues extends FieldValues, S extends z.ZodType>({
  schema,
  defaultValues,
  humanCheck = true,
}: {
  schema: S;
  defaultValues: DefaultValues<TValues>;
  /** False for the forms the spec gives no token (login). */
  humanCheck?: boolean;
}): ContractForm<TValues, FormOutput<S>> {
  const [checks] = useState(() => new Map<string, FieldCheck>());
  const resolver = useMemo(
    () => contractResolver<TValues, FormOutput<S>>(schema, { humanCheck, checks }),
    [schema, humanCheck, checks],
  );
  const methods = useForm<TValues, unknown, FormOutput<S>>({
    defaultValues,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  return { ...methods, humanCheck, checks };
}

/** The form a field is in, as the Form wrapper provides it. */
export const ContractFormContext = createContext<ContractForm<FieldValues, FieldValues> | null>(null);

export function useContractFormContext(): ContractForm<FieldValues, FieldValues> {
  const form = useContext(ContractFormContext);
  if (!form) throw new Error('A form field outside <Form>');
  return form;
}

/** Adds a browser-only rule for `name` while the field is mounted. */
export function useFieldCheck(name: string, check: FieldCheck): void {
  const { checks } = useContractFormContext();
  useEffect(() => {
    checks.set(name, check);
    return () => {
      if (checks.get(name) === check) checks.delete(name);
    };
  }, [checks, name, check]);
}
