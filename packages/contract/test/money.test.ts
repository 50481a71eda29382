import { describe, expect, it } from 'vitest';
import {
  centsFromEuro,
  euroFromCents,
  formatEuro,
  formatPrice,
  formatRuble,
  hasEuroCents,
  rublePrice,
} from '../src/rules/money.js';

describe('rublePrice', () => {
  it.each([
    [10.1, 100, 1010],
    ['10.10', '100', 1010],
    [19.99, 98.45, 1969],
    [19.99, '98.45', 1969],
    [0.1, 3, 1],
    [0.3, 10, 3],
    [1.1, 1.1, 2],
    [100, 98.45, 9845],
    [49, 92.2524, 4521],
    [0, 98.45, 0],
    [12.5, 0, 0],
    [0.01, 0.01, 1],
    [1e-7, 1, 1],
    [' 5 ', 2, 10],
  ] as const)('ceil(%s € × %s) = %s ₽', (euro, course, expected) => {
    expect(rublePrice(euro, course)).toBe(expected);
  });

  it.each([
    [0.07, 100, 7],
    [1.1, 100, 110],
    [0.14, 100, 14],
  ])('stays exact where the float product drifts up: %s × %s', (euro, course, expected) => {
    expect(Math.ceil(euro * course)).toBe(expected + 1);
    expect(rublePrice(euro, course)).toBe(expected);
  });

  it.each([
    [-1, 100],
    [10, -0.5],
    [Number.NaN, 100],
    [10, Number.POSITIVE_INFINITY],
    ['abc', 100],
    ['', 100],
    [10, '1,5'],
    [1e21, 1],
    [1e300, 1e300],
    ['1e999999999', 1],
  ])('rejects %s × %s with a RangeError', (euro, course) => {
    expect(() => rublePrice(euro, course)).toThrow(RangeError);
  });
});

describe('cents', () => {
  it.each([
    [10.1, 1010],
    [0.29, 29],
    [19.99, 1999],
    ['4.35', 435],
    [0, 0],
    [12, 1200],
    [1.005, 101],
    [1.004, 100],
  ])('centsFromEuro(%s) = %s', (euro, cents) => {
    expect(centsFromEuro(euro)).toBe(cents);
  });

  it.each([
    [1010, 10.1],
    [29, 0.29],
    [0, 0],
    [123456, 1234.56],
  ])('euroFromCents(%s) = %s', (cents, euro) => {
    expect(euroFromCents(cents)).toBe(euro);
  });

  it('rejects what is not a whole non-negative number of cents', () => {
    for (const cents of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => euroFromCents(cents)).toThrow(RangeError);
    expect(() => centsFromEuro(-0.01)).toThrow(RangeError);
  });
});

describe('price display', () => {
  it.each([
    [12345, '12 345'],
    [1234567, '1 234 567'],
    [999, '999'],
    [0, '0'],
    [19.49, '19'],
    [19.5, '20'],
    [1999.99, '2 000'],
    [-0.4, '0'],
    [-1500, '-1 500'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('formatPrice(%s) = %j', (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });

  it('separates thousands with a plain space in every locale', () => {
    expect(formatPrice(12345, 'en-US')).toBe('12 345');
    expect(formatPrice(12345, 'de-DE')).toBe('12 345');
    expect(formatPrice(12345)).not.toMatch(/[\u00a0\u202f]/u);
  });

  it('adds the currency sign after the amount', () => {
    expect(formatEuro(12345)).toBe('12 345 €');
    expect(formatRuble(12345)).toBe('12 345 ₽');
    expect(formatRuble(rublePrice(19.99, 98.45))).toBe('1 969 ₽');
    expect(formatEuro(Number.NaN)).toBe('');
  });
});

describe('euro display with cents (ADR 026)', () => {
  it.each([
    [5.9, '5,90 €', '5.90 €'],
    [6, '6 €', '6 €'],
    [6.0, '6 €', '6 €'],
    [0.5, '0,50 €', '0.50 €'],
    [0.05, '0,05 €', '0.05 €'],
    [0, '0 €', '0 €'],
    [10.1, '10,10 €', '10.10 €'],
    [19.99, '19,99 €', '19.99 €'],
    [12345, '12 345 €', '12 345 €'],
    [12345.5, '12 345,50 €', '12 345.50 €'],
    [1234567.89, '1 234 567,89 €', '1 234 567.89 €'],
    [90071992547409.9, '90 071 992 547 409,90 €', '90 071 992 547 409.90 €'],
    [1e20, '100 000 000 000 000 000 000 €', '100 000 000 000 000 000 000 €'],
  ])('formatEuro(%s) = %j (ru), %j (en)', (value, ru, en) => {
    expect(formatEuro(value, 'ru-RU')).toBe(ru);
    expect(formatEuro(value, 'en-US')).toBe(en);
  });

  it('treats a fraction below a cent as the cent it rounds to', () => {
    expect(formatEuro(5.999)).toBe('6 €');
    expect(formatEuro(5.994)).toBe('5,99 €');
    expect(hasEuroCents(5.999)).toBe(false);
    expect(hasEuroCents(5.9)).toBe(true);
  });

  it('keeps the sign of a negative amount and gives nothing for non-finite ones', () => {
    expect(formatEuro(-5.9)).toBe('-5,90 €');
    expect(formatEuro(-1500)).toBe('-1 500 €');
    expect(formatEuro(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('keeps roubles whole beside a euro price with cents, checkable against the rate', () => {
    const rate = '98.45';
    expect(formatEuro(5.9)).toBe('5,90 €');
    expect(formatRuble(rublePrice(5.9, rate))).toBe('581 ₽');
    expect(formatRuble(rublePrice(12345.67, rate), 'en-US')).toBe('1 215 432 ₽');
  });

  it('splits thousands with a plain space whatever the locale', () => {
    expect(formatEuro(12345.5, 'de-DE')).toBe('12 345,50 €');
    expect(formatEuro(12345.5)).not.toMatch(/[\u00a0\u202f]/u);
  });
});
