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

/**
 * What a SQLite bulk import's batch carries of each row (`pushStagedRow`): the staged columns but
 * the source's two, which are the import's own (its file and the register's date) and go into its
 * batch table once, as the columns' defaults, rather than copied between threads and bound a row
 * at a time (ADR 073).
 */
export const BATCH_COLUMNS = STAGED_COLUMNS.filter(
  (column) => column !== 'source' && column !== 'source_updated_at',
);

/**
 * Writes a company's row (`BATCH_COLUMNS`, its line first) into `values` from index `at`: the end
 * of a batch's flat list of values, or a place in the stage's buffer (sqlite-stage.ts).
 */
export function putStagedRow(
  values: StagedValue[],
  at: number,
  line: number,
  company: CompanyInput,
  searchName: string | null,
): void {
  values[at] = line;
  values[at + 1] = company.country_id;
  values[at + 2] = company.register_id;
  values[at + 3] = company.name;
  values[at + 4] = company.short_name ?? null;
  values[at + 5] = company.inn ?? null;
  values[at + 6] = company.ogrn ?? null;
  values[at + 7] = company.kpp ?? null;
  values[at + 8] = company.status;
  values[at + 9] = company.status_code ?? 'other';
  values[at + 10] = company.legal_form;
  values[at + 11] = company.address;
  values[at + 12] = company.registered_on ?? null;
  values[at + 13] = company.register_code ?? '';
  values[at + 14] = searchName;
}

/** Appends a company's row (`BATCH_COLUMNS`, its line first) to a batch's flat list of values. */
export function pushStagedRow(
  values: StagedValue[],
  line: number,
  company: CompanyInput,
  searchName: string | null,
): void {
  putStagedRow(values, values.length, line, company, searchName);
}

/** A value as PostgreSQL's COPY text format spells it: `\N` for null, its backslash escapes. */
function copyValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (char) =>
        char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
      )
    : value;
}

/**
 * A company's staged row (`STAGED_COLUMNS`, its line first) as a line of PostgreSQL's COPY text
 * format: a PostgreSQL bulk import's reader thread hands over a batch as one string of such lines,
 * which the importer's thread writes to `COPY … FROM STDIN` as it is (ADR 072).
 */
export function copyStagedRow(line: number, company: CompanyInput, searchName: string): string {
  return `${[
    line,
    company.country_id,
    company.register_id,
    company.name,
    company.short_name,
    company.inn,
    company.ogrn,
    company.kpp,
    company.status,
    company.status_code ?? 'other',
    company.legal_form,
    company.address,
    company.registered_on,
    company.register_code ?? '',
    company.source ?? 'demo',
    company.source_updated_at,
  ]
    .map(copyValue)
    .join('\t')}\t${copyValue(searchName)}\n`;
}
