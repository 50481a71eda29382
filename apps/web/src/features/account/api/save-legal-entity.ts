import {
  type AnswerOf,
  type LegalEntity,
  legalEntityRequisites,
  type userYurlitsoAddCall,
  type userYurlitsoUpdateCall,
} from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';

/**
 * The legal-entity form's rules: the requisites of the add call's body with their own rules
 * (check digits, the account against the BIK, INN with OGRN and KPP), as the server checks them.
 */
export const legalEntitySchema = legalEntityRequisites;

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
  { token, id }: { token: string; id?: number },
): Promise<AnswerOf<typeof userYurlitsoAddCall> | AnswerOf<typeof userYurlitsoUpdateCall>> {
  const body = { ...values, token };
  return id === undefined ? callApi('userYurlitsoAdd', body) : callApi('userYurlitsoUpdate', body, { id });
}
