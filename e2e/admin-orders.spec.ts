import type { Browser, Page } from '@playwright/test';
import { createStaff, fillCheckout, guestCart, newBrowserContext, smallPdf } from './back-office';
import { type Demo, expect, expectNoHorizontalOverflow, holdGuestCart, test } from './fixtures';

/** A guest places an order for a bank transfer through the shop's checkout, in a browser of its own. */
async function placeInvoiceOrder(browser: Browser, baseURL: string, demo: Demo, email: string) {
  const context = await newBrowserContext(browser, baseURL, demo.lang);
  const page: Page = await context.newPage();
  await holdGuestCart(page, await guestCart(context.request, demo));
  await fillCheckout(page, demo, email, 'PaymentInvoice');
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
    createStaff(manager, password, 'manager');

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
