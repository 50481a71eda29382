import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRate } from '../src/rules/format.js';

describe('formatNumber', () => {
  it.each([
    [12345.5, 'ru-RU', 2, '12 345,50'],
    [12345.5, 'en-US', 2, '12,345.50'],
    [1234567.891, 'ru-RU', 2, '1 234 567,89'],
    [0.125, 'ru-RU', 2, '0,13'],
    [42, 'ru-RU', 0, '42'],
    [-9876.5, 'ru-RU', 1, '-9 876,5'],
    [999, 'en-US', 2, '999.00'],
  ])('formatNumber(%s, %s, %s) = %j', (value, locale, digits, text) => {
    expect(formatNumber(value, locale, digits)).toBe(text);
  });

  it('defaults to ru-RU with two decimals and a plain space', () => {
    expect(formatNumber(12345.5)).toBe('12 345,50');
    expect(formatNumber(12345.5)).not.toMatch(/[\u00a0\u202f]/u);
  });

  it('gives an empty text for values that are not numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe('');
  });
});

describe('formatRate', () => {
  it.each([
    ['98.45', 'ru-RU', '98,45'],
    ['98.45', 'en-US', '98.45'],
    ['98.5', 'ru-RU', '98,50'],
    ['100', 'ru-RU', '100,00'],
    ['101.2345', 'ru-RU', '101,2345'],
    ['98.123456', 'en-US', '98.123456'],
    ['98.12345678', 'ru-RU', '98,123457'],
    ['12345.5', 'ru-RU', '12 345,50'],
    [98.45, 'ru-RU', '98,45'],
  ] as const)('formatRate(%j, %s) = %j', (rate, locale, text) => {
    expect(formatRate(rate, locale)).toBe(text);
  });

  it('defaults to Russian', () => {
    expect(formatRate('98.45')).toBe('98,45');
  });

  it('gives an empty text for what is not a decimal', () => {
    expect(formatRate('')).toBe('');
    expect(formatRate('98,45')).toBe('');
    expect(formatRate('-1')).toBe('');
    expect(formatRate(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-11-21', 'ru-RU', {}, '21.11.2026'],
    ['2026-11-21', 'en-US', {}, '21/11/2026'],
    ['2026-11-21T14:05:00Z', 'ru-RU', { withTime: true }, '21.11.2026 14:05'],
    ['2026-11-21T14:05:00Z', 'en-US', { withTime: true }, '21/11/2026 14:05'],
    ['2026-11-21 14:05:09', 'ru-RU', { withTime: true }, '21.11.2026 14:05'],
    ['2026-11-21T14:05', 'ru-RU', { withTime: true }, '21.11.2026 14:05'],
    ['2026-11-21T14:05:00.123+03:00', 'ru-RU', { withTime: true }, '21.11.2026 11:05'],
    ['2026-11-21T23:30:00-0100', 'ru-RU', { withTime: true }, '22.11.2026 00:30'],
    ['2026-01-05T00:00:00Z', 'ru-RU', { withTime: true }, '05.01.2026 00:00'],
    ['2024-02-29', 'ru-RU', {}, '29.02.2024'],
  ])('formatDate(%j, %s, %j) = %j', (value, locale, options, text) => {
    expect(formatDate(value, locale, options)).toBe(text);
  });

  it('formats Date objects in UTC unless a time zone is asked for', () => {
    const moment = new Date(Date.UTC(2026, 10, 21, 22, 5));
    expect(formatDate(moment)).toBe('21.11.2026');
    expect(formatDate(moment, 'ru-RU', { withTime: true })).toBe('21.11.2026 22:05');
    expect(formatDate(moment, 'ru-RU', { withTime: true, timeZone: 'Europe/Moscow' })).toBe(
      '22.11.2026 01:05',
    );
  });

  it('never moves a bare calendar date to another day', () => {
    expect(formatDate('2026-11-21', 'ru-RU', { timeZone: 'America/New_York' })).toBe('21.11.2026');
  });

  it.each([
    '',
    'not a date',
    '2026-13-01',
    '2026-02-30',
    '2025-02-29',
    '2026-11-21T25:00',
    '21.11.2026',
    '2026-11-21T14:05:00Zjunk',
  ])('gives an empty text for %j', (value) => {
    expect(formatDate(value)).toBe('');
  });

  it('gives an empty text for an invalid Date', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});
