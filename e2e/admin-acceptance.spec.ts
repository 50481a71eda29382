import type { Page } from '@playwright/test';
import {
  createStaff,
  fillCheckout,
  guestCart,
  logIn,
  newBrowserContext,
  smallPdf,
  type Translate,
  typeInEditor,
} from './back-office';
import { apiCall, expect, holdGuestCart, test } from './fixtures';
import { decodedMail, mailedLinkToken, mailsTo } from './mails';

/*
 * The back-office end to end in Chromium: an administrator creates a manager; the manager
 * fulfils a paid order from a checkout made in this test; the customer gets the mail and sees the
 * documents and the act; the administrator changes a price and the rouble rate (the shop follows,
 * the placed order keeps its own), edits an FAQ entry in both languages; a customer opening /admin
 * is refused. The shop-wide changes are put back at the end (this file runs in the journeys'
 * one-at-a-time project, after the others: playwright.config.ts).
 */

interface OfferedProduct {
  id: number;
  name: string;
  price_num: number;
  ruble_price_num: number;
}

const commaDecimal = (value: number) => value.toFixed(2).replace('.', ',');

test('the back-office end to end: staff, fulfilment, mail, prices and rate, FAQ, refusal', async ({
  shop,
  demo,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const admin = shop.page;
  const t: Translate = (key, ...args) => demo.t(key, ...args);
  const stamp = Date.now();
  const russia = await demo.country('russia');
  const offered = async (page: Page) =>
    (
      await apiCall<{ products: OfferedProduct[] }>(page.request, 'products', {
        lang: 'ru-RU',
        country_id: russia.id,
      })
    ).products;

  // The customer: two electronic documents, paid by card on the sandbox's page.
  const customerContext = await newBrowserContext(browser, baseURL!, 'ru-RU');
  const customer = await customerContext.newPage();
  const buyer = `acceptance-buyer-${stamp}@example.com`;
  const cart = await guestCart(customerContext.request, demo);
  await holdGuestCart(customer, cart);
  await fillCheckout(customer, demo, buyer, 'PaymentCard');
  await expect(customer).toHaveURL(/\/pay\/sandbox\?payment=[\w-]+$/, { timeout: 30_000 });
  const number = /RD-\d+/.exec((await customer.getByTestId('sandbox-order').textContent())!)![0];
  await customer.getByTestId('sandbox-approve').click();
  await expect(customer).toHaveURL(/\/payment-success\?order_id=\d+$/, { timeout: 30_000 });
  const orderPage = customer.url();
  const totalEur = customer.getByTestId('order-total-eur');
  const totalRub = customer.getByTestId('order-total-rub');
  await expect(totalRub).toHaveText(/\d.*₽/);
  const placedEur = (await totalEur.textContent())!;
  const placedRub = (await totalRub.textContent())!;

  // The administrator (the first one comes from the command line) creates a manager.
  const adminEmail = `acceptance-admin-${stamp}@example.com`;
  const adminPassword = 'acceptance-admin-pass-1';
  createStaff(adminEmail, adminPassword, 'admin');
  await admin.goto('/admin/staff');
  await expect(admin).toHaveURL(/\/login\?/);
  await logIn(admin, t, adminEmail, adminPassword);
  await expect(admin).toHaveURL(/\/admin\/staff$/);
  const managerEmail = `acceptance-manager-${stamp}@example.com`;
  await admin.getByTestId('admin-add-staff').click();
  const addStaff = admin.getByRole('dialog', { name: await t('AdminAddStaff') });
  await addStaff.getByRole('textbox', { name: /^E-mail/ }).fill(managerEmail);
  await addStaff.getByRole('textbox', { name: /^Имя/ }).fill('Ольга');
  await addStaff.getByRole('button', { name: await t('AdminCreateStaff') }).click();
  await expect(addStaff).toHaveCount(0);

  // The manager sets a password from the mailed link, logs in and opens /admin.
  const managerContext = await newBrowserContext(browser, baseURL!, 'ru-RU');
  const manager = await managerContext.newPage();
  const managerPassword = 'acceptance-manager-pass-1';
  await manager.goto(`/reset-password#token=${await mailedLinkToken(managerEmail, '/reset-password')}`);
  await manager
    .locator('input[type="password"]')
    .and(manager.getByLabel(/^Новый пароль/))
    .fill(managerPassword);
  await manager.getByLabel(/^Повторите пароль/).fill(managerPassword);
  await manager.getByRole('button', { name: await t('ResetPassword') }).click();
  await expect(manager.getByText(await t('PasswordChanged'))).toBeVisible({ timeout: 20_000 });
  await manager.goto('/login?redirect=%2Fadmin');
  await logIn(manager, t, managerEmail, managerPassword);
  await expect(manager).toHaveURL(/\/admin$/);
  await expect(manager.getByTestId('admin-user-menu')).toContainText(await t('AdminRoleManager'));

  // The manager finds the paid order, takes it into work and uploads a PDF for each item.
  await manager
    .getByRole('navigation', { name: await t('AdminMenu') })
    .getByRole('link', { name: await t('Orders'), exact: true })
    .click();
  const filters = manager.getByRole('search', { name: await t('AdminOrdersFilters') });
  await filters.getByLabel(await t('AdminOrdersSearch')).fill(number);
  await filters.getByRole('button', { name: await t('AdminApplyFilters') }).click();
  const rows = manager.getByTestId('admin-orders-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(await t('OrderStatusPaid'));
  await rows.first().getByRole('link').click();
  const status = manager.getByTestId('admin-order-status');
  await expect(status).toContainText(await t('OrderStatusPaid'));
  await manager.getByTestId('admin-order-take').click();
  await manager.getByTestId('admin-order-take-confirm').click();
  await expect(status).toContainText(await t('AdminStatusInProgress'));
  await expect(manager.getByTestId(/^admin-upload-\d+$/)).toHaveCount(2);
  for (const index of [1, 2]) {
    await manager
      .getByTestId(/^admin-upload-\d+$/)
      .filter({ hasText: await t('AdminUploadDocument') })
      .first()
      .click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByTestId('admin-upload-file').setInputFiles({
      name: `acceptance-${index}.pdf`,
      mimeType: 'application/pdf',
      buffer: smallPdf(`Acceptance extract ${index}`),
    });
    await dialog.getByTestId('admin-upload-submit').click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(status).toContainText(await t('OrderStatusCompleted'));
  await managerContext.close();

  // The customer's "documents ready" mail at the loopback SMTP sink.
  await expect
    .poll(
      () => mailsTo(buyer).some((raw) => decodedMail(raw).includes(`Документы по заказу ${number} готовы`)),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);

  // The customer sees both documents in the orders and the act among the documents.
  await customer.goto('/account/orders');
  const lines = customer.getByTestId('orders-table').locator('tbody tr').filter({ hasText: number });
  await expect(lines).toHaveCount(2);
  for (const line of await lines.all())
    await expect(line.getByRole('button', { name: new RegExp(await t('Download')) })).toBeVisible();
  await customer.goto('/account/documents?doc_type=act');
  await expect(
    customer.getByTestId('documents-table').locator('tbody tr').filter({ hasText: number }),
  ).toHaveCount(1);

  // The administrator changes the price of one of the ordered products and the rouble rate.
  const product = (await offered(admin)).find((row) => row.id === cart.products[0]!.id)!;
  const newPrice = product.price_num + 10;
  const setPrice = async (value: number) => {
    await admin.goto(`/admin/catalogue/products/${product.id}`);
    const price = admin.getByRole('textbox', { name: new RegExp(`^${await t('AdminFieldPrice')}`) });
    await price.fill(commaDecimal(value));
    await admin.getByRole('button', { name: await t('AdminSave') }).click();
    await expect(admin.getByRole('status').filter({ hasText: await t('AdminSaved') })).toBeVisible();
  };
  const setRate = async (value: string) => {
    await admin.goto('/admin/rates');
    const form = admin.getByRole('form', { name: await t('AdminRateSetTitle') });
    await form
      .getByRole('textbox', { name: new RegExp(`^${await t('AdminRateValue')}`) })
      .fill(value.replace('.', ','));
    await form.getByRole('button', { name: await t('AdminRateSave') }).click();
    await expect(admin.getByTestId('admin-rate-value')).toHaveText(value.replace('.', ','));
  };
  await admin.goto('/admin/rates');
  const rateBefore = (await admin.getByTestId('admin-rate-value').textContent())!
    .replace(/\s/g, '')
    .replace(',', '.');
  expect(rateBefore).toMatch(/^\d+\.\d{2}$/);
  try {
    await setPrice(newPrice);
    await setRate((Number(rateBefore) + 10).toFixed(2));

    // The shop: the new price in euros, roubles at the new rate; the placed order keeps its own.
    const changed = (await offered(customer)).find((row) => row.id === product.id)!;
    expect(changed.price_num).toBeCloseTo(newPrice, 2);
    expect(changed.ruble_price_num).toBeGreaterThan(product.ruble_price_num);
    await customer.goto(`/tariffs/${russia.link_sef}`);
    const card = customer
      .getByRole('main')
      .getByTestId('product-card')
      .filter({ has: customer.getByRole('heading', { name: product.name, exact: true }) })
      .first();
    await expect(card.getByTestId('price-eur').first()).toHaveText(`${commaDecimal(newPrice)} €`);
    await customer.goto(orderPage);
    await expect(totalEur).toHaveText(placedEur);
    await expect(totalRub).toHaveText(placedRub);
  } finally {
    await setPrice(product.price_num);
    await setRate(rateBefore);
  }

  // An FAQ entry edited in both languages shows on /faq in each (the last one: the content
  // journey edits the first).
  const faqs = (
    await apiCall<{ faqs: { id: number; question: string }[] }>(admin.request, 'faqs', { lang: 'ru-RU' })
  ).faqs;
  const entry = faqs.at(-1)!;
  await admin.goto(`/admin/content/faq/${entry.id}`);
  await admin
    .getByTestId('faq-language-ru-RU')
    .getByLabel(/^Вопрос/)
    .fill(`Как получить акт ${stamp}?`);
  await typeInEditor(admin, 'html-editor-translations.0.answer', `Акт приходит в личный кабинет ${stamp}`);
  await admin
    .getByTestId('faq-language-en-US')
    .getByLabel(/^Вопрос/)
    .fill(`How do I get the act ${stamp}?`);
  await typeInEditor(admin, 'html-editor-translations.1.answer', `The act comes to your account ${stamp}`);
  await admin.getByRole('button', { name: await t('Save') }).click();
  await expect(admin.getByText(await t('AdminContentSaved'))).toBeVisible();
  for (const [lang, question, answer] of [
    ['ru-RU', `Как получить акт ${stamp}?`, `Акт приходит в личный кабинет ${stamp}`],
    ['en-US', `How do I get the act ${stamp}?`, `The act comes to your account ${stamp}`],
  ] as const) {
    await customerContext.addCookies([{ name: 'language', value: lang, domain: '127.0.0.1', path: '/' }]);
    await customer.goto('/faq');
    await customer.getByText(question).click();
    await expect(customer.getByText(answer)).toBeVisible();
  }
  await customerContext.addCookies([{ name: 'language', value: 'ru-RU', domain: '127.0.0.1', path: '/' }]);

  // A customer opening the back-office is refused.
  await customer.goto('/admin');
  await expect(customer.getByTestId('admin-refused')).toBeVisible();
  await expect(customer.getByRole('heading', { level: 1, name: await t('AdminRefusedTitle') })).toBeVisible();
  await customerContext.close();
  shop.expectNoErrors();
});
