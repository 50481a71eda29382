import { RandomStream, type Weighted, padded, scrambleDigits } from './random.js';

/** How a register's own status word reads for search and filters. */
export type CompanyStatusCode = 'active' | 'liquidating' | 'dissolved' | 'other';

/** One generated register entry: plain values, ready for the company table or a CSV line. */
export interface GeneratedCompany {
  country_code: string;
  /** Which register of the country holds it: 'egrul', 'egrip', 'companies-house', 'handelsregister', or '<cc>-register'. */
  register_code: string;
  /** The register's own number, unique in the country (OGRN/OGRNIP, UK company number, "Amtsgericht … HRB …"). */
  register_id: string;
  inn: string | null;
  ogrn: string | null;
  kpp: string | null;
  name: string;
  short_name: string;
  /** The register's own word ('Действующая', 'Active', 'aktiv', …). */
  status: string;
  status_code: CompanyStatusCode;
  legal_form: string;
  address: string;
  /** YYYY-MM-DD. */
  registered_on: string;
}

/** What a country's generator gets for one row: its index among the country's rows and its own random stream. */
export interface RowContext {
  index: number;
  random: RandomStream;
  /** Keys the permutations of this country's numbers (from the seed and the country). */
  key: number;
}

export interface CountryGenerator {
  readonly code: string;
  row(context: RowContext): GeneratedCompany;
}

/** A status as the register words it, and its code. */
export type RegisterStatus = readonly [word: string, code: CompanyStatusCode];

/**
 * Numbers that never repeat, spread over series with weights (regions, prefixes, courts). The
 * index runs round a table of slots (a series repeated by its weight); the round number times the
 * series' slot count plus the slot's place among them is a serial unique within the series, which
 * a Feistel permutation over the series' digit space turns into a random-looking number. So every
 * index gives another (series, number) pair, for any count up to the capacity, with no memory.
 */
export class UniqueSeries<T> {
  private readonly slotSeries: T[] = [];
  private readonly slotOrdinal: number[] = [];
  private readonly slotWeight: number[] = [];
  private readonly slotKey: number[] = [];
  private readonly space: number;

  constructor(
    series: readonly Weighted<T>[],
    private readonly digits: number,
  ) {
    this.space = 10 ** digits;
    const slots: [T, number, number, number][] = [];
    series.forEach(([item, weight], place) => {
      for (let ordinal = 0; ordinal < weight; ordinal++) slots.push([item, ordinal, weight, place]);
    });
    // A fixed shuffle of the slots, so that neighbouring indexes fall into different series
    // (without it the first twenty Russian companies would all be in Moscow).
    const shuffle = new RandomStream(0x51075);
    for (let index = slots.length - 1; index > 0; index--) {
      const other = shuffle.below(index + 1);
      [slots[index], slots[other]] = [slots[other]!, slots[index]!];
    }
    for (const [item, ordinal, weight, place] of slots) {
      this.slotSeries.push(item);
      this.slotOrdinal.push(ordinal);
      this.slotWeight.push(weight);
      // each series its own permutation, else the first numbers of every region would share digits
      this.slotKey.push(Math.imul(place + 1, 0x9e3779b1));
    }
  }

  /** How many indexes fit before a series runs out of numbers. */
  get capacity(): number {
    return Math.floor(this.space / Math.max(...this.slotWeight)) * this.slotSeries.length;
  }

  /** The series of an index and its number in [0, 10^digits), unique within the series. */
  at(index: number, key: number): { series: T; number: number } {
    const slots = this.slotSeries.length;
    const slot = index % slots;
    const serial =
      Math.floor(index / slots) * (this.slotWeight[slot] as number) + (this.slotOrdinal[slot] as number);
    if (serial >= this.space) throw new RangeError(`no unique numbers left after ${this.capacity} companies`);
    return {
      series: this.slotSeries[slot] as T,
      number: scrambleDigits(serial, this.digits, key ^ (this.slotKey[slot] as number)),
    };
  }
}

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(1900, 0, 1);
const LAST_DAY = Date.UTC(2025, 11, 31);
let dayTexts: string[] | undefined;

/**
 * A registration date between the two years, more of them recent (as in real registers, where
 * most live companies are young): the offset from the end is the mean of a uniform value and its
 * square, so about one in twenty is from the last year and the oldest decades are thin.
 * Dates end with 2025 so that the rows do not depend on the day they are made.
 */
export function registrationDate(random: RandomStream, fromYear: number, toYear = 2025): string {
  dayTexts ??= Array.from({ length: (LAST_DAY - FIRST_DAY) / DAY_MS + 1 }, (_, day) =>
    new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10),
  );
  const first = (Date.UTC(fromYear, 0, 1) - FIRST_DAY) / DAY_MS;
  const last = (Date.UTC(toYear, 11, 31) - FIRST_DAY) / DAY_MS;
  const u = random.next() / 4294967296;
  return dayTexts[last - Math.floor(((u + u * u) / 2) * (last - first + 1))] as string;
}

/** A house number, small ones more often (streets are long, but most numbers are low). */
export function houseNumber(random: RandomStream): number {
  return 1 + Math.floor((random.next() / 4294967296) ** 2 * 150);
}

export { padded };
