import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { loadChunk } from '@/lib/chunk-load';
import type { FieldCheck, HUMAN_CHECK_FIELD } from './form-types';

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
  /** Starts loading the form's rules (the Form does on the first focus in it). */
  prepareRules(): void;
}

/** A form's rules: a contract schema, loaded when needed (`() => import('./rules').then(...)`). */
export type RulesLoader<S extends z.ZodType> = () => Promise<S>;

/**
 * A resolver that loads the schema and the resolver's code (zod with the contract's rules, about
 * 25 KB) on first use or when prepared, so a page with a form does not load them before the
 * visitor turns to the form.
 */
function lazyResolver<TValues extends FieldValues, TOutput extends FieldValues>(
  loadRules: () => Promise<z.ZodType>,
  options: { humanCheck: boolean; checks: ReadonlyMap<string, FieldCheck> },
): {
  resolver: Resolver<TValues, unknown, TOutput>;
  prepare(): Promise<Resolver<TValues, unknown, TOutput>>;
} {
  let ready: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const prepare = () => {
    ready ??= Promise.all([loadRules(), loadChunk(() => import('./contract-resolver'))]).then(
      ([schema, { contractResolver }]) => contractResolver<TValues, TOutput>(schema, options),
    );
    // A failed load is tried again on the next use, not remembered.
    ready.catch(() => (ready = undefined));
    return ready;
  };
  return {
    resolver: async (values, context, resolverOptions) => (await prepare())(values, context, resolverOptions),
    prepare,
  };
}

/**
 * react-hook-form set up with a contract call's body schema. `defaultValues` gives the inputs (all
 * text); the schema checks them as the server will, and the submit gets its parsed output. Fields
 * are checked from their first blur on, then as they change. The schema comes from a loader: the
 * rules load with the form's first focus, not with the page.
 */
export function useContractForm<TValues extends FieldValues, S extends z.ZodType>({
  schema,
  defaultValues,
  humanCheck = true,
}: {
  schema: RulesLoader<S>;
  defaultValues: DefaultValues<TValues>;
  /** False for the forms the spec gives no token (login). */
  humanCheck?: boolean;
}): ContractForm<TValues, FormOutput<S>> {
  const [checks] = useState(() => new Map<string, FieldCheck>());
  const { resolver, prepare } = useMemo(
    () => lazyResolver<TValues, FormOutput<S>>(schema, { humanCheck, checks }),
    [schema, humanCheck, checks],
  );
  const methods = useForm<TValues, unknown, FormOutput<S>>({
    defaultValues,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const prepareRules = useMemo(() => () => void prepare().catch(() => undefined), [prepare]);
  return { ...methods, humanCheck, checks, prepareRules };
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
