import type { GeneratedCompany } from './company-row.js';

/**
 * The "generic" register import format, one company a line (RFC 4180: comma-separated, a field
 * with a comma, a double quote or a line break is quoted and its quotes doubled; UTF-8; LF line
 * ends; a header line first):
 *
 *   country            ISO code (RU, GB, DE, ...)
 *   register_number    the register's own number, unique in the country (OGRN/OGRNIP, UK company number, "Amtsgericht … HRB …")
 *   tax_number         INN or the local tax number where the register has one, else empty
 *   name               full name as registered
 *   short_name         short name (ООО «…», ИП Фамилия И.О., … LTD)
 *   status             the register's own word (Действующая, Active, aktiv, …)
 *   type               legal form (ООО, ИП, LTD, GmbH, …)
 *   address            registered address in one line
 *   registration_date  YYYY-MM-DD
 */
export const COMPANY_CSV_HEADER =
  'country,register_number,tax_number,name,short_name,status,type,address,registration_date';

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One company as a CSV line, without the line end. */
export function companyCsvLine(company: GeneratedCompany): string {
  return [
    company.country_code,
    company.register_id,
    company.inn ?? '',
    company.name,
    company.short_name,
    company.status,
    company.legal_form,
    company.address,
    company.registered_on,
  ]
    .map(csvField)
    .join(',');
}
