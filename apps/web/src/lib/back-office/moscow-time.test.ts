import { describe, expect, it } from 'vitest';
import { moscowDate, moscowTime } from './moscow-time';

describe('moments in the back-office', () => {
  it('are shown in Moscow time, a late-evening UTC moment on the next Moscow day', () => {
    expect(moscowTime('2026-06-01T22:30:00.000Z', 'ru-RU')).toBe('02.06.2026 01:30');
    expect(moscowTime('2026-06-01T22:30:00.000Z', 'en-US')).toBe('02/06/2026 01:30');
    expect(moscowDate('2026-06-01T22:30:00.000Z', 'ru-RU')).toBe('02.06.2026');
    expect(moscowDate('2026-06-01T20:59:00.000Z', 'ru-RU')).toBe('01.06.2026');
  });

  it('read an SQL-style moment without an offset as UTC', () => {
    expect(moscowTime('2026-06-01 09:00:00', 'ru-RU')).toBe('01.06.2026 12:00');
  });
});
