import type { CompanyInput } from '../company.repository.js';
import type { CompanyStatusCode } from '../generator/company-row.js';

/** A record mapped to a company, or refused with the reason written to the rejects file. */
export type MappedRecord = { company: CompanyInput } | { reject: string };

/** What a format needs from the database and the command line to map a record. */
export interface FormatContext {
  /** ISO code → country id, every country the shop knows. */
  countryIds: ReadonlyMap<string, number>;
  /** The country of a single-country file (Companies House: GB). */
  countryCode: string;
  source: string;
  sourceUpdatedAt: string;
}

export interface RegisterFormat {
  name: 'companies-house' | 'generic';
  /** Header names (trimmed) the file must have; more columns are allowed. */
  required: readonly string[];
  map(record: RecordFields, context: FormatContext): MappedRecord;
}

/** A record's fields by the header's (trimmed) names; a name the header lacks reads as ''. */
export class RecordFields {
  private readonly index = new Map<string, number>();
  /** The record being mapped: set for each in turn, the object reused. */
  fields: readonly string[] = [];

  constructor(header: readonly string[]) {
    header.forEach((name, at) => {
      if (!this.index.has(name)) this.index.set(name, at);
    });
  }

  get(name: string): string {
    const at = this.index.get(name);
    return at === undefined ? '' : (this.fields[at] ?? '');
  }
}

/** Companies House's CompanyStatus words (lower case) and ours; any other word reads as 'other'. */
const COMPANIES_HOUSE_STATUSES: Record<string, CompanyStatusCode> = {
  active: 'active',
  'active - proposal to strike off': 'active',
  liquidation: 'liquidating',
  'in administration': 'liquidating',
  'in administration/administrative receiver': 'liquidating',
  'in administration/receiver manager': 'liquidating',
  'administrative receiver': 'liquidating',
  'receiver action': 'liquidating',
  receivership: 'liquidating',
  'voluntary arrangement': 'other',
  'voluntary arrangement/administrative receiver': 'other',
  'voluntary arrangement/receiver manager': 'other',
  dissolved: 'dissolved',
  'converted/closed': 'dissolved',
  closed: 'dissolved',
};

/** Status words of the generic format the generator writes and registers commonly use. */
const GENERIC_STATUSES: Record<string, CompanyStatusCode> = {
  ...COMPANIES_HOUSE_STATUSES,
  действующая: 'active',
  действующий: 'active',
  'в стадии ликвидации': 'liquidating',
  ликвидирована: 'dissolved',
  'прекратила деятельность при реорганизации': 'dissolved',
  'прекратил деятельность': 'dissolved',
  'in liquidation': 'liquidating',
  'struck off': 'dissolved',
  aktiv: 'active',
  gelöscht: 'dissolved',
};

export function statusCode(table: Record<string, CompanyStatusCode>, word: string): CompanyStatusCode {
  return table[word.trim().toLowerCase()] ?? 'other';
}

/** dd/mm/yyyy → YYYY-MM-DD; '' → null; anything else → undefined (a bad date). */
export function ukDate(text: string): string | null | undefined {
  if (text === '') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? isoDate(`${match[3]}-${match[2]}-${match[1]}`) : undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** YYYY-MM-DD of a real day (the Gregorian calendar's, leap days included); '' → null; anything else → undefined. */
export function isoDate(text: string): string | null | undefined {
  if (text === '') return null;
  // Read once a row of a register of millions: a pattern and a table, no Date object.
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= MONTH_DAYS[month - 1]! + (month === 2 && leap ? 1 : 0) ? text : undefined;
}

/** `label` and the part, trimmed; '' for an empty part. */
function prefixed(label: string, part: string): string {
  const text = part.trim();
  return text === '' ? '' : `${label}${text}`;
}

function joined(parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** The legal form as Companies House's CompanyCategory words it, shortened where there is a usual short form. */
const UK_FORMS: Record<string, string> = {
  'private limited company': 'LTD',
  'public limited company': 'PLC',
  'limited liability partnership': 'LLP',
  'private unlimited company': 'UNLTD',
  'community interest company': 'CIC',
};

/**
 * UK Companies House "BasicCompanyData" (the free monthly file): one row a company, about 55
 * columns of which we take the name, number, registered address, category, status and
 * incorporation date. Dates are dd/mm/yyyy.
 */
export const companiesHouseFormat: RegisterFormat = {
  name: 'companies-house',
  required: [
    'CompanyName',
    'CompanyNumber',
    'RegAddress.CareOf',
    'RegAddress.POBox',
    'RegAddress.AddressLine1',
    'RegAddress.AddressLine2',
    'RegAddress.PostTown',
    'RegAddress.County',
    'RegAddress.Country',
    'RegAddress.PostCode',
    'CompanyCategory',
    'CompanyStatus',
    'IncorporationDate',
  ],
  map(record, context) {
    const number = record.get('CompanyNumber').trim();
    const name = record.get('CompanyName').trim();
    if (number === '') return { reject: 'CompanyNumber is empty' };
    if (name === '') return { reject: 'CompanyName is empty' };
    const registeredOn = ukDate(record.get('IncorporationDate').trim());
    if (registeredOn === undefined)
      return { reject: `IncorporationDate is not a dd/mm/yyyy date: ${record.get('IncorporationDate')}` };
    const category = record.get('CompanyCategory').trim();
    const status = record.get('CompanyStatus').trim();
    return {
      company: {
        country_id: context.countryIds.get(context.countryCode)!,
        register_id: number,
        register_code: 'companies-house',
        name,
        short_name: null,
        inn: null,
        ogrn: null,
        kpp: null,
        status,
        status_code: statusCode(COMPANIES_HOUSE_STATUSES, status),
        legal_form: UK_FORMS[category.toLowerCase()] ?? category,
        address: joined([
          prefixed('c/o ', record.get('RegAddress.CareOf')),
          prefixed('PO Box ', record.get('RegAddress.POBox')),
          record.get('RegAddress.AddressLine1'),
          record.get('RegAddress.AddressLine2'),
          record.get('RegAddress.PostTown'),
          record.get('RegAddress.County'),
          record.get('RegAddress.PostCode'),
          record.get('RegAddress.Country'),
        ]),
        registered_on: registeredOn,
        source: context.source,
        source_updated_at: context.sourceUpdatedAt,
      },
    };
  },
};

/** The register within a country, as the generator names it, for a generic file's rows. */
function registerCode(country: string, registerId: string): string {
  if (country === 'RU') return registerId.length === 15 ? 'egrip' : 'egrul';
  if (country === 'GB') return 'companies-house';
  if (country === 'DE') return 'handelsregister';
  return `${country.toLowerCase()}-register`;
}

/** Our own format, documented in generator/company-csv.ts (COMPANY_CSV_HEADER): any country's register. */
export const genericFormat: RegisterFormat = {
  name: 'generic',
  required: [
    'country',
    'register_number',
    'tax_number',
    'name',
    'short_name',
    'status',
    'type',
    'address',
    'registration_date',
  ],
  map(record, context) {
    const country = record.get('country').trim().toUpperCase();
    const countryId = context.countryIds.get(country);
    if (countryId === undefined) return { reject: `unknown country: ${record.get('country')}` };
    const number = record.get('register_number').trim();
    const name = record.get('name').trim();
    if (number === '') return { reject: 'register_number is empty' };
    if (name === '') return { reject: 'name is empty' };
    const registeredOn = isoDate(record.get('registration_date').trim());
    if (registeredOn === undefined)
      return { reject: `registration_date is not a YYYY-MM-DD date: ${record.get('registration_date')}` };
    const tax = record.get('tax_number').trim();
    const status = record.get('status').trim();
    return {
      company: {
        country_id: countryId,
        register_id: number,
        register_code: registerCode(country, number),
        name,
        short_name: record.get('short_name').trim() || null,
        inn: tax || null,
        ogrn: country === 'RU' ? number : null,
        kpp: null,
        status,
        status_code: statusCode(GENERIC_STATUSES, status),
        legal_form: record.get('type').trim(),
        address: record.get('address').trim(),
        registered_on: registeredOn,
        source: context.source,
        source_updated_at: context.sourceUpdatedAt,
      },
    };
  },
};

export const registerFormats = { 'companies-house': companiesHouseFormat, generic: genericFormat } as const;
export type RegisterFormatName = keyof typeof registerFormats;
