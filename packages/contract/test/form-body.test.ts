import { describe, expect, it } from 'vitest';
import { toFormData, toFormFields, toUrlSearchParams } from '../src/rules/form-body.js';

describe('toFormFields', () => {
  it('names nested fields PHP-style', () => {
    expect(
      toFormFields({ LoginForm: { username: 'a', password: 'b', rememberMe: true }, clientID: 'c' }),
    ).toEqual([
      ['LoginForm[username]', 'a'],
      ['LoginForm[password]', 'b'],
      ['LoginForm[rememberMe]', '1'],
      ['clientID', 'c'],
    ]);
  });

  it('repeats list items under name[]', () => {
    expect(toFormFields({ cart_ids: [1, 2, 3] })).toEqual([
      ['cart_ids[]', '1'],
      ['cart_ids[]', '2'],
      ['cart_ids[]', '3'],
    ]);
  });

  it.each([
    ['true', true, '1'],
    ['false', false, '0'],
    ['a number', 12.5, '12.5'],
    ['zero', 0, '0'],
    ['an empty string', '', ''],
    ['a date', new Date(Date.UTC(2026, 10, 21)), '2026-11-21T00:00:00.000Z'],
  ])('writes %s as text', (_, value, text) => {
    expect(toFormFields({ field: value })).toEqual([['field', text]]);
  });

  it('leaves out undefined, null and empty lists', () => {
    expect(toFormFields({ a: undefined, b: null, c: [], d: { e: undefined }, f: 'kept' })).toEqual([
      ['f', 'kept'],
    ]);
  });

  it('indexes objects inside lists so their keys stay together', () => {
    expect(toFormFields({ items: [{ id: 1, name: 'x' }, { id: 2 }] })).toEqual([
      ['items[0][id]', '1'],
      ['items[0][name]', 'x'],
      ['items[1][id]', '2'],
    ]);
  });

  it('writes a whole add-to-cart body', () => {
    const body = {
      lang: 'ru-RU',
      cart_ids: [5],
      company: { id: 1000000001, name: 'ООО Ромашка', inn: '-' },
      product_id: 3,
    };
    expect(toFormFields(body)).toEqual([
      ['lang', 'ru-RU'],
      ['cart_ids[]', '5'],
      ['company[id]', '1000000001'],
      ['company[name]', 'ООО Ромашка'],
      ['company[inn]', '-'],
      ['product_id', '3'],
    ]);
  });
});

describe('toFormData / toUrlSearchParams', () => {
  const body = { SignupForm: { email: 'a@b.ru' }, cart_ids: [1, 2], token: 't&=?' };

  it('builds FormData with repeated list fields', () => {
    const data = toFormData(body);
    expect(data.get('SignupForm[email]')).toBe('a@b.ru');
    expect(data.getAll('cart_ids[]')).toEqual(['1', '2']);
    expect(data.get('token')).toBe('t&=?');
  });

  it('builds an encoded query string', () => {
    expect(toUrlSearchParams(body).toString()).toBe(
      'SignupForm%5Bemail%5D=a%40b.ru&cart_ids%5B%5D=1&cart_ids%5B%5D=2&token=t%26%3D%3F',
    );
  });
});
