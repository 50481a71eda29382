import type { DurationWire } from '@storefront/contract';

/**
 * The working-day range of a duration in either of the spec's readings: `{from, to}`, or `{text, to}`
 * where `text` holds the lower bound. Without a readable lower bound only the upper one is known.
 */
export function durationRange(duration: DurationWire): { from: number | undefined; to: number } {
  const text = typeof duration.text === 'string' ? duration.text.trim() : duration.text;
  const fromText = text === undefined || text === '' ? Number.NaN : Number(text);
  const from = duration.from ?? (Number.isInteger(fromText) && fromText >= 0 ? fromText : undefined);
  return { from: from !== undefined && from > duration.to ? duration.to : from, to: duration.to };
}
