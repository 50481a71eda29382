import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_IDS_KEY, CART_KEY_KEY } from '@/lib/session/cart-ids';
import { cartItemFixture } from '@/testing/checkout';
import { mockFormApi, submittedCalls } from '@/testing/forms';
import { createTestQueryClient } from '@/testing/render';
import { resetBrowserSession, startWithToken } from '@/testing/session';
import { addToCart, applyCart, removeFromCart } from './cart';

const company = {
  id: 1_000_000_000,
  name: 'ООО «Ромашка»',
  inn: '-',
  status: '-',
  type: '-',
  country: 'RU',
  address: '-',
  countryId: 1,
};
const adding = { company, productId: 3, price: 19.99 };
const NEW_KEY = 'n'.repeat(43);

const stored = () => [localStorage.getItem(CART_IDS_KEY), localStorage.getItem(CART_KEY_KEY)];

describe('a guest cart’s ids and key in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetBrowserSession();
  });

  it('keeps the key a new cart was answered with beside its ids, and sends both on every cart call', async () => {
    const queryClient = createTestQueryClient();
    const fetchMock = mockFormApi((path) =>
      Response.json(
        path === '/api/add-to-cart' && !localStorage.getItem(CART_KEY_KEY)
          ? { cart: [cartItemFixture({ id: 7 })], cart_key: NEW_KEY }
          : { cart: [cartItemFixture({ id: 7 }), cartItemFixture({ id: 8 })] },
      ),
    );

    const first = await addToCart(adding, 'ru-RU');
    expect(first.cartKey).toBe(NEW_KEY);
    applyCart(queryClient, 'ru-RU', first.cart, first.cartKey);
    expect(stored()).toEqual(['[7]', NEW_KEY]);

    // The next add keeps the key it sent: the answer names none.
    const second = await addToCart(adding, 'ru-RU');
    expect(second.cartKey).toBe(NEW_KEY);
    applyCart(queryClient, 'ru-RU', second.cart, second.cartKey);
    expect(stored()).toEqual(['[7,8]', NEW_KEY]);
    await removeFromCart(8, 'ru-RU');

    const [firstCall, secondCall, removeCall] = submittedCalls(fetchMock);
    expect(firstCall!.fields).not.toHaveProperty('cart_key');
    expect(secondCall!.fields).toMatchObject({ 'cart_ids[]': '7', cart_key: NEW_KEY });
    expect(removeCall).toMatchObject({
      path: '/api/remove-from-cart',
      fields: { cart_key: NEW_KEY, cart_id: '8' },
    });
  });

  it('sends neither for a signed-in customer, whose cart answer clears both', async () => {
    localStorage.setItem(CART_IDS_KEY, '[7]');
    localStorage.setItem(CART_KEY_KEY, NEW_KEY);
    startWithToken('customer-key');
    const fetchMock = mockFormApi(() => Response.json({ cart: [cartItemFixture({ id: 9 })] }));
    const answer = await addToCart(adding, 'ru-RU');
    const [call] = submittedCalls(fetchMock);
    expect(call!.fields).not.toHaveProperty('cart_key');
    expect(call!.fields).not.toHaveProperty('cart_ids[]');
    applyCart(createTestQueryClient(), 'ru-RU', answer.cart, answer.cartKey);
    expect(stored()).toEqual([null, null]);
  });
});
