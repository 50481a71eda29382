import { describe, expect, it } from 'vitest';
import { adminOrderShipCall } from '../src/calls/back-office-shipments.js';
import {
  canonicalCarrier,
  carrierName,
  normalTrackingNumber,
  SUGGESTED_CARRIERS,
  trackingUrl,
} from '../src/rules/carriers.js';

describe('carriers', () => {
  it('stores a known carrier in its own spelling, whatever the manager typed', () => {
    expect(canonicalCarrier('  cdek ')).toBe('СДЭК');
    expect(canonicalCarrier('почта  россии')).toBe('Почта России');
    expect(canonicalCarrier('Russian Post')).toBe('Почта России');
    expect(canonicalCarrier('  Major   Express ')).toBe('Major Express');
    expect(SUGGESTED_CARRIERS).toEqual(['Почта России', 'СДЭК', 'DHL']);
  });

  it('names a known carrier in the page language and leaves another as stored', () => {
    expect(carrierName('Почта России', 'en-US')).toBe('Russian Post');
    expect(carrierName('СДЭК', 'ru-RU')).toBe('СДЭК');
    expect(carrierName('Major Express', 'en-US')).toBe('Major Express');
  });

  it('links a known carrier to its tracking page with the number encoded, and no other', () => {
    expect(trackingUrl('Почта России', 'RA123456789RU')).toBe(
      'https://www.pochta.ru/tracking?barcode=RA123456789RU',
    );
    expect(trackingUrl('СДЭК', '1234567890')).toBe('https://www.cdek.ru/ru/tracking/?order_id=1234567890');
    expect(trackingUrl('DHL', 'A&B')).toContain('tracking-id=A%26B');
    expect(trackingUrl('Major Express', '1234567890')).toBeNull();
  });

  it('reads a tracking number as typed with spaces and any case, and refuses what no carrier issues', () => {
    expect(normalTrackingNumber(' ra 1234 5678 9ru ')).toBe('RA123456789RU');
    const body = (tracking_number: string) =>
      adminOrderShipCall.body.safeParse({
        auth_key: 'k'.repeat(32),
        item_ids: ['7'],
        carrier: 'СДЭК',
        tracking_number,
      });
    const parsed = body('ra 1234 5678 9ru');
    expect(parsed.success && parsed.data).toMatchObject({ item_ids: [7], tracking_number: 'RA123456789RU' });
    for (const wrong of ['12', 'трек-номер', '<script>', '1234567890'.repeat(5)]) {
      const refused = body(wrong);
      expect(refused.success, wrong).toBe(false);
    }
    const empty = adminOrderShipCall.body.safeParse({
      auth_key: 'k'.repeat(32),
      carrier: 'СДЭК',
      tracking_number: '1234',
    });
    expect(empty.success).toBe(false);
  });
});
