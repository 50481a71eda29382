import type { CompanyInput } from '../company.repository.js';

/** A value of a staged row. */
export type StagedValue = string | number | null;

/**
 * The columns of a bulk import's row as its batch carries it (`temp.company_batch` of
 * `registerBatchWriter`), in the order a batch's flat list of values holds them. The reader's
 * thread hands the importer's a batch as one flat list rather than an object a row: copying it
 * between threads costs a fraction.
 */
export const STAGED_COLUMNS = [
  'line',
  'country_id',
  'register_id',
  'name',
  'short_name',
  'inn',
  'ogrn',
  'kpp',
  'status',
  'status_code',
  'legal_form',
  'address',
  'registered_on',
  'register_code',
  'source',
  'source_updated_at',
  'search_name',
] as const;

/** Appends a company's staged row (its line first) to a batch's flat list of values. */
export function pushStagedRow(
  values: StagedValue[],
  line: number,
  company: CompanyInput,
  searchName: string,
): void {
  values.push(
    line,
    company.country_id,
    company.register_id,
    company.name,
    company.short_name ?? null,
    company.inn ?? null,
    company.ogrn ?? null,
    company.kpp ?? null,
    company.status,
    company.status_code ?? 'other',
    company.legal_form,
    company.address,
    company.registered_on ?? null,
    company.register_code ?? '',
    company.source ?? 'demo',
    company.source_updated_at ?? null,
    searchName,
  );
}
