import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type CartProduct, createStaff, fillCheckout, smallPdf } from './back-office';
import {
  apiCall,
  cartLineFields,
  expect,
  expectNoHorizontalOverflow,
  type HeldCart,
  holdGuestCart,
  LANGS,
  type Demo,
  escapeRegExp,
  type ShopPage,
  test,
} from './fixtures';

/** The widths the account's orders must read well at: a small phone, the narrowest table, a laptop. */
const WIDTHS = [360, 800, 1366] as const;

const moscowToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());

/** A manager's session (a new staff account, made with the shop's CLI). */
async function managerKey(request: APIRequestContext, stamp: string): Promise<string> {
  const email = `orders-list-manager-${stamp}@example.com`;
  const password = 'manager-pass-12345';
  createStaff(email, password, 'manager');
  const { user } = await apiCall<{ user: { auth_key: string } }>(request, 'login', {
    'LoginForm[username]': email,
    'LoginForm[password]': password,
    'LoginForm[rememberMe]': 0,
  });
  return user.auth_key;
}

/** The back-office's part: the invoice order's transfer arrived, it is taken, one item's PDF delivered. */
async function payAndDeliverOne(request: APIRequestContext, authKey: string, orderId: number) {
  await apiCall(request, `admin/order-mark-paid?id=${orderId}`, {
    auth_key: authKey,
    paid_on: moscowToday(),
    reference: '4711',
  });
  await apiCall(request, `admin/order-take?id=${orderId}`, { auth_key: authKey });
  const { order } = await apiCall<{ order: { items: { id: number }[] } }>(
    request,
    `admin/order?id=${orderId}`,
    { auth_key: authKey },
  );
  const uploaded = await request.post(`/api/admin/order-upload?id=${order.items[0]!.id}`, {
    multipart: {
      auth_key: authKey,
      file: { name: 'extract.pdf', mimeType: 'application/pdf', buffer: smallPdf('Extract') },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
}

/**
 * A guest's cart of two electronic documents of Russia for one register company, as the browser
 * keeps it; a product the company cannot have (an extract of another kind of company) is passed over.
 */
async function twoDocumentsCart(
  request: APIRequestContext,
  demo: Demo,
): Promise<HeldCart & { products: CartProduct[] }> {
  const russia = await demo.country('russia');
  const { products } = await apiCall<{ products: CartProduct[] }>(request, 'products', {
    lang: demo.lang,
    country_id: russia.id,
  });
  const company = (await demo.companies(russia.id, 'строй')).companies[0]!;
  const chosen: CartProduct[] = [];
  let ids: number[] = [];
  let key = '';
  for (const product of products.filter((candidate) => !candidate.delivery)) {
    if (chosen.length === 2) break;
    const fields: Record<string, string> = Object.fromEntries(
      Object.entries(cartLineFields(demo.lang, product, company)).map(([name, value]) => [
        name,
        String(value),
      ]),
    );
    if (key) fields.cart_key = key;
    ids.forEach((id, index) => (fields[`cart_ids[${index}]`] = String(id)));
    const answer = await request.post('/api/add-to-cart', { multipart: fields });
    if (!answer.ok()) continue;
    const cart = (await answer.json()) as { cart: { id: number }[]; cart_key?: string };
    ids = cart.cart.map((item) => item.id);
    key ||= cart.cart_key ?? '';
    chosen.push(product);
  }
  expect(chosen).toHaveLength(2);
  return { ids, key, products: chosen };
}

/** A second order of the signed-in customer, by invoice, left unpaid. */
async function placeUnpaidOrder(
  page: Page,
  demo: Demo,
  { email, authKey, product }: { email: string; authKey: string; product: CartProduct },
) {
  const russia = await demo.country('russia');
  const company = (await demo.companies(russia.id, 'строй')).companies[0]!;
  await apiCall(page.request, 'add-to-cart', {
    ...cartLineFields(demo.lang, product, company),
    auth_key: authKey,
  });
  await fillCheckout(page, demo, email, 'PaymentInvoice');
  await expect(page).toHaveURL(/\/order-success\?order_id=\d+$/, { timeout: 30_000 });
  return Number(new URL(page.url()).searchParams.get('order_id'));
}

/** The page at a phone's and a laptop's width, whole, into the test's output; then the laptop's again. */
async function screenshots(shop: ShopPage, name: string) {
  for (const width of [360, 1366]) {
    await shop.page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await expectNoHorizontalOverflow(shop);
    await shop.expectAccessible(`${name} at ${width}px`);
    await shop.page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** How many lines of text an element takes (its height over its line height). */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const lineHeight = Number.parseFloat(getComputedStyle(node).lineHeight);
    return Math.round(node.getBoundingClientRect().height / lineHeight);
  });

for (const lang of LANGS) {
  test.describe(() => {
    test.use({ lang, viewportName: 'desktop' });

    test(`the account's orders read well at 360 and 1366 px; the ready day waits for the payment; the profile has the checkout's names (${lang})`, async ({
      shop,
      demo,
    }) => {
      test.setTimeout(180_000);
      const { page, context } = shop;
      const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
      const stamp = `${lang}-${Date.now()}`;
      const email = `orders-list-${stamp}@example.com`;

      // A guest orders two documents by invoice; the checkout signs them in.
      const cart = await twoDocumentsCart(context.request, demo);
      await holdGuestCart(page, cart);
      await fillCheckout(page, demo, email, 'PaymentInvoice');
      await expect(page).toHaveURL(/\/order-success\?order_id=\d+$/, { timeout: 30_000 });
      const paidOrderId = Number(new URL(page.url()).searchParams.get('order_id'));
      const authKey = (await context.cookies()).find((cookie) => cookie.name === 'auth_key')!.value;

      // The transfer arrives, one document is delivered; a second order stays unpaid.
      await payAndDeliverOne(page.request, await managerKey(page.request, stamp), paidOrderId);
      const unpaidOrderId = await placeUnpaidOrder(page, demo, {
        email,
        authKey,
        product: cart.products[0]!,
      });

      await page.goto('/account/orders');
      const rows = page.getByTestId('orders-table').locator('tbody tr');
      await expect(rows).toHaveCount(3);
      const unpaid = rows.filter({ has: page.getByTestId('pay-order-link') });
      await expect(unpaid).toHaveCount(1);
      // Counted from the payment, as the back-office has it: no day before it.
      await expect(unpaid.getByTestId('order-expected-date')).toHaveCount(0);
      await expect(unpaid).toContainText(await t('ReadyAfterPayment'));
      const delivered = rows.filter({ has: page.getByRole('button', { name: /./ }) });
      await expect(delivered).toHaveCount(1);
      const inWork = rows.filter({ has: page.getByTestId('order-expected-date') });
      await expect(inWork).toHaveCount(1);

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
        await expect(rows).toHaveCount(3);
        for (const row of await rows.all()) {
          // The order's number never breaks, whatever the row holds.
          const number = row.getByTestId('order-number');
          await expect(number).toHaveText(/RD-\d{6}/);
          expect(await number.evaluate((node) => node.getClientRects().length), `${width}px`).toBe(1);
          const placed = row.getByTestId('order-date');
          expect(await placed.evaluate((node) => node.getClientRects().length), `${width}px`).toBe(1);
          // A long document name takes two lines at most in the table (a phone's card shows it whole).
          if (width >= 800)
            expect(await linesOf(row.getByTestId('order-product-name')), `${width}px`).toBeLessThanOrEqual(2);
        }
        await expectNoHorizontalOverflow(shop);
        await shop.expectAccessible(`account orders at ${width}px`);
        await page.screenshot({
          path: test.info().outputPath(`account-orders-${lang}-${width}.png`),
          fullPage: true,
        });
      }
      expect(paidOrderId).not.toBe(unpaidOrderId);

      // The unpaid order's own page: its working days from the payment instead of a day.
      await page.goto(`/account/orders/${unpaidOrderId}`);
      await expect(page.getByTestId('expected-after-payment')).toBeVisible();
      await expect(page.getByTestId('expected-date')).toHaveCount(0);
      await screenshots(shop, `account-order-unpaid-${lang}`);

      // The profile has the checkout's last name and patronymic: kept, and the next checkout starts from them.
      await page.goto('/account/profile');
      const box = async (key: string) =>
        page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(await t(key))}`) });
      await expect(await box('LastName')).toHaveValue('Иванова');
      await expect(await box('FirstName')).toHaveValue('Анна');
      await (await box('LastName')).fill('Петрова');
      await (await box('MiddleName')).fill('Сергеевна');
      await page.getByRole('button', { name: await t('Save') }).click();
      await expect(page.getByRole('status').filter({ hasText: await t('ProfileSaved') })).toBeVisible();
      await page.reload();
      await expect(await box('LastName')).toHaveValue('Петрова');
      await expect(await box('MiddleName')).toHaveValue('Сергеевна');
      await screenshots(shop, `account-profile-${lang}`);

      await apiCall(page.request, 'add-to-cart', {
        ...cartLineFields(
          demo.lang,
          cart.products[1]!,
          (await demo.companies((await demo.country('russia')).id, 'строй')).companies[0]!,
        ),
        auth_key: authKey,
      });
      await page.goto('/checkout');
      await expect(await box('LastName')).toHaveValue('Петрова');
      await expect(await box('MiddleName')).toHaveValue('Сергеевна');
      shop.expectNoErrors();
    });
  });
}

test.describe(() => {
  test.use({ lang: 'ru-RU', viewportName: 'desktop' });

  test("a logout in one tab takes the shop's other open tabs out at once, without a click there", async ({
    shop,
    demo,
  }) => {
    test.setTimeout(120_000);
    const { page, context } = shop;
    const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
    const email = `two-tabs-${Date.now()}@example.com`;
    await holdGuestCart(page, await twoDocumentsCart(context.request, demo));
    await fillCheckout(page, demo, email, 'PaymentInvoice');
    await expect(page).toHaveURL(/\/order-success\?order_id=\d+$/, { timeout: 30_000 });

    // A second tab of the same browser on the account's orders.
    const other = await context.newPage();
    await other.goto('/account/orders');
    await expect(other.getByTestId('orders-table')).toBeVisible();
    await page.goto('/account/profile');

    await page.getByTestId('profile-button').click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: await t('Logout') })
      .click();
    await expect(page).toHaveURL(/\/$/);

    // The other tab leaves the account by itself: the login page, signed out.
    await expect(other).toHaveURL(/\/login\?message=auth_required&redirect=%2Faccount%2Forders$/);
    await expect(other.getByTestId('profile-button')).toHaveCount(0);
    await expect(other.getByText(await t('AuthRequired'))).toBeVisible();

    shop.expectNoErrors();
  });
});
