import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { logIn, newBrowserContext } from './back-office';
import { expect, test } from './fixtures';

/*
 * The demo's mails at hand: a newcomer with no SMTP server reads what the demo "sent" in the
 * back-office's outbox, as its recipient would, and follows its link. The journeys' mail sink
 * refuses recipients at kept-in-outbox.test (e2e/mail-sink.ts), so such a mail stays in the outbox
 * whole, as every mail does in a demo without SMTP_URL.
 */

/** The demo administrator the journeys' demo server made at its start and printed. */
function demoAdministrator(): { email: string; password: string } {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
  const { accounts } = JSON.parse(readFileSync(join(runDir, 'demo-accounts.json'), 'utf8')) as {
    accounts: { role: 'admin' | 'manager'; email: string; password: string }[];
  };
  const admin = accounts.find((account) => account.role === 'admin');
  if (!admin) throw new Error('the demo accounts file names no administrator');
  return admin;
}

test('a customer registers; the demo administrator reads the mail in the outbox and its link confirms the account', async ({
  shop,
  demo,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
  const email = `outbox-reader-${Date.now()}@kept-in-outbox.test`;

  // The customer registers in a browser of their own; the page says to check the mail.
  const customer = await newBrowserContext(browser, baseURL!, 'ru-RU');
  const customerPage = await customer.newPage();
  await customerPage.goto('/login');
  const signup = customerPage.getByRole('region', { name: await t('RegisterTitle') });
  await signup.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await signup.getByLabel(/^Пароль/).fill('outbox-pass-1');
  await signup.getByLabel(/^Повторите пароль/).fill('outbox-pass-1');
  await signup.getByRole('button', { name: await t('Register') }).click();
  await expect(signup.getByText(await t('RegisterCheckEmail'))).toBeVisible({ timeout: 20_000 });
  await customer.close();

  // The demo administrator opens the outbox, finds the mail by its recipient and opens it.
  const { page, context } = shop;
  const admin = demoAdministrator();
  await page.goto('/admin');
  await logIn(page, t, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
  const row = page.getByTestId('outbox-table').getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /Подтверждение регистрации/ }).click();

  // The mail as the customer reads it, with the demo's note: no token is hidden.
  const mail = page.getByTestId('outbox-mail');
  await expect(mail.getByTestId('outbox-demo-note')).toHaveText(await t('InboxMailDemoNote'));
  await expect(mail.getByText(await t('InboxMailRedacted'))).toHaveCount(0);
  const link = mail.getByTestId('outbox-mail-html').getByRole('link').first();
  await expect(link).toHaveAttribute('href', /\/confirm-email#token=[\w-]{20,}$/);
  await expect(link).toHaveAttribute('target', '_blank');
  await shop.expectAccessible('the demo outbox mail');
  shop.expectNoErrors();

  // Its link opens a tab of its own, which confirms the account and opens it. (The browser is then
  // signed in as the customer, as anyone's would be who follows the link: the back-office's tab
  // finds its session gone, so nothing more is checked there.)
  const opened = context.waitForEvent('page');
  await link.click();
  const tab = await opened;
  await expect(tab).toHaveURL(/\/account\/profile$/, { timeout: 20_000 });
  await expect(tab.getByRole('heading', { level: 1, name: await t('Profile') })).toBeVisible();
  await expect(tab.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email);
});
