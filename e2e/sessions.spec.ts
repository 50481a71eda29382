import { expect, expectNoHorizontalOverflow, test } from './fixtures';
import { decodedMail, mailedLinkToken, mailsTo } from './mails';

/**
 * In the browser: the profile's active sessions (list, end the others) and a new login
 * e-mail that asks for the current password, then tells the old address.
 */

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

for (const [lang, viewportName] of [
  ['ru-RU', 'desktop'],
  ['en-US', 'phone'],
] as const) {
  test.describe(() => {
    test.use({ lang, viewportName });

    test(`active sessions and a new login e-mail (${lang}, ${viewportName})`, async ({
      shop,
      demo,
      playwright,
      baseURL,
    }, testInfo) => {
      test.setTimeout(90_000);
      const { page } = shop;
      const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
      const email = `sessions-${viewportName}-${Date.now()}@example.com`;
      const moved = `moved-${viewportName}-${Date.now()}@example.com`;
      const password = 'first-pass-1';

      // Sign up in the page (this session), then log in on "another device".
      await page.goto('/login');
      const signup = page.getByRole('region', { name: await t('RegisterTitle') });
      await signup.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await signup.locator('input[type="password"]').first().fill(password);
      await signup.locator('input[type="password"]').nth(1).fill(password);
      await signup.getByRole('button', { name: await t('Register') }).click();
      await expect(signup.getByText(await t('RegisterCheckEmail'))).toBeVisible({ timeout: 20_000 });
      await page.goto(`/confirm-email#token=${await mailedLinkToken(email, '/confirm-email')}`);
      await expect(page).toHaveURL(/\/account\/profile$/, { timeout: 20_000 });
      const device = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'user-agent': FIREFOX },
      });
      const login = await device.post('/api/login', {
        form: { 'LoginForm[username]': email, 'LoginForm[password]': password, 'LoginForm[rememberMe]': '0' },
      });
      expect(login.ok()).toBe(true);
      const otherKey = ((await login.json()) as { user: { auth_key: string } }).user.auth_key;

      // The list: both sessions, this one marked, the other one endable.
      await page.reload();
      const sessions = page.getByRole('region', { name: await t('ActiveSessions') });
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      await expect(sessions.getByText(await t('ThisSession'))).toBeVisible();
      await expect(sessions.getByText('Firefox 128, Windows')).toBeVisible();
      await expect(sessions.getByRole('button', { name: await t('EndSession'), exact: true })).toHaveCount(1);
      await shop.expectAccessible('profile with sessions');
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoHorizontalOverflow(shop);
        await sessions.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`sessions-${lang}-${width}.png`), fullPage: true });
      }

      await sessions.getByRole('button', { name: await t('EndOtherSessions') }).click();
      await expect(sessions.getByText(await t('NoOtherSessions'))).toBeVisible();
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      const ended = await device.post('/api/settings', { form: { auth_key: otherKey } });
      expect(ended.status()).toBe(401);
      await device.dispose();

      // A new e-mail asks for the current password; without it the server says so under it.
      const emailBox = page.getByRole('textbox', { name: /^E-mail/ });
      const current = page.getByLabel(new RegExp(`^${await t('CurrentPassword')}`));
      await expect(current).toHaveCount(0);
      await emailBox.fill(moved);
      await expect(current).toBeVisible();
      await page.getByRole('button', { name: await t('Save') }).click();
      await expect(page.getByText(await t('FieldCannotBeEmpty'))).toBeVisible();
      await current.fill('not-the-password');
      await page.getByRole('button', { name: await t('Save') }).click();
      await expect(page.getByText(await t('CurrentPasswordIncorrect'))).toBeVisible();
      await current.fill(password);
      await page.getByRole('button', { name: await t('Save') }).click();
      await expect(page.getByRole('status').filter({ hasText: await t('ProfileSaved') })).toBeVisible();
      await expect(current).toHaveCount(0);
      await expect(emailBox).toHaveValue(moved);

      // The old address hears of it.
      await expect
        .poll(() => mailsTo(email).some((raw) => decodedMail(raw).includes(moved)), { timeout: 15_000 })
        .toBe(true);
      // The refused saves are the only console errors (Chromium logs the 400 answers).
      expect(shop.errors.filter((error) => !/status of (400|401)/.test(error))).toEqual([]);
    });
  });
}
