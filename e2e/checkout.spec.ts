import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiCall,
  cartLineFields,
  type Company,
  type Demo,
  escapeRegExp,
  expect,
  expectNoHorizontalOverflow,
  fillGuestCart,
  type HeldCart,
  holdGuestCart,
  test,
} from './fixtures';
import { decodedMail, mailedLinkToken, mailsTo } from './mails';

/**
 * Checkout and the after-order pages: a guest's cart of two documents (one on paper, so
 * the delivery block is asked) placed for a bank transfer, the invoice downloaded and read back, the
 * guest signed in with the order in the account; and an e-mail that already has an account: login
 * offered, the cart kept, nothing attached; and a card order through the sandbox payment page
 * (declined, paid again, approved), the customer's account, and the next checkout prefilled.
 */

interface OfferedProduct {
  id: number;
  name: string;
  price_num: number;
  delivery: boolean;
}

/** Requisites with valid check digits (a real company's public data). */
const LEGAL_ENTITY = {
  name: 'ООО «Альфа Документ»',
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: '773601001',
  address: 'Москва, ул. Вавилова, 19',
  bik: '044525225',
  bank: 'ПАО Сбербанк',
  account: '40702810938000000001',
} as const;

/** '2026-03-02' as the ru-RU pages write it. */
const ruDate = (iso: string) => iso.split('-').reverse().join('.');

/** A guest cart of one electronic and one paper document, held by its ids and key as the browser keeps them. */
async function guestCart(request: APIRequestContext, demo: Demo): Promise<HeldCart & { names: string[] }> {
  const russia = await demo.country('russia');
  const { products } = await apiCall<{ products: OfferedProduct[] }>(request, 'products', {
    lang: demo.lang,
    country_id: russia.id,
  });
  const chosen = [
    products.find((product) => !product.delivery)!,
    products.find((product) => product.delivery)!,
  ];
  const company: Company = (await demo.companies(russia.id, 'строй')).companies[0]!;
  const cart = await fillGuestCart(
    request,
    chosen.map((product) => cartLineFields(demo.lang, product, company)),
  );
  return { ...cart, names: chosen.map((product) => product.name) };
}

async function fillBuyer(page: Page, demo: Demo, email: string) {
  const box = (key: string) =>
    demo.t(key).then((label) => page.getByRole('textbox', { name: new RegExp(`^${label}`) }));
  await (await box('LastName')).fill('Иванова');
  await (await box('FirstName')).fill('Анна');
  await (await box('Email')).fill(email);
  await page
    .getByRole('textbox', { name: new RegExp(`^${await demo.t('Phone')} \\(`) })
    .pressSequentially('9123456789');
  await (await box('DeliveryCountry')).fill('Россия');
  await (await box('Region')).fill('Москва');
  await (await box('City')).fill('Москва');
  await (await box('ContactIndex')).fill('101000');
  await (await box('DeliveryAddress')).fill('ул. Мясницкая, 1');
  await (await box('ContactName')).fill('Анна Иванова');
  await page
    .getByRole('textbox', { name: new RegExp(`^${await demo.t('ContactPhone')}`) })
    .pressSequentially('9031112233');
}

for (const viewportName of ['desktop', 'phone'] as const) {
  test.describe(() => {
    test.use({ lang: 'ru-RU', viewportName });

    test(`guest: two documents -> checkout with delivery -> bank transfer -> order-success with the invoice PDF -> account (${viewportName})`, async ({
      shop,
      demo,
      request,
    }, testInfo) => {
      test.setTimeout(90_000);
      const { page } = shop;
      const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
      const cart = await guestCart(request, demo);
      await holdGuestCart(page, cart);

      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(await t('Checkout'));
      await expect(page.getByTestId('checkout-item')).toHaveCount(2);
      for (const name of cart.names) await expect(page.getByTestId('checkout-summary')).toContainText(name);
      await expect(page.getByRole('group', { name: await t('DeliveryDetails') })).toBeVisible();
      await expectNoHorizontalOverflow(shop);
      await shop.expectAccessible('checkout');

      await fillBuyer(page, demo, `checkout-${viewportName}-${Date.now()}@example.com`);
      await page.getByRole('radio', { name: new RegExp(await t('PaymentInvoice')) }).check();
      await page.getByRole('button', { name: await t('PlaceOrder') }).click();

      await expect(page).toHaveURL(/\/order-success\?order_id=\d+$/, { timeout: 30_000 });
      const details = page.getByTestId('order-details');
      await expect(details.getByTestId('order-status')).toHaveText(await t('OrderStatusAwaitingPayment'));
      await expect(details.getByTestId('order-item')).toHaveCount(2);
      // No day before the payment (the back-office has none either): the working days after it.
      await expect(details.getByTestId('expected-date')).toHaveCount(0);
      await expect(details.getByTestId('expected-after-payment')).toBeVisible();
      const number = (await details.getByRole('heading', { level: 2 }).textContent())!.replace(/^\D*/, '');
      await expect(page.getByTestId('cart-button')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('cart_ids'))).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('cart_key'))).toBeNull();
      await expectNoHorizontalOverflow(shop);
      await shop.expectAccessible('order-success');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('download-invoice').click(),
      ]);
      const file = testInfo.outputPath('invoice.pdf');
      await download.saveAs(file);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
        /\s+/g,
        ' ',
      );
      expect(text).toContain(number);

      // Signed in by the order: the account lists it with its state, ready after the payment.
      await page.getByTestId('go-to-orders').click();
      await expect(page).toHaveURL(/\/account\/orders$/);
      const rows = page.getByTestId('orders-table').locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(rows.first().getByTestId('order-status')).toHaveText(
        await t('OrderStatusAwaitingPayment'),
      );
      await expect(rows.first().getByTestId('order-expected-date')).toHaveCount(0);
      await expect(rows.first()).toContainText(await t('ReadyAfterPayment'));
      shop.expectNoErrors();
    });
  });
}

test.describe(() => {
  test.use({ lang: 'ru-RU', viewportName: 'desktop' });

  test('an e-mail with an account: login offered, the cart and the form kept, nothing attached', async ({
    shop,
    demo,
    request,
  }) => {
    test.setTimeout(90_000);
    const { page } = shop;
    const t = (key: string) => demo.t(key);
    const email = `checkout-exists-${Date.now()}@example.com`;
    const password = 'checkout-pass-12';
    const cart = await guestCart(request, demo);
    await holdGuestCart(page, cart);

    // Registered through the page (the human check runs there), confirmed by its mailed link.
    await page.goto('/login');
    const signup = page.getByRole('region', { name: await t('RegisterTitle') });
    await signup.getByRole('textbox', { name: new RegExp(`^${await t('Email')}`) }).fill(email);
    await signup.getByLabel(new RegExp(`^${await t('Password')}`)).fill(password);
    await signup.getByLabel(new RegExp(`^${await t('RepeatPassword')}`)).fill(password);
    await signup.getByRole('button', { name: await t('Register') }).click();
    await expect(signup.getByText(await t('RegisterCheckEmail'))).toBeVisible({ timeout: 20_000 });
    const token = await mailedLinkToken(email, '/confirm-email');
    // Confirmed from another browser: this one stays a guest.
    const confirm = await shop.context.browser()!.newContext({ baseURL: new URL(page.url()).origin });
    const confirmPage = await confirm.newPage();
    await confirmPage.goto(`/confirm-email#token=${token}`);
    await expect(confirmPage).toHaveURL(/\/account\/profile$/, { timeout: 20_000 });
    await confirm.close();

    await page.goto('/checkout');
    await fillBuyer(page, demo, email);
    const comment = page.getByRole('textbox', { name: new RegExp(`^${await t('Comment')}`) });
    await comment.fill('Нужно к пятнице');
    // A reload keeps what was typed.
    await page.reload();
    await expect(page.getByRole('textbox', { name: new RegExp(`^${await t('Email')}`) })).toHaveValue(email);
    await expect(comment).toHaveValue('Нужно к пятнице');
    await page.getByRole('button', { name: await t('PlaceOrder') }).click();
    await expect(page.getByRole('alert').filter({ hasText: await t('UserExists') })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('textbox', { name: new RegExp(`^${await t('LastName')}`) })).toHaveValue(
      'Иванова',
    );
    await expect(page.getByTestId('checkout-item')).toHaveCount(2);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart_ids'))) ?? '[]')).toEqual(
      cart.ids,
    );

    // The notice sits by the e-mail field, in view, with its two ways on.
    const notice = page.getByTestId('user-exists');
    await expect(notice).toBeInViewport();
    await expect(notice.getByTestId('mail-sign-in-link')).toBeVisible();
    await shop.expectAccessible('checkout-user-exists');
    await notice.getByRole('link', { name: await t('LoginToContinue') }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout&email=/);
    const login = page.getByRole('form', { name: await t('LoginTitle') });
    // The e-mail is filled in already.
    await expect(login.getByRole('textbox', { name: new RegExp(`^${await t('Email')}`) })).toHaveValue(email);
    await login.getByLabel(new RegExp(`^${await t('Password')}`)).fill(password);
    await login.getByRole('button', { name: await t('Login') }).click();
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
    // The guest's cart came along; the form is as it was typed.
    await expect(page.getByTestId('checkout-item')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: new RegExp(`^${await t('Email')}`) })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: new RegExp(`^${await t('Comment')}`) })).toHaveValue(
      'Нужно к пятнице',
    );
    await expect(page.getByRole('textbox', { name: new RegExp(`^${await t('LastName')}`) })).toHaveValue(
      'Иванова',
    );
    // Nothing was ordered for the account.
    await page.goto('/account/orders');
    await expect(page.getByTestId('account-empty')).toBeVisible();
    // The browser logs the refused save-order (409, the spec's userExists answer) itself.
    expect(
      shop.errors.filter((error) => !/409 \(Conflict\) \(http:\/\/[^)]+\/api\/save-order\)/.test(error)),
    ).toEqual([]);
  });
});

/** The sandbox's payment page: the order and its amount, then the payer's decision. */
async function decideOnSandbox(page: Page, demo: Demo, decision: 'approve' | 'decline', number: string) {
  await expect(page).toHaveURL(/\/pay\/sandbox\?payment=[\w-]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await demo.t('SandboxPayTitle'));
  await expect(page.getByTestId('sandbox-order')).toContainText(number);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(/^\d[\d\s]*\s?₽$/);
  await page.getByTestId(`sandbox-${decision}`).click();
}

for (const viewportName of ['desktop', 'phone'] as const) {
  test.describe(() => {
    test.use({ lang: 'ru-RU', viewportName });

    test(`guest: search -> two documents -> card -> sandbox declines -> payment-fail -> pay again -> approve -> paid -> account -> next checkout prefilled (${viewportName})`, async ({
      shop,
      demo,
    }) => {
      test.setTimeout(120_000);
      const { page, context } = shop;
      const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
      const russia = await demo.country('russia');
      const company = (await demo.companies(russia.id, 'строй')).companies.find((found) => found.inn)!;
      const { products } = await apiCall<{ products: OfferedProduct[] }>(page.request, 'products', {
        lang: demo.lang,
        country_id: russia.id,
      });
      const chosen = [
        products.find((product) => !product.delivery)!,
        products.find((product) => product.delivery)!,
      ];

      // The search: the company's documents, one electronic and one on paper, to the cart.
      await page.goto(`/search?query=${encodeURIComponent(company.inn)}&country=${russia.id}`);
      const card = page.getByTestId('company').filter({ hasText: company.inn }).first();
      await card.getByRole('button', { name: await t('DocumentsAndPrices') }).click();
      for (const product of chosen) {
        await card.getByRole('button', { name: `${await t('AddToCart')}: ${product.name}` }).click();
        await expect(
          card.getByRole('button', { name: `${await t('InCart')}: ${product.name}` }),
        ).toBeVisible();
      }
      await page.getByTestId('cart-button').click();
      await page.getByRole('dialog').getByTestId('checkout').click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByTestId('checkout-item')).toHaveCount(2);

      // Card is the first method; the order goes to the sandbox's page, which declines.
      const email = `card-${viewportName}-${Date.now()}@example.com`;
      await fillBuyer(page, demo, email);
      await expect(page.getByRole('radio', { name: new RegExp(await t('PaymentCard')) })).toBeChecked();
      await page.getByRole('button', { name: await t('PlaceOrder') }).click();
      await expect(page).toHaveURL(/\/pay\/sandbox\?/, { timeout: 30_000 });
      const number = (await page.getByTestId('sandbox-order').textContent())!.replace(/^\D*/, '');
      await decideOnSandbox(page, demo, 'decline', number);

      // payment-fail: why, and paying again.
      await expect(page).toHaveURL(/\/payment-fail\?order_id=\d+$/, { timeout: 20_000 });
      const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
      await expect(page.getByTestId('payment-failure')).toHaveText(await t('PaymentDeclined'));
      // The payer is mailed the way back too: the order's page in the account, which pays it.
      const declinedMail = () =>
        mailsTo(email)
          .map(decodedMail)
          .find((mail) => mail.includes('Банк не подтвердил оплату картой'));
      await expect.poll(declinedMail, { timeout: 20_000 }).toBeTruthy();
      expect(declinedMail()).toContain(`/account/orders/${orderId}`);
      await expect(page.getByTestId('order-status')).toHaveText(await t('OrderStatusAwaitingPayment'));
      // A new document from the payment page's redirect: at its top, not where the checkout was left.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoHorizontalOverflow(shop);
      await shop.expectAccessible('payment-fail');
      if (viewportName === 'desktop')
        await page.getByRole('button', { name: await t('RetryPayment') }).click();
      else {
        // Paying later: the account's list offers the unpaid order's payment on its own page.
        await page.goto('/account/orders');
        const unpaid = page.getByTestId('orders-table').locator('tbody tr').first();
        await expect(unpaid.getByTestId('order-status')).toHaveText(await t('OrderStatusAwaitingPayment'));
        await unpaid.getByTestId('pay-order-link').click();
        await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
        await expect(page.getByTestId('order-details')).toContainText(number);
        await expectNoHorizontalOverflow(shop);
        await shop.expectAccessible('account-order');
        await page.getByTestId('pay-order').click();
      }
      await decideOnSandbox(page, demo, 'approve', number);

      // payment-success: paid, ready the order's working days after today's payment.
      await expect(page).toHaveURL(new RegExp(`/payment-success\\?order_id=${orderId}$`), {
        timeout: 20_000,
      });
      const outcome = page.getByTestId('payment-outcome');
      await expect(outcome).toHaveAttribute('data-outcome', 'paid');
      await expect(outcome.getByText(await t('PaymentSuccess'), { exact: true })).toBeVisible();
      await expect(outcome.getByTestId('order-status')).toHaveText(await t('OrderStatusPaid'));
      const authKey = (await context.cookies()).find((cookie) => cookie.name === 'auth_key')?.value;
      expect(authKey, 'the guest is signed in by the order').toBeTruthy();
      const { order } = await apiCall<{ order: { expected_date: string; duration_days: number } }>(
        page.request,
        `get-order?order_id=${orderId}`,
        { lang: demo.lang, auth_key: authKey! },
      );
      const ready = await apiCall<{ date: string }>(page.request, 'ready-date', {
        days: order.duration_days,
      });
      expect(order.expected_date).toBe(ready.date);
      await expect(outcome.getByTestId('expected-date')).toHaveText(ruDate(ready.date));
      await expectNoHorizontalOverflow(shop);
      await shop.expectAccessible('payment-success');

      // The account: both documents paid with their days; the order's invoice among the documents.
      await page.getByTestId('go-to-orders').click();
      await expect(page).toHaveURL(/\/account\/orders$/);
      const rows = page.getByTestId('orders-table').locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(rows.getByTestId('order-status')).toHaveText([
        await t('OrderStatusPaid'),
        await t('OrderStatusPaid'),
      ]);
      await expect(
        rows.getByTestId('order-expected-date').filter({ hasText: ruDate(ready.date) }),
      ).not.toHaveCount(0);
      await page
        .getByRole('link', { name: await t('Documents') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/account\/documents$/);
      const invoice = page
        .getByTestId('documents-table')
        .locator('tbody tr')
        .filter({ hasText: await t('Invoice') });
      await expect(invoice).toHaveCount(1);
      await expect(invoice).toContainText(number);

      // A default legal entity, then the next checkout starts from the account.
      await page
        .getByRole('link', { name: await t('LegalEntities') })
        .first()
        .click();
      await page
        .getByRole('button', { name: await t('AddLegalEntity') })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: await t('AddLegalEntity') });
      const field = async (key: string) =>
        dialog.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(await t(key))}`) });
      await (await field('LegalEntityName')).fill(LEGAL_ENTITY.name);
      await (await field('LegalEntityInn')).fill(LEGAL_ENTITY.inn);
      await (await field('LegalEntityOgrn')).fill(LEGAL_ENTITY.ogrn);
      await (await field('LegalEntityKpp')).fill(LEGAL_ENTITY.kpp);
      await (await field('LegalEntityAddress')).fill(LEGAL_ENTITY.address);
      await (await field('LegalEntityBik')).fill(LEGAL_ENTITY.bik);
      await (await field('LegalEntityBank')).fill(LEGAL_ENTITY.bank);
      await (await field('LegalEntityAccount')).fill(LEGAL_ENTITY.account);
      await dialog.getByRole('button', { name: await t('Save') }).click();
      await expect(dialog).toBeHidden({ timeout: 20_000 });
      await expect(
        page.getByRole('article', { name: LEGAL_ENTITY.name }).getByText(await t('Default'), { exact: true }),
      ).toBeVisible();
      await apiCall(page.request, 'add-to-cart', {
        lang: demo.lang,
        auth_key: authKey!,
        'company[id]': company.id,
        'company[name]': company.name,
        'company[inn]': company.inn,
        'company[country]': company.country,
        product_id: chosen[0]!.id,
        price: chosen[0]!.price_num.toFixed(2),
      });
      await page.goto('/checkout');
      await expect(page.getByTestId('checkout-item')).toHaveCount(1);
      const box = async (key: string) =>
        page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(await t(key))}`) });
      await expect(await box('LastName')).toHaveValue('Иванова');
      await expect(await box('FirstName')).toHaveValue('Анна');
      await expect(await box('Email')).toHaveValue(email);
      await expect(page.getByRole('textbox', { name: new RegExp(`^${await t('Phone')} \\(`) })).toHaveValue(
        /912\D*345\D*67\D*89/,
      );
      await expect(await box('YurName')).toHaveValue(LEGAL_ENTITY.name);
      await expect(await box('YurInn')).toHaveValue(LEGAL_ENTITY.inn);
      await expectNoHorizontalOverflow(shop);
      shop.expectNoErrors();
    });
  });
}

test.describe(() => {
  test.use({ lang: 'ru-RU', viewportName: 'desktop' });

  test("a retry after the answer was lost: the same order, and this browser signed in by its checkout's value", async ({
    shop,
    demo,
    request,
  }) => {
    test.setTimeout(90_000);
    const { page } = shop;
    const t = (key: string) => demo.t(key);
    const cart = await guestCart(request, demo);
    await holdGuestCart(page, cart);
    // The first save-order reaches the server, which places the order; its answer never arrives.
    const sent: string[] = [];
    await page.route('**/api/save-order', async (route) => {
      sent.push(route.request().postData() ?? '');
      const response = await route.fetch();
      if (sent.length === 1) await route.abort('timedout');
      else await route.fulfill({ response });
    });

    await page.goto('/checkout');
    await fillBuyer(page, demo, `checkout-retry-${Date.now()}@example.com`);
    await page.getByRole('radio', { name: new RegExp(await t('PaymentInvoice')) }).check();
    await page.getByRole('button', { name: await t('PlaceOrder') }).click();
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: await t('PlaceOrder') }).click();

    await expect(page).toHaveURL(/\/order-success\?order_id=\d+$/, { timeout: 30_000 });
    const checkoutKey = (body: string) => /name="checkout_key"\r\n\r\n([^\r]*)\r\n/.exec(body)?.[1];
    expect(sent).toHaveLength(2);
    expect(checkoutKey(sent[0]!)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(checkoutKey(sent[1]!)).toBe(checkoutKey(sent[0]!));
    // One order of the two documents, in the account this browser is now signed in to.
    await page.getByTestId('go-to-orders').click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByTestId('orders-table').locator('tbody tr')).toHaveCount(2);
    // The browser logs the request the network lost itself.
    expect(shop.errors.filter((error) => !/ERR_TIMED_OUT/.test(error))).toEqual([]);
  });
});
