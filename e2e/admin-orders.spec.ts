import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiCall, type Company, type Demo, expect, expectNoHorizontalOverflow, test } from './fixtures';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A manager in the e2e server's database, made with the shop's built CLI (the password on stdin). */
function createManager(email: string, password: string): void {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
  const result = spawnSync(
    'node',
    ['apps/server/dist/cli.js', 'manager', 'create', email, '--password-stdin'],
    {
      cwd: root,
      input: `${password}\n`,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? join(runDir, 'e2e.sqlite'),
        LOG_LEVEL: 'warn',
      },
    },
  );
  expect(result.status, `manager create: ${result.stdout}${result.stderr}`).toBe(0);
}

/** A small real PDF (one page, one line of text) with a correct cross-reference table. */
function smallPdf(text: string): Buffer {
  const content = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A guest's cart of two electronic documents for one company, as the browser keeps its ids. */
async function guestCart(request: APIRequestContext, demo: Demo): Promise<number[]> {
  const russia = await demo.country('russia');
  const { products } = await apiCall<{ products: { id: number; price_num: number; delivery: boolean }[] }>(
    request,
    'products',
    { lang: demo.lang, country_id: russia.id },
  );
  const company: Company = (await demo.companies(russia.id, 'строй')).companies[0]!;
  let ids: number[] = [];
  for (const product of products.filter((candidate) => !candidate.delivery).slice(0, 2)) {
    const fields: Record<string, string | number> = {
      lang: demo.lang,
      product_id: product.id,
      price: product.price_num.toFixed(2),
      'company[id]': company.id,
      'company[name]': company.name,
      'company[inn]': company.inn,
      'company[status]': company.status,
      'company[type]': company.type,
      'company[country]': company.country,
      'company[address]': company.address,
    };
    ids.forEach((id, index) => (fields[`cart_ids[${index}]`] = id));
    ids = (await apiCall<{ cart: { id: number }[] }>(request, 'add-to-cart', fields)).cart.map(
      (item) => item.id,
    );
  }
  return ids;
}

/** A guest places an order for a bank transfer through the shop's checkout, in a browser of its own. */
async function placeInvoiceOrder(browser: Browser, baseURL: string, demo: Demo, email: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'language', value: demo.lang, domain: '127.0.0.1', path: '/' }]);
  const page: Page = await context.newPage();
  const ids = await guestCart(context.request, demo);
  await page.addInitScript((held) => localStorage.setItem('cart_ids', held), JSON.stringify(ids));
  await page.goto('/checkout');
  const box = async (key: string) => page.getByRole('textbox', { name: new RegExp(`^${await demo.t(key)}`) });
  await (await box('LastName')).fill('Иванова');
  await (await box('FirstName')).fill('Анна');
  await (await box('Email')).fill(email);
  await page
    .getByRole('textbox', { name: new RegExp(`^${await demo.t('Phone')} \\(`) })
    .pressSequentially('9123456789');
  await page.getByRole('radio', { name: new RegExp(await demo.t('PaymentInvoice')) }).check();
  await page.getByRole('button', { name: await demo.t('PlaceOrder') }).click();
  await expect(page).toHaveURL(/\/order-success\?order_id=\d+$/, { timeout: 30_000 });
  await context.close();
}

async function screenshot(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the back-office orders', () => {
  test('a manager finds a bank-transfer order, marks it paid, takes it, uploads a PDF per item, sees it completed', async ({
    shop,
    demo,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { page } = shop;
    const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
    const buyer = `orders-buyer-${Date.now()}@example.com`;
    await placeInvoiceOrder(browser, baseURL!, demo, buyer);
    const manager = `orders-manager-${Date.now()}@example.com`;
    const password = 'manager-pass-12345';
    createManager(manager, password);

    await page.goto('/login?redirect=%2Fadmin%2Forders');
    const login = page.getByRole('region', { name: await t('LoginTitle') });
    await login.getByRole('textbox', { name: /^E-mail/ }).fill(manager);
    await login.getByLabel(/^Пароль/).fill(password);
    await login.getByRole('button', { name: await t('Login') }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: await t('Orders') })).toBeVisible();

    // The filters go into the address; the list shows the one order.
    const filters = page.getByRole('search', { name: await t('AdminOrdersFilters') });
    await filters.getByLabel(await t('AdminOrdersSearch')).fill(buyer);
    await filters.getByLabel(await t('AdminPaymentMethod')).selectOption('invoice');
    await filters.getByRole('button', { name: await t('AdminApplyFilters') }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?q=.+&payment_method=invoice$/);
    const rows = page.getByTestId('admin-orders-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(await t('OrderStatusAwaitingPayment'));
    await expect(rows.first()).toContainText(buyer);
    await expectNoHorizontalOverflow(shop);
    await shop.expectAccessible('admin orders list');
    await screenshot(page, 'admin-orders-list');

    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
    const status = page.getByTestId('admin-order-status');
    await expect(status).toContainText(await t('OrderStatusAwaitingPayment'));

    // The bank transfer arrived.
    await page.getByTestId('admin-order-mark-paid').click();
    const markPaid = page.getByRole('dialog');
    await markPaid.getByRole('textbox', { name: new RegExp(await t('AdminPaymentReference')) }).fill('4711');
    await markPaid.getByRole('button', { name: await t('AdminMarkPaidConfirm') }).click();
    await expect(markPaid).toHaveCount(0);
    await expect(status).toContainText(await t('OrderStatusPaid'));

    await page.getByTestId('admin-order-take').click();
    await page.getByTestId('admin-order-take-confirm').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(status).toContainText(await t('AdminStatusInProgress'));
    await shop.expectAccessible('admin order');
    await screenshot(page, 'admin-order-in-work');

    const uploads = page.getByTestId(/^admin-upload-\d+$/);
    await expect(uploads).toHaveCount(2);
    for (const index of [0, 1]) {
      await page
        .getByTestId(/^admin-upload-\d+$/)
        .filter({ hasText: await t('AdminUploadDocument') })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('admin-upload-file').setInputFiles({
        name: `extract-${index + 1}.pdf`,
        mimeType: 'application/pdf',
        buffer: smallPdf(`Extract ${index + 1}`),
      });
      await dialog.getByTestId('admin-upload-submit').click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: `extract-${index + 1}.pdf` })).toBeVisible();
    }
    await expect(page.getByTestId('admin-order-completed')).toBeVisible();
    await expect(status).toContainText(await t('OrderStatusCompleted'));
    await expect(page.getByTestId('admin-order-history')).toContainText(await t('AdminEventCompleted'));
    await expect(page.getByTestId('admin-order-mails')).toContainText(await t('AdminMailDocumentsReady'));
    await screenshot(page, 'admin-order-completed');

    // Back restores the filtered list, now showing the order completed.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/orders\?q=.+&payment_method=invoice$/);
    await expect(filters.getByLabel(await t('AdminOrdersSearch'))).toHaveValue(buyer);
    await expect(rows.first()).toContainText(await t('OrderStatusCompleted'));
    shop.expectNoErrors();
  });
});
