import type { Browser, Page } from '@playwright/test';
import {
  createStaff,
  fillCheckout,
  guestCart,
  logIn,
  newBrowserContext,
  type Translate,
} from './back-office';
import {
  type Demo,
  expect,
  expectNoHorizontalOverflow,
  holdGuestCart,
  type ShopPage,
  test,
} from './fixtures';

/*
 * The back-office's everyday paths: a manager's login and the shop's menus lead there, the
 * dashboard's figures open the lists they count, an order's terms and rate read as the language
 * writes them, and a text saved under a filter stays in view.
 */

/** The page at a phone's width and a laptop's, in the language it is in now. */
async function screenshots(shop: ShopPage, name: string) {
  for (const width of [1366, 360]) {
    await shop.page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    await expectNoHorizontalOverflow(shop);
    await shop.page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await shop.page.setViewportSize({ width: 1366, height: 900 });
}

async function switchTo(shop: ShopPage, lang: 'ru-RU' | 'en-US') {
  await shop.context.addCookies([{ name: 'language', value: lang, domain: '127.0.0.1', path: '/' }]);
  await shop.page.reload();
}

/** A guest places an order for a bank transfer in a browser of its own. */
async function placeInvoiceOrder(browser: Browser, baseURL: string, demo: Demo, email: string) {
  const context = await newBrowserContext(browser, baseURL, demo.lang);
  const page: Page = await context.newPage();
  await holdGuestCart(page, await guestCart(context.request, demo));
  await fillCheckout(page, demo, email, 'PaymentInvoice');
  await expect(page).toHaveURL(/\/order-success\?order_id=\d+$/, { timeout: 30_000 });
  await context.close();
}

test.describe("the back-office's everyday paths", () => {
  test("a manager's login lands in the back-office, the shop's menus lead there, the cards open their lists", async ({
    shop,
    demo,
    demoByLang,
  }) => {
    test.setTimeout(120_000);
    const { page } = shop;
    const t: Translate = (key, ...args) => demo.t(key, ...args);
    const email = `everyday-manager-${Date.now()}@example.com`;
    const password = 'manager-pass-12345';
    createStaff(email, password, 'manager');

    // The login page without a return address: the back-office, not the account.
    await page.goto('/login');
    await logIn(page, t, email, password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: await t('AdminDashboard') })).toBeVisible();

    // Each counting card opens the orders list with its filter in the address, shown in the filters.
    const filters = page.getByRole('search', { name: await t('AdminOrdersFilters') });
    await page.getByTestId('admin-card-awaiting').getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/orders\?awaiting=1$/);
    await expect(filters.getByRole('checkbox', { name: await t('AdminAwaitingOnly') })).toBeChecked();
    await expect(filters.getByRole('checkbox', { name: await t('AdminOverdueOnly') })).not.toBeChecked();
    await shop.expectAccessible('orders awaiting fulfilment');
    await screenshots(shop, 'orders-awaiting-ru');
    await page.goBack();
    await page.getByTestId('admin-card-overdue').getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/orders\?overdue=1$/);
    await expect(filters.getByRole('checkbox', { name: await t('AdminOverdueOnly') })).toBeChecked();
    await page.goBack();
    await page.getByTestId('admin-card-orders-today').getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/orders\?created_from=(\d{4}-\d{2}-\d{2})&created_to=\1$/);
    const today = new URL(page.url()).searchParams.get('created_from')!;
    await expect(filters.getByLabel(await t('AdminPlacedFrom'))).toHaveValue(today);
    await expect(filters.getByLabel(await t('AdminPlacedTo'))).toHaveValue(today);
    await page.goBack();
    await screenshots(shop, 'dashboard-ru');

    // The shop: the profile menu offers the back-office first; it leads there.
    await page.goto('/');
    await page.getByTestId('profile-button').click();
    const backOffice = page.getByRole('menuitem', { name: await t('BackOffice') });
    await expect(backOffice).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('shop-profile-menu-ru-1366.png') });
    await backOffice.click();
    await expect(page).toHaveURL(/\/admin$/);

    // A phone: the side menu has it too.
    await page.goto('/');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: await t('OpenMenu') }).click();
    const side = page.getByRole('dialog', { name: await t('Menu') });
    await expect(side.getByRole('link', { name: await t('BackOffice') })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('shop-side-menu-ru-360.png') });
    await page.keyboard.press('Escape');

    // English.
    const english = demoByLang.get('en-US')!;
    const en: Translate = (key, ...args) => english.t(key, ...args);
    await switchTo(shop, 'en-US');
    await page.getByRole('button', { name: await en('OpenMenu') }).click();
    await expect(
      page
        .getByRole('dialog', { name: await en('Menu') })
        .getByRole('link', { name: await en('BackOffice') }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('shop-side-menu-en-360.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByTestId('profile-button').click();
    await expect(page.getByRole('menuitem', { name: await en('BackOffice') })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('shop-profile-menu-en-1366.png') });
    await page.keyboard.press('Escape');
    await page.goto('/admin/orders?awaiting=1');
    await expect(page.getByRole('checkbox', { name: await en('AdminAwaitingOnly') })).toBeChecked();
    await screenshots(shop, 'orders-awaiting-en');
    await page.goto('/admin');
    await screenshots(shop, 'dashboard-en');
    shop.expectNoErrors();
  });

  test("an order's one-day term and its rate read as each language writes them; the customer's page and the rates", async ({
    shop,
    demo,
    demoByLang,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const { page } = shop;
    const t: Translate = (key, ...args) => demo.t(key, ...args);
    const buyer = `everyday-buyer-${Date.now()}@example.com`;
    await placeInvoiceOrder(browser, baseURL!, demo, buyer);
    const email = `everyday-manager-b-${Date.now()}@example.com`;
    const password = 'manager-pass-12345';
    createStaff(email, password, 'manager');

    await page.goto(`/login?redirect=${encodeURIComponent(`/admin/orders?q=${buyer}`)}`);
    await logIn(page, t, email, password);
    await expect(page).toHaveURL(/\/admin\/orders\?q=/);
    const rows = page.getByTestId('admin-orders-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await rows.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);

    // The demo's first Russian document takes one working day: one figure, never '1–1'.
    const items = page.getByTestId('admin-order-items');
    await expect(items).toContainText('Срок: 1 раб. дн.');
    await expect(items).not.toContainText('1–1');
    await expect(page.getByRole('main')).toContainText(/\d+,\d{2,6} ₽ за € на \d{2}\.\d{2}\.\d{4}/);
    await shop.expectAccessible('admin order');
    await screenshots(shop, 'order-ru');

    const english = demoByLang.get('en-US')!;
    const en: Translate = (key, ...args) => english.t(key, ...args);
    await switchTo(shop, 'en-US');
    await expect(items).toContainText('Takes 1 working day');
    await expect(page.getByRole('main')).toContainText(/\d+\.\d{2,6} ₽ per € as of \d{2}\/\d{2}\/\d{4}/);
    await screenshots(shop, 'order-en');

    // The customer's page (its times in Moscow time) and the rates, in both languages.
    await page.getByRole('link', { name: 'Иванова Анна' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshots(shop, 'customer-en');
    await switchTo(shop, 'ru-RU');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshots(shop, 'customer-ru');
    await page.goto('/admin/rates');
    await expect(page.getByTestId('admin-rate-value')).toHaveText(/^\d+,\d{2,4}$/);
    await screenshots(shop, 'rates-ru');
    await switchTo(shop, 'en-US');
    await expect(page.getByTestId('admin-rate-value')).toHaveText(/^\d+\.\d{2,4}$/);
    await expect(page.getByRole('heading', { level: 1, name: await en('AdminRates') })).toBeVisible();
    await screenshots(shop, 'rates-en');
    shop.expectNoErrors();
  });

  test('a text saved under the "missing" filter stays in view until the next search', async ({
    shop,
    demo,
  }) => {
    test.setTimeout(120_000);
    const { page } = shop;
    const t: Translate = (key, ...args) => demo.t(key, ...args);
    const email = `everyday-admin-${Date.now()}@example.com`;
    const password = 'admin-pass-123456';
    createStaff(email, password, 'admin');
    // A back-office text, so no page of the shop changes while other journeys run.
    const key = 'AdminTextsKeptAfterSave';

    await page.goto(`/login?redirect=${encodeURIComponent(`/admin/translations?q=${key}`)}`);
    await logIn(page, t, email, password);
    await expect(page).toHaveURL(/\/admin\/translations/);
    const table = page.getByTestId('admin-translations');
    const english = table.getByRole('textbox', { name: `${await t('AdminTextsEnglish')}: ${key}` });
    const saved = await table.getByRole('row').nth(1).getByRole('cell').nth(2).innerText();

    // Its English text removed, the key is one of those missing a language.
    await table.getByRole('button', { name: await t('AdminTextsEditKey', key) }).click();
    await english.fill('');
    await table.getByRole('button', { name: await t('AdminTextsSave') }).click();
    await expect(table.getByRole('button', { name: await t('AdminTextsEditKey', key) })).toBeVisible();
    await page.getByLabel(await t('AdminTextsMissing')).check();
    await page.getByRole('button', { name: await t('AdminTextsFind') }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${key}&missing=1$`));
    await expect(table.getByRole('row')).toHaveCount(2);

    // Translated again under the filter: no longer missing, yet still in view, with a word on why.
    await table.getByRole('button', { name: await t('AdminTextsEditKey', key) }).click();
    await english.pressSequentially(saved);
    await expect(english).toHaveValue(saved);
    await table.getByRole('button', { name: await t('AdminTextsSave') }).click();
    await expect(page.getByText(await t('AdminTextsFound', 0))).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: saved, exact: true })).toBeVisible();
    await expect(page.getByTestId('admin-text-kept')).toBeVisible();
    await expect(table.getByRole('button', { name: await t('AdminTextsEditKey', key) })).toBeFocused();
    await shop.expectAccessible('a text kept after its save');
    await screenshots(shop, 'translations-kept-ru');

    // The next search shows what it finds.
    await page.getByRole('button', { name: await t('AdminTextsFind') }).click();
    await expect(page.getByText(await t('AdminTextsNothing'))).toBeVisible();
    shop.expectNoErrors();
  });
});
