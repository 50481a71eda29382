import { describe, expect, it } from 'vitest';
import type { PaymentConfig } from '../../../src/config/env.js';
import { amountText, minorFromText } from '../../../src/modules/payments/payment-provider.js';
import { RobokassaProvider, robokassaSignature } from '../../../src/modules/payments/robokassa.provider.js';

const config: PaymentConfig['robokassa'] = {
  login: 'demo-shop',
  password1: 'password-one',
  password2: 'password-two',
  hash: 'md5',
  isTest: true,
  url: 'https://auth.robokassa.ru/Merchant/Index.aspx',
};

const attempt = {
  paymentId: 77,
  orderId: 42,
  orderNumber: 'RD-000042',
  amountMinor: 123_400,
  currency: 'RUB' as const,
  requestKey: 'key',
  description: 'Заказ RD-000042',
  email: 'payer@example.test',
  languageCode: 'en-US',
  items: [{ description: 'Выписка', amountRub: 1234 }],
  returnUrl: 'http://127.0.0.1:3000/payment-success?order_id=42',
  failUrl: 'http://127.0.0.1:3000/payment-fail?order_id=42',
};

describe('Robokassa', () => {
  it('signs the documented example: test:5.12:5:securepass1 (md5)', () => {
    expect(robokassaSignature(['test', '5.12', '5', 'securepass1'], 'md5')).toBe(
      'd33ad746fefb057705993fc6662c5beb',
    );
  });

  it('builds the payment form with the Shp_ parameters signed after Password1', async () => {
    const { form, providerPaymentId } = await new RobokassaProvider(config).create(attempt);
    expect(providerPaymentId).toBe('77');
    expect(form).toMatchObject({ provider: 'robokassa', action: config.url, method: 'POST' });
    expect(form.fields).toMatchObject({
      MerchantLogin: 'demo-shop',
      OutSum: '1234.00',
      InvId: '77',
      Description: 'Заказ RD-000042',
      Culture: 'en',
      IsTest: '1',
      Shp_order: '42',
    });
    expect(form.fields.SignatureValue).toBe(
      robokassaSignature(['demo-shop', '1234.00', '77', 'password-one', 'Shp_order=42'], 'md5'),
    );
    const live = await new RobokassaProvider({ ...config, isTest: false, hash: 'sha256' }).create({
      ...attempt,
      languageCode: 'ru-RU',
    });
    expect(live.form.fields.IsTest).toBeUndefined();
    expect(live.form.fields.Culture).toBe('ru');
    expect(live.form.fields.SignatureValue).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a ResultURL call signed with Password2 in any case of hex and answers OK{InvId}', async () => {
    const provider = new RobokassaProvider(config);
    const signature = robokassaSignature(['1234.000000', '77', 'password-two', 'Shp_order=42'], 'md5');
    for (const SignatureValue of [signature, signature.toUpperCase()]) {
      const verified = await provider.verifyNotification({
        body: { OutSum: '1234.000000', InvId: '77', Shp_order: '42', SignatureValue, IsTest: '1' },
        ip: '203.0.113.1',
      });
      expect(verified.state).toMatchObject({
        providerPaymentId: '77',
        status: 'succeeded',
        amountMinor: 123_400,
      });
      expect(provider.answer(verified)).toEqual({ contentType: 'text/plain', body: 'OK77' });
    }
  });

  it('refuses a result signed with Password1, with a changed Shp_ parameter, or without a signature', async () => {
    const provider = new RobokassaProvider(config);
    const withPassword1 = robokassaSignature(['1234.00', '77', 'password-one', 'Shp_order=42'], 'md5');
    const good = robokassaSignature(['1234.00', '77', 'password-two', 'Shp_order=42'], 'md5');
    const cases = [
      { OutSum: '1234.00', InvId: '77', Shp_order: '42', SignatureValue: withPassword1 },
      { OutSum: '1234.00', InvId: '77', Shp_order: '43', SignatureValue: good },
      { OutSum: '1.00', InvId: '77', Shp_order: '42', SignatureValue: good },
      { OutSum: '1234.00', InvId: '77', Shp_order: '42' },
    ];
    for (const body of cases)
      await expect(provider.verifyNotification({ body, ip: '203.0.113.1' })).rejects.toMatchObject({
        reason: 'signature',
      });
    await expect(
      provider.verifyNotification({ body: { InvId: 'x' }, ip: '203.0.113.1' }),
    ).rejects.toMatchObject({
      reason: 'malformed',
    });
    expect(provider.storable({ OutSum: '1', SignatureValue: good })).toEqual({ OutSum: '1' });
  });
});

describe('amounts as text', () => {
  it('turns kopecks into decimal text and back exactly, refusing fractions of a kopeck', () => {
    expect(amountText(123_400)).toBe('1234.00');
    expect(amountText(5)).toBe('0.05');
    expect(minorFromText('1234.00')).toBe(123_400);
    expect(minorFromText('1234.000000')).toBe(123_400);
    expect(minorFromText('5.1')).toBe(510);
    expect(minorFromText('7')).toBe(700);
    expect(minorFromText('0.001')).toBeUndefined();
    expect(minorFromText('-1.00')).toBeUndefined();
    expect(minorFromText('1e3')).toBeUndefined();
    expect(minorFromText(12)).toBeUndefined();
  });
});
