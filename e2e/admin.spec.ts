import { createStaff, logIn } from './back-office';
import { expect, expectNoHorizontalOverflow, type ShopPage, test } from './fixtures';
import { mailedLinkToken } from './mails';

async function screenshot(shop: ShopPage, name: string, width: number) {
  await shop.page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
  await expectNoHorizontalOverflow(shop);
  await shop.page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test.describe('the back-office shell', () => {
  test("the shop's pages load nothing of the back-office", async ({ shop }) => {
    const { page } = shop;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet')
        scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/faq', '/tariffs/russia', '/login']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((path) => /\/admin-/.test(path))).toEqual([]);
  });

  test('a guest is sent to the login and a manager back to the dashboard; the menu, the drawer, logout', async ({
    shop,
    demo,
  }) => {
    test.setTimeout(90_000);
    const { page } = shop;
    const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
    const email = `manager-${Date.now()}@example.com`;
    const password = 'manager-pass-12345';
    createStaff(email, password, 'manager');

    // A guest: to the login with the message, /admin remembered, and back there after the login.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?message=auth_required&redirect=%2Fadmin$/);
    await logIn(page, t, email, password);
    await expect(page).toHaveURL(/\/admin$/);

    // The dashboard: its heading and title, the six figures, the header naming the manager.
    await expect(page.getByRole('heading', { level: 1, name: await t('AdminDashboard') })).toBeVisible();
    await expect(page).toHaveTitle(`${await t('AdminDashboard')} — ${await t('AdminTitle')}`);
    const cards = page.getByTestId('admin-dashboard-cards').getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await expect(page.getByTestId('admin-card-orders-today')).toContainText(await t('AdminOrdersToday'));
    await expect(page.getByTestId('admin-card-revenue-today')).toContainText('€');
    await expect(page.getByTestId('admin-card-revenue-today')).toContainText('₽');
    await expect(page.getByTestId('admin-user-name')).toHaveText(email);
    await expect(page.getByTestId('admin-user-menu')).toContainText(await t('AdminRoleManager'));
    // Nothing of the shop's header: the back-office has its own frame.
    await expect(page.getByTestId('profile-button')).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: await t('AdminMenu') });
    await expect(menu.getByRole('link')).toHaveText([
      await t('AdminDashboard'),
      await t('Orders'),
      await t('AdminCustomers'),
      await t('InboxConsultations'),
      await t('AdminRates'),
      await t('AdminCalendar'),
    ]);
    await expect(menu.getByRole('link', { name: await t('AdminDashboard') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await shop.expectAccessible('admin dashboard');

    // The keyboard: the figure cards with a list behind them are links; the user menu opens with Enter.
    const awaiting = page.getByTestId('admin-card-awaiting').getByRole('link');
    await awaiting.focus();
    await expect(awaiting).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('admin-card-overdue').getByRole('link')).toBeFocused();
    await page.getByTestId('admin-user-menu').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: await t('Logout') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: await t('Logout') })).toHaveCount(0);

    await screenshot(shop, 'admin-dashboard-manager', 1280);
    await screenshot(shop, 'admin-dashboard-manager', 1440);

    // A phone: the menu in a drawer; the orders list.
    await screenshot(shop, 'admin-dashboard-manager', 360);
    await expect(page.getByRole('navigation', { name: await t('AdminMenu') })).toBeHidden();
    await page.getByRole('button', { name: await t('AdminOpenMenu') }).click();
    const drawer = page.getByRole('dialog', { name: await t('AdminTitle') });
    await drawer.getByRole('link', { name: await t('Orders') }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: await t('Orders') })).toBeVisible();
    await screenshot(shop, 'admin-orders-manager', 360);

    // Logout from the user menu: home, signed out; /admin asks for the login again.
    await page.getByTestId('admin-user-menu').click();
    await page.getByRole('menuitem', { name: await t('Logout') }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?message=auth_required&redirect=%2Fadmin$/);
    shop.expectNoErrors();
  });

  test('an administrator sees the back-office in English, named as an administrator', async ({
    shop,
    demoByLang,
  }) => {
    test.setTimeout(60_000);
    const { page, context } = shop;
    const en = demoByLang.get('en-US')!;
    const t = (key: string) => en.t(key);
    await context.addCookies([{ name: 'language', value: 'en-US', domain: '127.0.0.1', path: '/' }]);
    const email = `admin-${Date.now()}@example.com`;
    const password = 'admin-pass-123456';
    createStaff(email, password, 'admin');
    await page.goto('/login?redirect=%2Fadmin');
    await logIn(page, t, email, password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: await t('AdminDashboard') })).toBeVisible();
    await expect(page.getByTestId('admin-user-menu')).toContainText(await t('AdminRoleAdmin'));
    await expect(page.getByTestId('admin-card-revenue-month')).toContainText(await t('AdminRevenueMonth'));
    await screenshot(shop, 'admin-dashboard-admin-en', 1440);
    await shop.expectAccessible('admin dashboard (en)');
    shop.expectNoErrors();
  });

  test('a signed-in customer opening /admin is refused, not shown the back-office', async ({
    shop,
    demo,
  }) => {
    test.setTimeout(90_000);
    const { page } = shop;
    const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
    const email = `customer-${Date.now()}@example.com`;
    const password = 'customer-pass-1';
    await page.goto('/login');
    const signup = page.getByRole('region', { name: await t('RegisterTitle') });
    await signup.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await signup.getByLabel(/^Пароль/).fill(password);
    await signup.getByLabel(/^Повторите пароль/).fill(password);
    await signup.getByRole('button', { name: await t('Register') }).click();
    await expect(signup.getByText(await t('RegisterCheckEmail'))).toBeVisible({ timeout: 20_000 });
    await page.goto(`/confirm-email#token=${await mailedLinkToken(email, '/confirm-email')}`);
    await expect(page).toHaveURL(/\/account\/profile$/, { timeout: 20_000 });

    await page.goto('/admin');
    const refused = page.getByTestId('admin-refused');
    await expect(refused).toBeVisible();
    await expect(
      refused.getByRole('heading', { level: 1, name: await t('AdminRefusedTitle') }),
    ).toBeVisible();
    await expect(refused).toContainText(email);
    await expect(page.getByTestId('admin-shell')).toHaveCount(0);
    await expect(page.getByTestId('admin-dashboard-cards')).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin$/);
    await shop.expectAccessible('admin refused');
    await screenshot(shop, 'admin-refused-customer', 1280);
    await screenshot(shop, 'admin-refused-customer', 360);
    // The refusal's way back to the shop.
    await refused.getByRole('link', { name: await t('AdminToShop') }).click();
    await expect(page).toHaveURL(/\/$/);
    // The server's 403 is expected on /admin; nothing else may fail.
    expect(shop.errors.filter((error) => !/403/.test(error))).toEqual([]);
  });
});
