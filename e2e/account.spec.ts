import type { Page } from '@playwright/test';
import { expect, escapeRegExp, expectDocumentLanguage, test } from './fixtures';
import { mailedLinkToken } from './mails';

async function openProfileMenu(page: Page) {
  await page.getByTestId('profile-button').click();
  return page.getByRole('menu');
}

for (const viewportName of ['desktop', 'phone'] as const) {
  test.describe(() => {
    test.use({ lang: 'ru-RU', viewportName });

    test(`account journey: guard, register, log out, remember-me, profile, password reset (${viewportName})`, async ({
      shop,
      demo,
    }) => {
      test.setTimeout(90_000);
      const { page, context } = shop;
      const email = `buyer-${viewportName}-${Date.now()}@example.com`;
      const password = 'first-pass-1';
      const newPassword = 'second-pass-2';
      const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);

      // A protected page, signed out: to /login with the message, the page remembered.
      await page.goto('/account/profile');
      await expect(page).toHaveURL(/\/login\?message=auth_required&redirect=%2Faccount%2Fprofile$/);
      await expect(page.getByRole('status').filter({ hasText: await t('AuthRequired') })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(await t('LoginTitle'))));
      await shop.expectAccessible('login page');

      // Registration: a repeat that differs is refused in the browser; then the page says to check
      // the mail (ADR 023), and the mailed link confirms the account and signs it in.
      const signup = page.getByRole('region', { name: await t('RegisterTitle') });
      await expect(signup.getByText(await t('NewPasswordRule', 8))).toBeVisible();
      await signup.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await signup.getByLabel(/^Пароль/).fill(password);
      await signup.getByLabel(/^Повторите пароль/).fill('something-else');
      await signup.getByRole('button', { name: await t('Register') }).click();
      await expect(signup.getByText(await t('PasswordShouldBeTheSame'))).toBeVisible();
      await signup.getByLabel(/^Повторите пароль/).fill(password);
      await signup.getByRole('button', { name: await t('Register') }).click();
      await expect(signup.getByText(await t('RegisterCheckEmail'))).toBeVisible({ timeout: 20_000 });
      const confirmToken = await mailedLinkToken(email, '/confirm-email');
      await page.goto(`/confirm-email#token=${confirmToken}`);
      await expect(page).toHaveURL(/\/account\/profile$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: await t('Profile') })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email);

      // Logged in: the login page sends the user to the account.
      await page.goto('/login');
      await expect(page).toHaveURL(/\/account\/profile$/);

      // Log out from the header's profile menu: home, signed out.
      let menu = await openProfileMenu(page);
      await menu.getByRole('menuitem', { name: await t('Logout') }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('profile-button')).toHaveCount(0);
      expect((await context.cookies()).some((cookie) => cookie.name === 'auth_key')).toBe(false);

      // Log in with remember-me from the guard's redirect: back to the page asked for, a 30-day
      // token cookie, and a reload keeps the session.
      await page.goto('/account/profile');
      await expect(page).toHaveURL(/\/login\?message=auth_required&redirect=%2Faccount%2Fprofile$/);
      const login = page.getByRole('region', { name: await t('LoginTitle') });
      await login.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await login.getByLabel(/^Пароль/).fill(password);
      await login.getByRole('checkbox', { name: await t('RememberMe') }).check();
      await login.getByRole('button', { name: await t('Login') }).click();
      await expect(page).toHaveURL(/\/account\/profile$/);
      const token = (await context.cookies()).find((cookie) => cookie.name === 'auth_key');
      expect(token, 'the token cookie').toBeDefined();
      const days = (token!.expires - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(29);
      expect(days).toBeLessThanOrEqual(30);
      await page.reload();
      await expect(page).toHaveURL(/\/account\/profile$/);
      await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email);

      // The profile: every field saved through edit-profile, kept over a reload.
      await shop.expectAccessible('profile page');
      await page.getByRole('textbox', { name: /^Имя/ }).fill('Мария Иванова');
      await page.getByRole('textbox', { name: /^Телефон$/ }).pressSequentially('9161234567');
      await page.getByRole('textbox', { name: 'Telegram' }).fill('@maria_iv');
      await page.getByRole('combobox', { name: await t('ActType') }).selectOption('edo');
      await page.getByRole('textbox', { name: await t('City') }).fill('Казань');
      await page.getByRole('textbox', { name: await t('Address') }).fill('ул. Баумана, 10');
      await page.getByRole('textbox', { name: await t('ContactName') }).fill('Пётр Сидоров');
      await page
        .getByRole('textbox', { name: new RegExp(`^${await t('ContactPhone')}`) })
        .pressSequentially('9031112233');
      await page.getByRole('button', { name: await t('Save') }).click();
      await expect(page.getByRole('status').filter({ hasText: await t('ProfileSaved') })).toBeVisible();
      await expect(page.getByTestId('profile-button')).toHaveAccessibleName(/Мария Иванова/);
      await page.reload();
      await expect(page.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Мария Иванова');
      await expect(page.getByRole('textbox', { name: /^Телефон$/ })).toHaveValue('+7 (916) 123-45-67');
      await expect(page.getByRole('combobox', { name: await t('ActType') })).toHaveValue('edo');
      await expect(page.getByRole('textbox', { name: await t('City') })).toHaveValue('Казань');

      // Log out from an account page, then ask for a reset link.
      menu = await openProfileMenu(page);
      await menu.getByRole('menuitem', { name: await t('Logout') }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/login');
      await page.getByRole('link', { name: await t('ForgotPassword') }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await page.getByRole('button', { name: await t('SendResetLink') }).click();
      await expect(page.getByText(await t('ResetLinkSent', email))).toBeVisible({ timeout: 20_000 });

      // The mailed link (token after '#'): it leaves the address bar at once; a new password,
      // then a login with it.
      const resetToken = await mailedLinkToken(email, '/reset-password');
      await page.goto(`/reset-password#token=${resetToken}`);
      await expect(
        page.getByRole('heading', { level: 1, name: await t('ResetPasswordTitle') }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/reset-password$/);
      expect(page.url()).not.toContain(resetToken);
      await page
        .locator('input[type="password"]')
        .and(page.getByLabel(/^Новый пароль/))
        .fill(newPassword);
      await page.getByLabel(/^Повторите пароль/).fill(newPassword);
      await page.getByRole('button', { name: await t('ResetPassword') }).click();
      await expect(page.getByText(await t('PasswordChanged'))).toBeVisible({ timeout: 20_000 });
      await page
        .getByRole('link', { name: await t('Login'), exact: true })
        .last()
        .click();
      await expect(page).toHaveURL(/\/login$/);
      const relogin = page.getByRole('region', { name: await t('LoginTitle') });
      await relogin.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await relogin.getByLabel(/^Пароль/).fill(newPassword);
      await relogin.getByRole('button', { name: await t('Login') }).click();
      await expect(page).toHaveURL(/\/account\/profile$/);
      await expect(page.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Мария Иванова');
      shop.expectNoErrors();
    });
  });
}

test.describe(() => {
  test.use({ lang: 'ru-RU', viewportName: 'desktop' });

  test('a reset link that is not valid says so and offers to ask again', async ({ shop, demo }) => {
    const { page } = shop;
    // A link of the old form (token in the query) is still read, and leaves the address too.
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(
      page.getByRole('alert').filter({ hasText: await demo.t('ResetTokenIsInvalid') }),
    ).toBeVisible();
    expect(page.url()).not.toContain('not-a-real-token');
    await page.getByRole('link', { name: await demo.t('RequestNewLink') }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The refused check is the only console error (Chromium logs the 400 answer).
    expect(shop.errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });
});

test.describe(() => {
  test.use({ lang: 'en-US', viewportName: 'desktop' });

  test('the login and forgot-password pages speak English, each with its own title and description', async ({
    shop,
    demo,
  }) => {
    const { page } = shop;
    await page.goto('/account/profile');
    await expect(page.getByText(await demo.t('AuthRequired'))).toBeVisible();
    await expectDocumentLanguage(shop, await demo.t('LoginTitle'));
    await page.getByRole('link', { name: await demo.t('ForgotPassword') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: await demo.t('ForgotPasswordTitle') }),
    ).toBeVisible();
    await expectDocumentLanguage(shop, await demo.t('ForgotPasswordTitle'));
    await shop.expectAccessible('forgot-password page');
    shop.expectNoErrors();
  });
});
