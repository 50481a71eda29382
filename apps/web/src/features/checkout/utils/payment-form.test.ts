import { describe, expect, it, vi } from 'vitest';
import { buildPaymentForm, goToPayment, paymentPageUrl } from './payment-form';

const robokassa = {
  provider: 'robokassa',
  action: 'https://auth.robokassa.ru/Merchant/Index.aspx',
  method: 'POST' as const,
  fields: {
    MerchantLogin: 'shop',
    OutSum: '5.12',
    InvId: '5',
    Shp_order: '5',
    Description: 'Заказ № 5 & "ко"',
  },
};

describe('the way to the payment page', () => {
  it('builds a POST form of hidden inputs holding each field as given', () => {
    const form = buildPaymentForm(robokassa);
    expect(form.method).toBe('post');
    expect(form.action).toBe(robokassa.action);
    expect(form.hidden).toBe(true);
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.every((input) => input.type === 'hidden')).toBe(true);
    expect(Object.fromEntries(inputs.map((input) => [input.name, input.value]))).toEqual(robokassa.fields);
  });

  it('puts a GET form’s fields into the action’s query, keeping what the action has', () => {
    const url = paymentPageUrl(
      {
        provider: 'sandbox',
        action: '/pay/sandbox?session=a1',
        method: 'GET',
        fields: { order: '7', sum: '10.50' },
      },
      'http://127.0.0.1:3310/checkout',
    );
    expect(url).toBe('http://127.0.0.1:3310/pay/sandbox?session=a1&order=7&sum=10.50');
  });

  it('never follows an address that is not http(s)', () => {
    const evil = { ...robokassa, action: 'javascript:alert(1)' };
    expect(() => buildPaymentForm(evil)).toThrow(/Refusing/);
    expect(() => paymentPageUrl({ ...evil, method: 'GET' }, 'http://localhost/')).toThrow(/Refusing/);
  });

  it('submits a POST form from the page, and navigates for a GET', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    goToPayment(robokassa);
    expect(submit).toHaveBeenCalledTimes(1);
    const submitted = submit.mock.contexts[0] as HTMLFormElement;
    expect(submitted.isConnected).toBe(true);
    expect(submitted.querySelector<HTMLInputElement>('input[name="InvId"]')?.value).toBe('5');
    submitted.remove();
    submit.mockRestore();

    const assign = vi.fn();
    const fakeWindow = {
      location: { href: 'http://localhost/checkout', assign },
      document,
    } as unknown as Window;
    goToPayment(
      { provider: 'yookassa', action: 'https://yoomoney.ru/checkout?orderId=x', method: 'GET', fields: {} },
      fakeWindow,
    );
    expect(assign).toHaveBeenCalledWith('https://yoomoney.ru/checkout?orderId=x');
  });
});
