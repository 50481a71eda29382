import type { Page } from '@playwright/test';
import { createStaff } from './back-office';
import {
  apiCall,
  cartLineFields,
  type Company,
  expect,
  expectNoHorizontalOverflow,
  fillGuestCart,
  holdGuestCart,
  test,
} from './fixtures';

interface OfferedProduct {
  id: number;
  name: string;
  price_num: number;
  ruble_price_num: number;
  delivery: boolean;
}

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

test.use({ lang: 'ru-RU', viewportName: 'desktop' });

/**
 * The administrator sets a new rouble rate on /admin/rates; the shop's prices
 * follow at once; an order placed before keeps its rouble total. The rate is put back at the end:
 * the e2e database is shared with the other journeys.
 */
test('the administrator sets a new rate: the shop shows new rouble prices, a placed order keeps its total', async ({
  shop,
  demo,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page } = shop;
  const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
  const russia = await demo.country('russia');
  const offered = async () =>
    (
      await apiCall<{ products: OfferedProduct[] }>(request, 'products', {
        lang: 'ru-RU',
        country_id: russia.id,
      })
    ).products.find((product) => !product.delivery)!;
  const product = await offered();
  const company: Company = (await demo.companies(russia.id, 'строй')).companies[0]!;

  // A guest orders one electronic document, paid by bank transfer.
  const cart = await fillGuestCart(request, [cartLineFields('ru-RU', product, company)]);
  await holdGuestCart(page, cart);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-item')).toHaveCount(1);
  const box = async (key: string) => page.getByRole('textbox', { name: new RegExp(`^${await t(key)}`) });
  await (await box('LastName')).fill('Петрова');
  await (await box('FirstName')).fill('Мария');
  await (await box('Email')).fill(`rates-${Date.now()}@example.com`);
  await page
    .getByRole('textbox', { name: new RegExp(`^${await t('Phone')} \\(`) })
    .pressSequentially('9123456789');
  await page.getByRole('radio', { name: new RegExp(await t('PaymentInvoice')) }).check();
  await page.getByRole('button', { name: await t('PlaceOrder') }).click();
  await expect(page).toHaveURL(/\/order-success\?order_id=\d+$/, { timeout: 30_000 });
  const orderUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const orderTotal = page.getByTestId('order-details').getByTestId('order-total-rub');
  await expect(orderTotal).toHaveText(/₽/);
  const totalBefore = await orderTotal.textContent();
  expect(digits(totalBefore)).toBe(String(product.ruble_price_num));

  // The administrator, in a browser of their own, sets today's rate ten roubles higher.
  const email = `rates-admin-${Date.now()}@example.com`;
  const password = 'rates-admin-pass-123';
  createStaff(email, password, 'admin');
  const adminContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'ru-RU',
  });
  await adminContext.addCookies([{ name: 'language', value: 'ru-RU', domain: '127.0.0.1', path: '/' }]);
  const admin: Page = await adminContext.newPage();
  let restore: string | undefined;
  try {
    await admin.goto('/admin/rates');
    await expect(admin).toHaveURL(/\/login\?message=auth_required&redirect=%2Fadmin%2Frates$/);
    const login = admin.getByRole('region', { name: await t('LoginTitle') });
    await login.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await login.getByLabel(/^Пароль/).fill(password);
    await login.getByRole('button', { name: await t('Login') }).click();
    await expect(admin).toHaveURL(/\/admin\/rates$/);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(await t('AdminRates'));

    const current = admin.getByTestId('admin-rate-value');
    await expect(current).toHaveText(/\d/);
    restore = (await current.textContent())!.replace(/\s/g, '').replace(',', '.');
    const newRate = (Number(restore) + 10).toFixed(2);
    expect(restore).toMatch(/^\d+\.\d{2}$/);
    const form = admin.getByRole('form', { name: await t('AdminRateSetTitle') });
    await form
      .getByRole('textbox', { name: new RegExp(`^${await t('AdminRateValue')}`) })
      .fill(newRate.replace('.', ','));
    await form.getByRole('button', { name: await t('AdminRateSave') }).click();
    await expect(form.getByRole('status')).toHaveText(await t('AdminRateSaved'));
    await expect(current).toHaveText(newRate.replace('.', ','));
    await expect(admin.getByTestId('admin-rate-history').locator('tbody tr').first()).toContainText(email);
    await expectNoHorizontalOverflow({ ...shop, page: admin });

    // The shop prices in it at once (every instance within the content cache's second).
    await expect.poll(async () => (await offered()).ruble_price_num).toBeGreaterThan(product.ruble_price_num);
    const repriced = await offered();
    await page.goto('/tariffs/russia');
    const card = page
      .getByRole('main')
      .getByTestId('product-card')
      .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
      .first();
    await expect(card.getByTestId('price-rub').first()).toHaveText(/₽/);
    expect(digits(await card.getByTestId('price-rub').first().textContent())).toBe(
      String(repriced.ruble_price_num),
    );

    // The order placed before keeps its rouble total.
    await page.goto(orderUrl);
    await expect(page.getByTestId('order-details').getByTestId('order-total-rub')).toHaveText(totalBefore!);
    shop.expectNoErrors();
  } finally {
    // Put the rate back (a new manual rate of today with the old value): other journeys read prices.
    if (restore) {
      const form = admin.getByRole('form', { name: await t('AdminRateSetTitle') });
      await admin.goto('/admin/rates');
      await form
        .getByRole('textbox', { name: new RegExp(`^${await t('AdminRateValue')}`) })
        .fill(restore.replace('.', ','));
      await form.getByRole('button', { name: await t('AdminRateSave') }).click();
      await expect(admin.getByTestId('admin-rate-value')).toHaveText(restore.replace('.', ','));
    }
    await adminContext.close();
  }
});
