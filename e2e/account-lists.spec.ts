import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCall, escapeRegExp, expect, expectNoHorizontalOverflow, test } from './fixtures';
import { mailedLinkToken } from './mails';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Requisites with valid check digits (real banks' and companies' public data). */
const ENTITIES = [
  {
    name: 'ООО «Альфа Документ»',
    inn: '7707083893',
    ogrn: '1027700132195',
    kpp: '773601001',
    address: 'Москва, ул. Вавилова, 19',
    bik: '044525225',
    bank: 'ПАО Сбербанк',
    account: '40702810938000000001',
  },
  {
    name: 'ООО «Бета Реестр»',
    inn: '7736207543',
    ogrn: '1027700229193',
    kpp: '770401001',
    address: 'Москва, ул. Льва Толстого, 16',
    bik: '044525225',
    bank: 'ПАО Сбербанк',
    account: '40702810938000000014',
  },
] as const;

/**
 * A manager account in the e2e server's database, made with the shop's own CLI (the built one,
 * as the server under test), the password read from stdin.
 */
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

for (const viewportName of ['desktop', 'phone'] as const) {
  test.describe(() => {
    test.use({ lang: 'ru-RU', viewportName });

    test(`account lists: legal entities, documents, orders; a manager's link (${viewportName})`, async ({
      shop,
      demo,
    }) => {
      test.setTimeout(120_000);
      const { page, context } = shop;
      const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
      const stamp = `${viewportName}-${Date.now()}`;
      const email = `lists-${stamp}@example.com`;
      const password = 'lists-pass-1';

      // A new customer, registered through the page (with the real human check) and confirmed
      // by the mailed link.
      await page.goto('/login');
      const signup = page.getByRole('region', { name: await t('RegisterTitle') });
      await signup.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await signup.getByLabel(/^Пароль/).fill(password);
      await signup.getByLabel(/^Повторите пароль/).fill(password);
      await signup.getByRole('button', { name: await t('Register') }).click();
      await expect(signup.getByText(await t('RegisterCheckEmail'))).toBeVisible({ timeout: 20_000 });
      await page.goto(`/confirm-email#token=${await mailedLinkToken(email, '/confirm-email')}`);
      await expect(page).toHaveURL(/\/account\/profile$/, { timeout: 20_000 });

      // Legal entities: empty at first.
      await page
        .getByRole('link', { name: await t('LegalEntities') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/account\/yurlitsa$/);
      await expect(page.getByRole('heading', { level: 1, name: await t('LegalEntities') })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(await t('LegalEntities'))} — `));
      await expect(page.getByText(await t('NoLegalEntities'))).toBeVisible();
      await shop.expectAccessible('legal entities, empty');

      // Two added in the modal; the first becomes the default.
      for (const entity of ENTITIES) {
        await page
          .getByRole('button', { name: await t('AddLegalEntity') })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: await t('AddLegalEntity') });
        const field = async (key: string) =>
          dialog.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(await t(key))}`) });
        await (await field('LegalEntityName')).fill(entity.name);
        await (await field('LegalEntityInn')).fill(entity.inn);
        await (await field('LegalEntityOgrn')).fill(entity.ogrn);
        await (await field('LegalEntityKpp')).fill(entity.kpp);
        await (await field('LegalEntityAddress')).fill(entity.address);
        await (await field('LegalEntityBik')).fill(entity.bik);
        await (await field('LegalEntityBank')).fill(entity.bank);
        await (await field('LegalEntityAccount')).fill(entity.account);
        if (entity === ENTITIES[0]) await shop.expectAccessible('legal entity form');
        await dialog.getByRole('button', { name: await t('Save') }).click();
        await expect(dialog).toBeHidden({ timeout: 20_000 });
        await expect(page.getByRole('article', { name: entity.name })).toBeVisible();
      }
      const first = page.getByRole('article', { name: ENTITIES[0].name });
      const second = page.getByRole('article', { name: ENTITIES[1].name });
      await expect(first.getByText(await t('Default'), { exact: true })).toBeVisible();
      await expect(second.getByText(await t('Default'), { exact: true })).toHaveCount(0);
      await shop.expectAccessible('legal entities, two');
      await expectNoHorizontalOverflow(shop);

      // The second becomes the default.
      await second.getByRole('button', { name: await t('MakeDefault') }).click();
      await expect(second.getByText(await t('Default'), { exact: true })).toBeVisible();
      await expect(first.getByRole('button', { name: await t('MakeDefault') })).toBeVisible();

      // The first is deleted after the confirmation.
      await first.getByRole('button', { name: await t('Delete') }).click();
      const confirm = page.getByRole('dialog', { name: await t('DeleteLegalEntityTitle') });
      await expect(confirm).toBeVisible();
      await shop.expectAccessible('delete confirmation');
      await confirm.getByRole('button', { name: await t('Delete') }).click();
      await expect(first).toHaveCount(0);
      await expect(page.getByTestId('legal-entity')).toHaveCount(1);
      await page.reload();
      await expect(page.getByRole('article', { name: ENTITIES[1].name })).toBeVisible();
      await expect(page.getByTestId('legal-entity')).toHaveCount(1);

      // Documents and orders: empty for a new customer.
      await page
        .getByRole('link', { name: await t('Documents') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/account\/documents$/);
      await expect(page.getByText(await t('NoDocuments'))).toBeVisible();
      await page.getByRole('link', { name: await t('Invoices') }).click();
      await expect(page).toHaveURL(/\/account\/documents\?doc_type=invoice$/);
      await expect(page.getByText(await t('NoDocumentsOfType'))).toBeVisible();
      await shop.expectAccessible('documents');
      await page
        .getByRole('link', { name: await t('Orders') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/account\/orders$/);
      await expect(page.getByText(await t('NoOrders'))).toBeVisible();
      await shop.expectAccessible('orders');

      // The customer's id, as the back-office would know it.
      const authKey = (await context.cookies()).find((cookie) => cookie.name === 'auth_key')?.value;
      expect(authKey, 'the session cookie').toBeTruthy();
      const { user } = await apiCall<{ user: { id: number } }>(page.request, 'login-by-token', {
        auth_key: authKey!,
      });

      // A manager gets a link for that customer.
      const managerEmail = `manager-${stamp}@example.com`;
      const managerPassword = 'manager-pass-12345';
      createManager(managerEmail, managerPassword);
      const managerLogin = await apiCall<{ user: { auth_key: string } }>(page.request, 'login', {
        'LoginForm[username]': managerEmail,
        'LoginForm[password]': managerPassword,
        'LoginForm[rememberMe]': 0,
      });
      const issued = await apiCall<{ link: string }>(page.request, 'manager-user-token', {
        auth_key: managerLogin.user.auth_key,
        user_id: user.id,
      });

      // The manager's own browser: nothing of the customer's session.
      await page.goto('/');
      await page.evaluate(() => localStorage.clear());
      await context.clearCookies();
      await context.addCookies([{ name: 'language', value: 'ru-RU', domain: '127.0.0.1', path: '/' }]);
      // The credentials ride after '#' (ADR 023) and leave the address bar at once.
      const link = new URL(issued.link);
      expect(link.search).toBe('');
      await page.goto(`${link.pathname}${link.hash}`);
      const banner = page.getByTestId('manager-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(await t('ManagerMode', email));
      expect(page.url()).not.toContain('manager_token');
      expect(page.url()).not.toContain('user_id');
      await shop.expectAccessible('home in manager mode');

      // The customer's account, with the banner on every page.
      await page.goto('/account/yurlitsa');
      await expect(page.getByRole('article', { name: ENTITIES[1].name })).toBeVisible();
      await expect(banner).toBeVisible();
      expect(page.url()).not.toContain('manager_token');
      await shop.expectAccessible('legal entities in manager mode');
      await expectNoHorizontalOverflow(shop);

      // The way out: a guest again, the credentials gone.
      await banner.getByRole('button', { name: await t('ManagerModeExit') }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('manager-banner')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('manager_credentials'))).toBeNull();
      await page.goto('/account/yurlitsa');
      await expect(page).toHaveURL(/\/login\?message=auth_required/);
      shop.expectNoErrors();
    });
  });
}
