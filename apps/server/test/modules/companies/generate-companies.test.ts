import { isValidInn, isValidKpp, isValidOgrn, isValidOgrnip } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { countries } from '../../../src/db/seed/data/countries.js';
import { COMPANY_CSV_HEADER, companyCsvLine } from '../../../src/modules/companies/generator/company-csv.js';
import { UniqueSeries } from '../../../src/modules/companies/generator/company-row.js';
import {
  type GeneratedCompany,
  generateCompanies,
  generateCompanyBatches,
} from '../../../src/modules/companies/generator/generate-companies.js';

const seededCodes = countries.filter((country) => country.active !== false).map((country) => country.code);

function rows(seed: number, count: number, codes: readonly string[]): GeneratedCompany[] {
  return [...generateCompanies({ seed, count, countries: codes })];
}

/** Share of rows matching, in [0, 1]. */
function share(list: readonly GeneratedCompany[], test: (row: GeneratedCompany) => boolean): number {
  return list.filter(test).length / list.length;
}

/** RFC 4180 fields of one line, to read back what companyCsvLine wrote. */
function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

describe('the register generator', () => {
  it('gives Russian rows valid INN, OGRN/OGRNIP and KPP control digits, legal entities and entrepreneurs alike', () => {
    const sample = rows(11, 20_000, ['RU']);
    const entities = sample.filter((row) => row.register_code === 'egrul');
    const entrepreneurs = sample.filter((row) => row.register_code === 'egrip');
    expect(entities.length).toBeGreaterThan(10_000);
    expect(entrepreneurs.length).toBeGreaterThan(3_000);
    for (const row of entities) {
      expect(row.inn).toMatch(/^\d{10}$/);
      expect(row.ogrn).toMatch(/^[15]\d{12}$/);
      expect(
        isValidInn(row.inn!) && isValidOgrn(row.ogrn!) && isValidKpp(row.kpp!),
        JSON.stringify(row),
      ).toBe(true);
      // the INN, OGRN and KPP of one company name the same region and tax office
      expect(row.kpp!.slice(0, 4)).toBe(row.inn!.slice(0, 4));
      expect(row.ogrn!.slice(3, 7)).toBe(row.inn!.slice(0, 4));
      expect(row.register_id).toBe(row.ogrn);
    }
    for (const row of entrepreneurs) {
      expect(row.inn).toMatch(/^\d{12}$/);
      expect(row.ogrn).toMatch(/^3\d{14}$/);
      expect(isValidInn(row.inn!) && isValidOgrnip(row.ogrn!), JSON.stringify(row)).toBe(true);
      expect(row.kpp).toBeNull();
      expect(row.short_name).toMatch(/^ИП [А-ЯЁ][а-яё]+ [А-ЯЁ]\.[А-ЯЁ]\.$/);
      expect(row.name).toMatch(/^Индивидуальный предприниматель [А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/);
    }
  }, 60_000);

  it.each(['RU', 'GB', 'DE', 'KZ', 'CY', 'US'])(
    'never repeats a register number (nor an INN or OGRN) in 200 000 rows of %s',
    (code) => {
      const registerIds = new Set<string>();
      const inns = new Set<string>();
      const ogrns = new Set<string>();
      let count = 0;
      for (const row of generateCompanies({ seed: 5, count: 200_000, countries: [code] })) {
        registerIds.add(row.register_id);
        if (row.inn) inns.add(row.inn);
        if (row.ogrn) ogrns.add(row.ogrn);
        count++;
      }
      expect(count).toBe(200_000);
      expect(registerIds.size).toBe(200_000);
      if (code === 'RU') expect([inns.size, ogrns.size]).toEqual([200_000, 200_000]);
    },
    120_000,
  );

  it('keeps numbers unique across all seeded countries in one register', () => {
    const seen = new Set<string>();
    for (const row of generateCompanies({ seed: 9, count: 100_000, countries: seededCodes }))
      seen.add(`${row.country_code} ${row.register_id}`);
    expect(seen.size).toBe(100_000);
  }, 60_000);

  it('numbers series by a bijection: every index below the capacity gets its own number, then it refuses', () => {
    const series = new UniqueSeries(
      [
        ['a', 3],
        ['b', 1],
      ],
      2,
    );
    expect(series.capacity).toBe(132); // 4 slots × ⌊100 / 3⌋ rounds
    const seen = new Set<string>();
    for (let index = 0; index < series.capacity; index++) {
      const { series: name, number } = series.at(index, 42);
      expect(number).toBeGreaterThanOrEqual(0);
      expect(number).toBeLessThan(100);
      seen.add(`${name}${number}`);
    }
    expect(seen.size).toBe(series.capacity);
    expect(() => {
      for (let index = series.capacity; index < series.capacity + 10; index++) series.at(index, 42);
    }).toThrow(RangeError);
  });

  it('is deterministic: the same seed gives the same rows, another seed others, a longer run starts with a shorter one', () => {
    const first = rows(123, 3_000, seededCodes);
    expect(rows(123, 3_000, seededCodes)).toEqual(first);
    expect(rows(123, 6_000, seededCodes).slice(0, 3_000)).toEqual(first);
    const other = rows(124, 3_000, seededCodes);
    expect(other.filter((row, index) => row.register_id === first[index]?.register_id).length).toBeLessThan(
      30,
    );
  });

  it('hands the same rows out in batches for multi-row inserts', () => {
    const options = { seed: 6, count: 2_500, countries: seededCodes };
    const batches = [...generateCompanyBatches(options, 1_000)];
    expect(batches.map((batch) => batch.length)).toEqual([1_000, 1_000, 500]);
    expect(batches.flat()).toEqual(rows(6, 2_500, seededCodes));
  });

  it('gives only the asked country, and every seeded country a share of a mixed register', () => {
    expect(new Set(rows(3, 2_000, ['DE']).map((row) => row.country_code))).toEqual(new Set(['DE']));
    const mixed = rows(3, 20_000, seededCodes);
    expect(new Set(mixed.map((row) => row.country_code))).toEqual(new Set(seededCodes));
    expect(share(mixed, (row) => row.country_code === 'RU')).toBeGreaterThan(0.3);
    expect(share(mixed, (row) => row.country_code === 'GB')).toBeGreaterThan(0.08);
  });

  it('spreads legal forms and statuses as real registers do: mostly active, ООО and LTD and GmbH first', () => {
    const russian = rows(21, 20_000, ['RU']);
    const entities = russian.filter((row) => row.register_code === 'egrul');
    expect(share(russian, (row) => row.legal_form === 'ИП')).toBeGreaterThan(0.2);
    expect(share(russian, (row) => row.legal_form === 'ИП')).toBeLessThan(0.3);
    expect(share(entities, (row) => row.legal_form === 'ООО')).toBeGreaterThan(0.85);
    for (const form of ['АО', 'ПАО']) expect(entities.some((row) => row.legal_form === form)).toBe(true);
    expect(entities.find((row) => row.legal_form === 'ООО')?.short_name).toMatch(/^ООО «.+»$/);
    expect(entities.find((row) => row.legal_form === 'АО')?.name).toMatch(/^Акционерное общество «.+»$/);
    expect(share(russian, (row) => row.status_code === 'active')).toBeGreaterThan(0.75);
    expect(share(russian, (row) => row.status_code === 'active')).toBeLessThan(0.9);
    expect(new Set(entities.map((row) => row.status))).toEqual(
      new Set([
        'Действующая',
        'В стадии ликвидации',
        'Ликвидирована',
        'Прекратила деятельность при реорганизации',
        'В процессе реорганизации',
      ]),
    );
    expect(new Set(russian.map((row) => row.status_code))).toEqual(
      new Set(['active', 'liquidating', 'dissolved', 'other']),
    );

    const british = rows(21, 10_000, ['GB']);
    expect(share(british, (row) => row.legal_form === 'LTD')).toBeGreaterThan(0.9);
    for (const form of ['PLC', 'LLP']) expect(british.some((row) => row.legal_form === form)).toBe(true);
    expect(share(british, (row) => row.status === 'Active')).toBeGreaterThan(0.75);
    for (const status of ['Dissolved', 'Liquidation'])
      expect(british.some((row) => row.status === status)).toBe(true);
    for (const row of british) expect(row.register_id).toMatch(/^(\d{2}|SC|NI|OC|SO)\d{6}$/);
    expect(british.some((row) => row.register_id.startsWith('SC'))).toBe(true);
    expect(british.some((row) => row.name.endsWith(' LIMITED'))).toBe(true);

    const german = rows(21, 10_000, ['DE']);
    expect(share(german, (row) => row.legal_form === 'GmbH')).toBeGreaterThan(0.6);
    for (const form of ['AG', 'UG (haftungsbeschränkt)', 'GmbH & Co. KG', 'e.K.'])
      expect(german.some((row) => row.legal_form === form)).toBe(true);
    for (const row of german) expect(row.register_id).toMatch(/^Amtsgericht .+ HR[AB] \d{1,7}( B)?$/);
    expect(share(german, (row) => row.status === 'aktiv')).toBeGreaterThan(0.8);
  });

  it('gives addresses and registration dates over decades', () => {
    const sample = rows(8, 10_000, seededCodes);
    const years = sample.map((row) => Number(row.registered_on.slice(0, 4)));
    expect(Math.min(...years)).toBeLessThan(1980);
    expect(Math.max(...years)).toBe(2025);
    expect(share(sample, (row) => row.registered_on.startsWith('2025'))).toBeLessThan(0.1);
    for (const row of sample) {
      expect(row.registered_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.address.length).toBeGreaterThan(10);
    }
    expect(sample.find((row) => row.country_code === 'RU')?.address).toMatch(/^\d{6}, .+, д\. \d+/);
  });

  it('writes CSV in the generic import format, quoting commas and quotes', () => {
    const [company] = rows(1, 1, ['GB']);
    const tricky = { ...company!, name: 'SMITH, JONES & "PARTNERS" LIMITED', short_name: 'Plain' };
    const line = companyCsvLine(tricky);
    expect(line).toContain('"SMITH, JONES & ""PARTNERS"" LIMITED"');
    const fields = parseCsvLine(line);
    expect(fields).toHaveLength(COMPANY_CSV_HEADER.split(',').length);
    expect(fields).toEqual([
      'GB',
      tricky.register_id,
      '',
      'SMITH, JONES & "PARTNERS" LIMITED',
      'Plain',
      tricky.status,
      tricky.legal_form,
      tricky.address,
      tricky.registered_on,
    ]);
    for (const row of rows(2, 2_000, seededCodes))
      expect(parseCsvLine(companyCsvLine(row))[3], row.name).toBe(row.name);
  });
});
