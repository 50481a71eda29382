import {
  type AnswerOf,
  type LegalEntity,
  type userYurlitsoAddCall,
  type userYurlitsoUpdateCall,
} from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import type { legalEntitySchema } from './rules';

/** The legal-entity form's rules (see rules.ts), loaded with the form's first focus. */
export const loadLegalEntityRules = () =>
  loadChunk(() => import('./rules')).then((rules) => rules.legalEntitySchema);
export type LegalEntitySchema = typeof legalEntitySchema;

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

export type LegalEntityRequest = FormOutput<LegalEntitySchema>;

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
