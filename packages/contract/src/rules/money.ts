/**
 * Money rules. Prices are held in euros; the rouble price is ceil(euro × rubleCourse) (spec
 * section 9). Binary floats cannot hold 10.1 or 98.45 exactly, so arithmetic goes through the
 * decimal text of each number as scaled BigInt integers: 10.10 € at 100 is 1010 ₽, never 1011.
 */

/** A non-negative decimal as `digits × 10^-scale`. */
interface Decimal {
  digits: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** Every finite double's exponent fits; a larger one in a text would only make huge BigInts. */
const MAX_EXPONENT = 400;

/**
 * Reads a number by its shortest decimal text (`String(10.1)` is '10.1'), which is the value the
 * author of the number meant. Exponent forms ('1e-7', '1e+21') are accepted.
 */
function parseDecimal(value: number | string, name: string): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`${name} must be finite`);
  const match = DECIMAL_TEXT.exec(String(value).trim());
  if (!match) throw new RangeError(`${name} must be a non-negative decimal number, got '${String(value)}'`);
  const [, whole = '', fraction = '', exponent = '0'] = match;
  if (Math.abs(Number(exponent)) > MAX_EXPONENT) throw new RangeError(`${name} is out of range`);
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

function toSafeNumber(value: bigint, name: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${name} is too large`);
  return Number(value);
}

/** ceil(euro × rubleCourse), exact for decimal inputs. Throws RangeError on negative, NaN or infinite input. */
export function rublePrice(euro: number | string, rubleCourse: number | string): number {
  const price = parseDecimal(euro, 'euro');
  const course = parseDecimal(rubleCourse, 'rubleCourse');
  const numerator = price.digits * course.digits;
  const denominator = 10n ** BigInt(price.scale + course.scale);
  return toSafeNumber((numerator + denominator - 1n) / denominator, 'rublePrice');
}

/**
 * Whole euro cents of a euro amount, exact for amounts with up to two decimals (`10.1` → 1010,
 * where `10.1 * 100` is 1009.999…). Finer fractions round half-up to the cent: prices are held in
 * cents, so a finer digit can only be noise.
 */
export function centsFromEuro(euro: number | string): number {
  const { digits, scale } = parseDecimal(euro, 'euro');
  if (scale <= 2) return toSafeNumber(digits * 10n ** BigInt(2 - scale), 'cents');
  const divisor = 10n ** BigInt(scale - 2);
  return toSafeNumber((digits + divisor / 2n) / divisor, 'cents');
}

/** The euro amount of whole cents; `cents / 100` gives the double nearest the decimal (1010 → 10.1). */
export function euroFromCents(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`cents must be a non-negative whole number, got ${cents}`);
  return cents / 100;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

function priceFormat(locale: string): Intl.NumberFormat {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      maximumFractionDigits: 0,
      roundingMode: 'halfExpand',
      signDisplay: 'negative',
    });
    priceFormats.set(locale, format);
  }
  return format;
}

/**
 * A whole-unit price as displayed (spec section 9), the rouble rule: no decimals, a plain space
 * (U+0020) between thousands in every locale. The value is rounded half-up to whole units
 * (19.49 → '19', 19.5 → '20'); rouble prices are whole already. Euro prices keep their cents
 * (formatEuro). Non-finite values give '' because a display helper must not break a page.
 */
export function formatPrice(value: number, locale = 'ru-RU'): string {
  if (!Number.isFinite(value)) return '';
  return priceFormat(locale)
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? ' ' : part.value))
    .join('');
}

const euroFormats = new Map<string, Intl.NumberFormat>();

function euroFormat(locale: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let format = euroFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      roundingMode: 'halfExpand',
      signDisplay: 'negative',
    });
    euroFormats.set(key, format);
  }
  return format;
}

/** Amounts beyond this many euros cannot carry exact cents in a double; they are shown whole. */
const LARGEST_EURO_WITH_CENTS = Number.MAX_SAFE_INTEGER / 100;

/** Whether a euro amount has cents (5.9 → true, 6 → false, 5.999 → false: it is 6.00 to the cent). */
export function hasEuroCents(value: number): boolean {
  const amount = Math.abs(value);
  if (!Number.isFinite(amount) || amount > LARGEST_EURO_WITH_CENTS) return false;
  return centsFromEuro(amount) % 100 !== 0;
}

/**
 * A euro price as displayed (docs/decisions/026-euro-cents.md): whole euros without decimals
 * ('12 345 €'), and with two decimals in the locale's own mark whenever the price has cents
 * ('5,90 €' in Russian, '5.90 €' in English), so every rouble price can be checked against the
 * rate. Thousands are split by a plain space as in formatPrice; non-finite values give ''.
 */
export function formatEuro(value: number, locale = 'ru-RU'): string {
  if (!Number.isFinite(value)) return '';
  const text = euroFormat(locale, hasEuroCents(value) ? 2 : 0)
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? ' ' : part.value))
    .join('');
  return `${text} €`;
}

/** '12 345 ₽' */
export function formatRuble(value: number, locale = 'ru-RU'): string {
  const text = formatPrice(value, locale);
  return text && `${text} ₽`;
}
