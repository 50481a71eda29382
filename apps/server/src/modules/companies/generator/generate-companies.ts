import type { CountryGenerator, GeneratedCompany } from './company-row.js';
import { genericCountry } from './generic.js';
import { RandomStream, hash32, weightedTable } from './random.js';
import { russia } from './russia.js';
import { unitedKingdom } from './united-kingdom.js';
import { germany } from './germany.js';

export type { CompanyStatusCode, GeneratedCompany } from './company-row.js';

/**
 * A deterministic, realistic company register for the demo shop and the benchmarks, with no
 * database: the same seed, count and countries always give the same rows, and a row depends only
 * on the seed, its country and its index in that country, never on the rows before it or on the
 * count (so the first N rows of a larger run are a smaller run).
 *
 * Register numbers are unique per country for any count up to the country's capacity (tens of
 * millions for RU, GB and DE; 10^digits for the others): they come from a bijective scramble of the
 * row's index in its country (UniqueSeries), never from random draws that could collide. Past the
 * capacity the generator throws a RangeError rather than repeat a number.
 */

/** Each country's share of a register of several countries; countries not named get 2. */
const COUNTRY_SHARES: Readonly<Record<string, number>> = { RU: 40, GB: 12, DE: 8, KZ: 5, BY: 4 };
const OTHER_SHARE = 2;

function countryGenerator(code: string): CountryGenerator {
  if (code === 'RU') return russia();
  if (code === 'GB') return unitedKingdom();
  if (code === 'DE') return germany();
  return genericCountry(code);
}

/** A country code as a number, to key its permutations and random streams. */
function codeNumber(code: string): number {
  let value = 0;
  for (let index = 0; index < code.length; index++) value = value * 131 + code.charCodeAt(index);
  return value;
}

export interface GenerateCompaniesOptions {
  seed: number;
  count: number;
  /** ISO country codes (RU, GB, DE, ...; others get a generic profile); one code gives only that country. */
  countries: readonly string[];
}

export function* generateCompanies({
  seed,
  count,
  countries,
}: GenerateCompaniesOptions): Generator<GeneratedCompany> {
  if (countries.length === 0) throw new Error('generateCompanies needs at least one country');
  const states = countries.map((code) => {
    const key = hash32(seed, codeNumber(code));
    return { generator: countryGenerator(code), key, next: 0 };
  });
  const table = weightedTable(
    states.map((state) => [state, COUNTRY_SHARES[state.generator.code] ?? OTHER_SHARE] as const),
  );
  const random = new RandomStream(0);
  const pickSeed = hash32(seed, 0x5eed);
  for (let row = 0; row < count; row++) {
    const state = states.length === 1 ? states[0]! : table[hash32(pickSeed, row) % table.length]!;
    const index = state.next++;
    random.reset(hash32(state.key, index));
    yield state.generator.row({ index, random, key: state.key });
  }
}

/** The same rows in arrays of `size` (the last one shorter), for multi-row inserts. */
export function* generateCompanyBatches(
  options: GenerateCompaniesOptions,
  size: number,
): Generator<GeneratedCompany[]> {
  let batch: GeneratedCompany[] = [];
  for (const company of generateCompanies(options)) {
    batch.push(company);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
