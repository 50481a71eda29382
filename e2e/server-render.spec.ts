import type { Page } from '@playwright/test';
import { expect, LANGS, test } from './fixtures';

/**
 * Public pages rendered on the server for guests (ADR 042): the page is there before any script
 * runs, in the visitor's language, and the app then takes it over in place (hydration) without an
 * error, a second request for its data or a reload; a visitor the server did not render for (a
 * guest with a cart) gets the app's own render of the same page.
 */

const RENDERED_PAGES = ['/', '/faq', '/tariffs/russia'] as const;

/** Whether React has taken the page's root over. */
const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

for (const lang of LANGS) {
  test.describe(`server rendering (${lang})`, () => {
    test.use({ lang });

    test('the pages are whole without scripts, in the language of the cookie', async ({
      browser,
      baseURL,
      demo,
    }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      await context.addCookies([{ name: 'language', value: lang, domain: '127.0.0.1', path: '/' }]);
      const page = await context.newPage();
      const settings = await demo.settings();
      for (const path of RENDERED_PAGES) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang.slice(0, 2));
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        // The header's menu as the API names it, and a title of the page's own.
        for (const item of settings.top_menu.slice(0, 2))
          await expect(
            page.getByRole('banner').getByRole('link', { name: item.label, exact: true }).first(),
          ).toBeAttached();
        await expect(page).toHaveTitle(new RegExp(settings.settings.sitename));
      }
      await page.goto('/faq');
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
      await context.close();
    });

    test('the app takes a rendered page over without asking for its data again', async ({ shop, demo }) => {
      const { page } = shop;
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
      });
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      });
      // The browser's clock an hour ahead: a page kept since it was rendered (ADR 069) is still
      // taken over with its data, which is the content's current revision whatever its age.
      await page.clock.install({ time: Date.now() + 60 * 60_000 });
      await page.clock.resume();
      await page.goto('/faq');
      await expect.poll(() => isHydrated(page)).toBe(true);
      await page.waitForLoadState('networkidle');
      // Only the dictionary: the page brought the texts it shows, the app asks for the rest.
      expect(calls, 'calls made by a page that came with its data').toEqual(['/api/settings']);

      // Live: a question opens, and the header's links navigate without loading a document.
      const question = page.getByRole('main').getByRole('button').first();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      const settings = await demo.settings();
      const tariffs = settings.top_menu.find((item) => item.url === '/tariffs')!;
      await page.getByRole('banner').getByRole('link', { name: tariffs.label, exact: true }).first().click();
      await expect(page).toHaveURL(/\/tariffs$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(documents).toEqual(['/faq']);
      shop.expectNoErrors();
    });

    test('a guest with a cart gets the same page rendered by the app', async ({ shop }) => {
      const { page } = shop;
      await page.goto('/faq');
      await page.evaluate(() => localStorage.setItem('cart_ids', '[1]'));
      await page.goto('/');
      await expect.poll(() => isHydrated(page)).toBe(true);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // Rendered once by the app, not hydrated twice: one heading, no error.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      shop.expectNoErrors();
    });
  });
}

test('a tap on a rendered page before the app has taken it over is made once it has', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
  });
  const page = await context.newPage();
  // The app's entry is held back, as on a slow phone, until the tap has been made.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  const question = page.getByRole('main').getByRole('button').first();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => asked, { message: 'the page asks for the app once painted' }).toBe(true);
  await question.click();
  expect(await isHydrated(page)).toBe(false);
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  release();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  // Once the app holds the page, taps are its own: the same question closes.
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await context.close();
});
