import {
  type AnswerOf,
  type LegalEntity,
  userYurlitsoAddCall,
  userYurlitsoUpdateCall,
} from '@storefront/contract';
import { z } from 'zod';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';

/**
 * The legal-entity form's rules: the add call's own body schema (check digits, the account against
 * the BIK, INN with OGRN and KPP), with the session's key stood in for `auth_key`, which the form
 * does not have (zod cannot omit a field from a schema with cross-field rules). The submit puts
 * the real key in.
 */
export const legalEntitySchema = z.preprocess(
  (values) => ({ ...(values as object), auth_key: 'session' }),
  userYurlitsoAddCall.body,
);

export interface LegalEntityFormValues {
  name: string;
  inn: string;
  ogrn: string;
  yur_address: string;
  rasch_sch: string;
  kpp: string;
  bik: string;
  bank: string;
}

export type LegalEntityRequest = FormOutput<typeof legalEntitySchema>;

export function legalEntityFormValues(entity?: LegalEntity): LegalEntityFormValues {
  return {
    name: entity?.name ?? '',
    inn: entity?.inn ?? '',
    ogrn: entity?.ogrn ?? '',
    yur_address: entity?.yur_address ?? '',
    rasch_sch: entity?.rasch_sch ?? '',
    kpp: entity?.kpp ?? '',
    bik: entity?.bik ?? '',
    bank: entity?.bank ?? '',
  };
}

/** Adds a legal entity (the server answers its id) or, with `id`, updates that one. */
export function saveLegalEntity(
  values: LegalEntityRequest,
  { authKey, token, id }: { authKey: string; token: string; id?: number },
): Promise<AnswerOf<typeof userYurlitsoAddCall> | AnswerOf<typeof userYurlitsoUpdateCall>> {
  const body = { ...values, auth_key: authKey, token };
  return id === undefined
    ? callApi(userYurlitsoAddCall, body)
    : callApi(userYurlitsoUpdateCall, body, { id });
}
