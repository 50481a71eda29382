import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logIn, newBrowserContext } from './back-office';
import { apiCall, expect, LANGS, type Settings, test } from './fixtures';

/*
 * The demo and a real shop (docs/decisions/058-demo-and-production.md): the journeys' server is the
 * demo (`npm start`), which says so on every page in both languages; a real shop started on an empty
 * database serves its pages and its back-office's set-up checklist with no 5xx.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

for (const lang of LANGS) {
  test.describe(`the demo (${lang})`, () => {
    test.use({ lang });

    test('every kind of page says it is the demo shop', async ({ shop, demo }) => {
      const { page } = shop;
      const banner = await demo.t('DemoBanner');
      expect(banner).toMatch(lang === 'ru-RU' ? /^Демо-магазин/ : /^Demo shop/);
      for (const path of ['/', '/faq', '/tariffs/russia', '/login', '/no-such-page']) {
        await page.goto(path);
        await expect(page.getByTestId('demo-banner'), path).toHaveText(banner);
      }
      await page.goto('/');
      await shop.expectAccessible();
      shop.expectNoErrors();
    });
  });
}

/** A shop process of its own: SHOP_MODE=production on an empty SQLite database, its log kept. */
async function startRealShop(
  port: number,
  databaseUrl: string,
): Promise<{ child: ChildProcess; log: string[] }> {
  const log: string[] = [];
  const child = spawn('node', ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      SHOP_MODE: 'production',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => log.push(...String(chunk).split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const until = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, log };
    if (Date.now() > until || child.exitCode !== null)
      throw new Error(`the shop did not start:\n${log.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.describe('a real shop on an empty database', () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 3;
  const baseURL = `http://127.0.0.1:${port}`;
  let dir: string;
  let shop: { child: ChildProcess; log: string[] };

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-real-shop-'));
    shop = await startRealShop(port, join(dir, 'shop.sqlite'));
  });
  test.afterAll(async () => {
    shop?.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  test('shows its pages and the set-up checklist, with no 5xx in its log', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const request = await playwright.request.newContext({ baseURL });
    const settings = await apiCall<Settings & { settings: { demo: boolean; rubleCourse: number | null } }>(
      request,
      'settings',
      { lang: 'ru-RU' },
    );
    expect(settings.settings).toMatchObject({ demo: false, rubleCourse: null });
    const t = (key: string) => Promise.resolve(settings.translations[key] ?? key);

    // The first step of a real shop: its administrator, made with the shop's own command.
    const email = `owner-${Date.now()}@example.com`;
    const password = 'owner-password-12345';
    const created = spawnSync(
      'node',
      ['apps/server/dist/cli.js', 'manager', 'create', email, '--password-stdin', '--admin'],
      {
        cwd: root,
        input: `${password}\n`,
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: join(dir, 'shop.sqlite'),
          LOG_LEVEL: 'warn',
        },
      },
    );
    expect(created.status, `${created.stdout}${created.stderr}`).toBe(0);

    const context = await newBrowserContext(browser, baseURL, 'ru-RU');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.getByTestId('catalogue-being-prepared')).toContainText(
      await t('CatalogueBeingPrepared'),
    );
    await expect(page.getByTestId('demo-banner')).toHaveCount(0);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/tariffs');
    await expect(page.getByTestId('catalogue-being-prepared')).toBeVisible();

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login/);
    await logIn(page, t, email, password);
    await expect(page).toHaveURL(/\/admin$/);
    // The back-office's own texts, as it reads them with the administrator's session.
    const authKey = (await context.cookies()).find((cookie) => cookie.name === 'auth_key')?.value ?? '';
    const backOffice = await apiCall<{ translations: Record<string, string> }>(page.request, 'admin/texts', {
      lang: 'ru-RU',
      auth_key: authKey,
    });
    const ta = (key: string) => Promise.resolve(backOffice.translations[key] ?? key);
    const checklist = page.getByTestId('setup-checklist');
    await expect(checklist.getByRole('heading', { name: await ta('AdminSetupTitle') })).toBeVisible();
    await expect(checklist.getByTestId('setup-administrator')).toHaveAttribute('data-done', 'true');
    for (const item of ['seller', 'contacts', 'rate', 'catalogue', 'payments', 'mail', 'test_order'])
      await expect(checklist.getByTestId(`setup-${item}`)).toHaveAttribute('data-done', 'false');
    await expect(checklist.getByTestId('setup-payment-methods')).toHaveText(await ta('AdminSetupNoCheckout'));
    await page.screenshot({ path: test.info().outputPath('setup-checklist-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: test.info().outputPath('setup-checklist-360.png'), fullPage: true });

    // The seller's requisites from the checklist's link: then the item is done.
    await checklist.getByTestId('setup-seller').getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/site\/seller$/);
    await context.close();
    await request.dispose();

    expect(errors).toEqual([]);
    const failures = shop.log.filter((line) => /"statusCode":5\d\d|"level":(50|60)/.test(line));
    expect(failures).toEqual([]);
  });
});
