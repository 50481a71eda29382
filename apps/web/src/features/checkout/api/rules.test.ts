import { describe, expect, it } from 'vitest';
import { checkoutSchema } from './rules';

const filled = {
  first_name: 'Иван',
  last_name: 'Петров',
  email: 'ivan@example.com',
  phone: '+7 (912) 345-67-89',
  payment_method: 'card',
  token: 'x'.repeat(40),
  delivery_country: 'Россия',
  delivery_city: 'Москва',
  delivery_address: 'ул. Тверская, д. 1',
  contact_name: 'Иван Петров',
  contact_phone: '+7 (912) 345-67-89',
  contact_index: '125009',
};

describe('the checkout form rules', () => {
  it('asks for the delivery address when a paper document is in the cart, but not the region', () => {
    const withDelivery = checkoutSchema(true);
    const fieldsOf = (value: Record<string, unknown>) => {
      const result = withDelivery.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(fieldsOf({ ...filled, delivery_region: '' })).not.toContain('delivery_region');
    expect(fieldsOf({ ...filled, delivery_city: '' })).toContain('delivery_city');
  });

  it('leaves the delivery block out when nothing is sent on paper', () => {
    const result = checkoutSchema(false).safeParse({ ...filled, delivery_city: '', delivery_country: '' });
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    expect(fields).not.toContain('delivery_city');
  });
});

describe("the payer's number", () => {
  const issuesOf = (value: Record<string, unknown>) => {
    const result = checkoutSchema(false).safeParse({ ...filled, yur_name: 'Muster GmbH', ...value });
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('is an INN for a Russian payer, and a tax id with letters for a foreign one', () => {
    expect(issuesOf({ yur_country: 'RU', yur_inn: '7707083893' })).toEqual([]);
    expect(issuesOf({ yur_country: 'RU', yur_inn: 'DE123456789' })).toEqual(['yur_inn:InnIsInvalid']);
    expect(issuesOf({ yur_country: 'DE', yur_inn: 'DE123456789' })).toEqual([]);
    expect(issuesOf({ yur_country: 'DE', yur_inn: 'DE 123#456' })).toEqual(['yur_inn:TaxIdIsInvalid']);
  });
});
