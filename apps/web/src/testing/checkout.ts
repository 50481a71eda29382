import type { CartItemWire, Order } from '@storefront/contract';

/** A cart line as the API answers it. */
export function cartItemFixture(overrides: Partial<CartItemWire> = {}): CartItemWire {
  return {
    id: 11,
    thumb: '',
    product_name: 'Выписка из ЕГРЮЛ',
    company_name: 'ООО «Ромашка»',
    company_inn: '7707083893',
    company_country: 'RU',
    company_register_id: '1027700132195',
    company_address: 'г. Москва, ул. Тверская, 1',
    product_duration: { from: 1, to: 2, text: '1' },
    product_price: '10.50 €',
    product_price_num: 10.5,
    product_ruble_price_num: 1031,
    delivery: false,
    product_id: 3,
    ...overrides,
  };
}

/** An order as get-order answers it: awaiting a card payment. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    number: '2026-000042',
    status: 'awaiting_payment',
    created_at: '2026-03-02T10:00:00Z',
    items: [cartItemFixture()],
    total_eur: 10.5,
    total_rub: 1031,
    ruble_course: '98.1234',
    ruble_course_date: '2026-03-02',
    delivery: null,
    payment_method: 'card',
    email: 'anna@example.com',
    yur_name: null,
    yur_inn: null,
    paid_at: null,
    // Counted from the payment: none yet.
    expected_date: null,
    expected_date_estimate: false,
    duration_days: 2,
    can_pay: true,
    payment: null,
    documents: [],
    shipments: [],
    ...overrides,
  };
}
