import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { logIn } from './back-office';
import { expect, test } from './fixtures';

/*
 * The demo's staff: `npm start` prints a demo administrator's and a demo manager's sign-ins, kept
 * in the demo accounts file (DEMO_ACCOUNTS_FILE). A newcomer signs in with what was printed and
 * lands on the back-office's dashboard.
 */

interface DemoAccounts {
  accounts: { role: 'admin' | 'manager'; email: string; password: string }[];
}

/** The sign-ins the journeys' demo server made at its start and printed. */
function demoAccounts(): DemoAccounts['accounts'] {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
  return (JSON.parse(readFileSync(join(runDir, 'demo-accounts.json'), 'utf8')) as DemoAccounts).accounts;
}

test('the printed demo administrator signs in and reaches the back-office dashboard', async ({
  shop,
  demo,
}) => {
  const { page } = shop;
  const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
  const accounts = demoAccounts();
  expect(accounts.map((account) => account.role)).toEqual(['admin', 'manager']);
  const admin = accounts.find((account) => account.role === 'admin')!;

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?message=auth_required&redirect=%2Fadmin$/);
  await logIn(page, t, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: await t('AdminDashboard') })).toBeVisible();
  await expect(page.getByTestId('admin-user-name')).toHaveText(admin.email);
  await expect(page.getByTestId('admin-user-menu')).toContainText(await t('AdminRoleAdmin'));
  shop.expectNoErrors();
});
