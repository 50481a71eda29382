import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildCartItem, cartDuration, cartTotals, type CartItem } from '../src/rules/cart.js';

const wire = {
  id: 7,
  thumb: '/uploads/egrul.png',
  product_name: 'Выписка из ЕГРЮЛ',
  company_name: 'ПАО Сбербанк',
  company_inn: '7707083893',
  company_country: 'Россия',
  product_price: '19.99 €',
  product_price_num: 19.99,
  product_ruble_price_num: 1969,
  delivery: false,
  product_id: 3,
};

function item(price: number, delivery = false, durationFrom = 1, durationTo = 3): CartItem {
  return {
    ...buildCartItem({ ...wire, product_duration: { from: durationFrom, to: durationTo } }),
    product_price_num: price,
    delivery,
  };
}

describe('buildCartItem', () => {
  it.each([
    ['{from, to}', { from: 2, to: 5 }],
    ['{text, to} with a number', { text: 2, to: 5 }],
    ['{text, to} with digits', { text: '2', to: 5 }],
    ['{text, to} with padded digits', { text: ' 2 ', to: 5 }],
    ['all three, from first', { from: 2, text: '9', to: 5 }],
  ])('reads %s', (_, duration) => {
    const built = buildCartItem({ ...wire, product_duration: duration });
    expect(built.durationFrom).toBe(2);
    expect(built.durationTo).toBe(5);
    expect(built).not.toHaveProperty('product_duration');
    expect(built).toMatchObject({
      id: 7,
      product_price_num: 19.99,
      company_inn: '7707083893',
      delivery: false,
    });
  });

  it.each([
    ['no from value', { to: 5 }],
    ['a text that is not a number', { text: 'two', to: 5 }],
    ['a negative from', { from: -1, to: 5 }],
    ['no to', { from: 2 }],
  ])('rejects %s', (_, duration) => {
    expect(() => buildCartItem({ ...wire, product_duration: duration })).toThrow(z.ZodError);
  });

  it('rejects an item missing its fields', () => {
    expect(() => buildCartItem({ id: 1 })).toThrow(z.ZodError);
    expect(() => buildCartItem(null)).toThrow(z.ZodError);
  });
});

describe('cartTotals', () => {
  it('is empty for an empty cart', () => {
    expect(cartTotals([], 98.45)).toEqual({ count: 0, euro: 0, ruble: 0, deliveryRequired: false });
  });

  it('sums euros in cents without float drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(cartTotals([item(0.1), item(0.2)], 100).euro).toBe(0.3);
    expect(cartTotals([item(19.99), item(19.99), item(19.99)], 100).euro).toBe(59.97);
  });

  it('sums the rouble price of each line', () => {
    // Each line is ceil(19.99 × 98.45) = 1969; the total of the lines is 3938, while
    // ceil(39.98 × 98.45) = ceil(3936.031) = 3937 would not match what the lines show.
    const totals = cartTotals([item(19.99), item(19.99)], 98.45);
    expect(totals).toEqual({ count: 2, euro: 39.98, ruble: 3938, deliveryRequired: false });
  });

  it.each([
    [[false, false], false],
    [[false, true], true],
    [[true, true], true],
  ])('delivery flags %j require delivery: %s', (flags, required) => {
    expect(
      cartTotals(
        flags.map((delivery) => item(10, delivery)),
        100,
      ).deliveryRequired,
    ).toBe(required);
  });

  it('takes the course as text too', () => {
    expect(cartTotals([item(10.1)], '100').ruble).toBe(1010);
  });
});

describe('cartDuration', () => {
  it.each([
    ['an empty cart', [], null],
    ['one item', [[1, 3]], { from: 1, to: 3 }],
    [
      'equal items',
      [
        [2, 5],
        [2, 5],
        [2, 5],
      ],
      { from: 2, to: 5 },
    ],
    [
      'items differing in from',
      [
        [1, 5],
        [2, 5],
      ],
      null,
    ],
    [
      'items differing in to',
      [
        [2, 5],
        [2, 6],
      ],
      null,
    ],
  ] as const)('%s', (_, ranges, expected) => {
    const items = ranges.map(([from, to]) => item(10, false, from, to));
    expect(cartDuration(items)).toEqual(expected);
  });
});
