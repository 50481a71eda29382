import type { Page } from '@playwright/test';
import { createStaff, logIn } from './back-office';
import { expect, expectNoHorizontalOverflow, type ShopPage, test } from './fixtures';
import { mailedLinkToken } from './mails';

type T = (key: string, ...args: (string | number)[]) => Promise<string>;

async function screenshot(shop: ShopPage, page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    await expectNoHorizontalOverflow({ ...shop, page });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the back-office customers and staff', () => {
  test('an administrator creates a manager, who sets the password from the mail and reaches /admin', async ({
    shop,
    demo,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { page } = shop;
    const t: T = (key, ...args) => demo.t(key, ...args);
    const adminEmail = `admin-${Date.now()}@example.com`;
    createStaff(adminEmail, 'admin-pass-123456', 'admin');
    await page.goto('/login?redirect=%2Fadmin');
    await logIn(page, t, adminEmail, 'admin-pass-123456');
    await expect(page).toHaveURL(/\/admin$/);

    await page
      .getByRole('navigation', { name: await t('AdminMenu') })
      .getByRole('link', { name: await t('AdminStaff') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: await t('AdminStaff') })).toBeVisible();
    const managerEmail = `manager-${Date.now()}@example.com`;
    await page.getByTestId('admin-add-staff').click();
    const dialog = page.getByRole('dialog', { name: await t('AdminAddStaff') });
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(managerEmail);
    await dialog.getByRole('textbox', { name: /^Имя/ }).fill('Ольга');
    await dialog.getByRole('button', { name: await t('AdminCreateStaff') }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.getByTestId('admin-staff-table').getByRole('row').filter({ hasText: managerEmail });
    await expect(row).toContainText(await t('AdminInvited'));
    await expect(row).toContainText(await t('AdminRoleManager'));
    // The list searched by a part of the e-mail, in the address (Back restores the whole list).
    await page.getByTestId('admin-staff-search').fill(managerEmail.split('@')[0]!.toUpperCase());
    await page.getByTestId('admin-staff-search').press('Enter');
    await expect(page).toHaveURL(/[?&]q=MANAGER-/);
    await expect(page.getByTestId('admin-staff-table').getByRole('row')).toHaveCount(2);
    await expect(row).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('admin-staff-search')).toHaveValue('');
    await shop.expectAccessible('admin staff');
    await screenshot(shop, page, 'admin-staff');

    // The manager, in a browser of their own: the mailed link, a password, the login, /admin.
    const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
    const managerPage = await context.newPage();
    const password = 'new-manager-pass-2026';
    await managerPage.goto(`/reset-password#token=${await mailedLinkToken(managerEmail, '/reset-password')}`);
    await managerPage
      .locator('input[type="password"]')
      .and(managerPage.getByLabel(/^Новый пароль/))
      .fill(password);
    await managerPage.getByLabel(/^Повторите пароль/).fill(password);
    await managerPage.getByRole('button', { name: await t('ResetPassword') }).click();
    await expect(managerPage.getByText(await t('PasswordChanged'))).toBeVisible({ timeout: 20_000 });
    await managerPage.goto('/login?redirect=%2Fadmin');
    await logIn(managerPage, t, managerEmail, password);
    await expect(managerPage).toHaveURL(/\/admin$/);
    await expect(
      managerPage.getByRole('heading', { level: 1, name: await t('AdminDashboard') }),
    ).toBeVisible();
    await expect(managerPage.getByTestId('admin-user-menu')).toContainText(await t('AdminRoleManager'));
    // A manager's menu has the customers, not the staff.
    const menu = managerPage.getByRole('navigation', { name: await t('AdminMenu') });
    await expect(menu.getByRole('link', { name: await t('AdminCustomers') })).toBeVisible();
    await expect(menu.getByRole('link', { name: await t('AdminStaff') })).toHaveCount(0);
    await context.close();

    await page.reload();
    await expect(row).toContainText(await t('AdminActive'));
    shop.expectNoErrors();
  });

  test("a manager finds a customer, sees the session, blocks them: the customer's session ends at once", async ({
    shop,
    demo,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t: T = (key, ...args) => demo.t(key, ...args);

    // The customer registers and is signed in, in a browser of their own.
    const customerContext = await browser.newContext({ baseURL, locale: 'ru-RU' });
    const customerPage = await customerContext.newPage();
    const customerEmail = `customer-${Date.now()}@example.com`;
    const customerPassword = 'customer-pass-1';
    await customerPage.goto('/login');
    const signup = customerPage.getByRole('region', { name: await t('RegisterTitle') });
    await signup.getByRole('textbox', { name: /^E-mail/ }).fill(customerEmail);
    await signup.getByLabel(/^Пароль/).fill(customerPassword);
    await signup.getByLabel(/^Повторите пароль/).fill(customerPassword);
    await signup.getByRole('button', { name: await t('Register') }).click();
    await expect(signup.getByText(await t('RegisterCheckEmail'))).toBeVisible({ timeout: 20_000 });
    await customerPage.goto(`/confirm-email#token=${await mailedLinkToken(customerEmail, '/confirm-email')}`);
    await expect(customerPage).toHaveURL(/\/account\/profile$/, { timeout: 20_000 });

    // The manager finds them by a part of the e-mail and opens their page.
    const { page } = shop;
    const managerEmail = `manager-${Date.now()}@example.com`;
    createStaff(managerEmail, 'manager-pass-12345', 'manager');
    await page.goto('/login?redirect=%2Fadmin%2Fcustomers');
    await logIn(page, t, managerEmail, 'manager-pass-12345');
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await page.getByTestId('admin-customers-search').fill(customerEmail.split('@')[0]!);
    await page.getByRole('button', { name: await t('AdminSearch') }).click();
    await expect(page).toHaveURL(/\/admin\/customers\?q=customer-/);
    await expect(page.getByTestId('admin-customers-count')).toHaveText(await t('AdminFound', 1));
    await shop.expectAccessible('admin customers');
    await screenshot(shop, page, 'admin-customers');
    await page.getByRole('link', { name: customerEmail }).click();
    await expect(page.getByRole('heading', { level: 1, name: customerEmail })).toBeVisible();
    await expect(page.getByTestId('admin-customer-sessions').getByRole('row')).toHaveCount(2);

    // "Open the shop as this customer": a link made on request, for a new tab.
    await page.getByTestId('admin-shop-as-customer').click();
    const shopLink = page.getByTestId('admin-shop-as-customer-link');
    await expect(shopLink).toHaveAttribute('target', '_blank');
    await expect(shopLink).toHaveAttribute('rel', 'noopener');
    await expect(shopLink).toHaveAttribute('href', /#manager_token=.+&user_id=\d+$/);
    await shop.expectAccessible('admin customer');
    await screenshot(shop, page, 'admin-customer');
    // Opened, the shop acts as the customer in its tab; the back-office tab keeps the manager's session.
    const [shopTab] = await Promise.all([page.context().waitForEvent('page'), shopLink.click()]);
    await shopTab.waitForLoadState();
    await expect(shopTab).not.toHaveURL(/manager_token/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: customerEmail })).toBeVisible();
    await expect(page.getByTestId('admin-user-menu')).toContainText(await t('AdminRoleManager'));
    await shopTab.close();

    // Block with a reason: no session left, on the page and for the customer.
    await page.getByTestId('admin-customer-block').click();
    const dialog = page.getByRole('dialog', { name: await t('AdminBlockCustomer') });
    await dialog
      .getByRole('textbox', { name: new RegExp(`^${await t('AdminReason')}`) })
      .fill('Спам в заказах');
    await dialog.getByRole('button', { name: await t('AdminBlock') }).click();
    await expect(page.getByTestId('admin-customer-blocked')).toContainText('Спам в заказах');
    await expect(page.getByTestId('admin-customer-no-sessions')).toBeVisible();
    await expect(page.getByTestId('admin-customer-unblock')).toBeVisible();

    await customerPage.goto('/account/profile');
    await expect(customerPage).toHaveURL(/\/login/, { timeout: 20_000 });
    await logIn(customerPage, t, customerEmail, customerPassword);
    await expect(customerPage.getByText(await t('AccountBlocked'))).toBeVisible();
    await customerContext.close();
    shop.expectNoErrors();
  });
});
