import type { Page, Request, Route } from '@playwright/test';
import { type Demo, expect, test } from './fixtures';

/**
 * The app's code arriving late, not at all, or from a version that is gone (spec section 8, issue
 * 9): a page's chunk that fails or does not arrive within 120 seconds shows a clear error with a
 * reload button, and a tab left open across a deploy reloads once into the new version on its
 * next navigation instead of showing a blank page.
 *
 * "Not yet loaded" is whatever script the home page did not load: the journeys do not depend on
 * how the build names its chunks.
 */

const isScript = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');

/** Opens the home page; the answer matches the scripts it did not load (the app's later chunks). */
async function openHome(page: Page): Promise<(url: URL) => boolean> {
  const loaded = new Set<string>();
  const note = (request: Request) => {
    if (request.resourceType() === 'script') loaded.add(request.url());
  };
  page.on('request', note);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', note);
  return (url) => isScript(url) && !loaded.has(url.href);
}

/** The FAQ link of the desktop header (its label as the API names it). */
async function faqLink(page: Page, demo: Demo) {
  const label = (await demo.settings()).top_menu.find((item) => item.url === '/faq')!.label;
  return page.getByRole('banner').getByRole('link', { name: label, exact: true });
}

/** Counts the page's document loads of `path` (the first visit and every reload). */
function countDocumentLoads(page: Page, path: string): { count: number } {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) loads.count += 1;
  });
  return loads;
}

/** From now on the server's index page names other hashed entry scripts, as a newer build's would. */
async function serveNewerIndex(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(/(\/assets\/[\w.-]+?)-([\w-]{8})\.js/g, '$1-NEWBUILD.js');
      await route.fulfill({ response, body });
    },
  );
}

test.describe('script chunks', () => {
  test.use({ lang: 'ru-RU', viewportName: 'desktop' });

  test('a chunk that fails to load: a clear error, and the reload button brings the page', async ({
    shop,
    demo,
  }) => {
    const { page } = shop;
    const notLoaded = await openHome(page);
    // The network fails for every script not loaded yet; the server's index is the same version.
    await page.route(notLoaded, (route) => route.abort('internetdisconnected'));
    await (await faqLink(page, demo)).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(await demo.t('ChunkLoadError'));
    await expect(page).toHaveURL(/\/faq$/);
    await shop.expectAccessible('/faq whose code failed to load');

    // The connection is back: the button reloads the page, which now works.
    await page.unrouteAll({ behavior: 'wait' });
    await alert.getByRole('button', { name: await demo.t('ReloadPage') }).click();
    const firstQuestion = (await demo.faqs())[0]!.question;
    await expect(page.getByRole('main').getByRole('button', { name: firstQuestion })).toBeVisible();
  });

  test('a chunk that does not arrive within 120 seconds: the timeout error with a reload button', async ({
    shop,
    demo,
  }) => {
    const { page } = shop;
    await page.clock.install();
    const notLoaded = await openHome(page);
    const held: Route[] = [];
    await page.route(
      notLoaded,
      (route) => void held.push(route), // never answered: the request hangs
    );
    await (await faqLink(page, demo)).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);

    // The page's clock also runs on by itself meanwhile: leave it a margin before 120 s.
    await page.clock.fastForward(105_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.fastForward(20_000);
    // One error, the page's (the boot script's watch ended when the app started).
    const alert = page.getByRole('alert');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(await demo.t('ChunkLoadTimeout'));
    await expect(alert.getByRole('button', { name: await demo.t('ReloadPage') })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a tab left open across a deploy reloads once into the new version on its next navigation', async ({
    shop,
    demo,
  }) => {
    const { page } = shop;
    const notLoaded = await openHome(page);
    await page.evaluate(() => Object.assign(window, { __oldTab: true }));
    const faqLoads = countDocumentLoads(page, '/faq');

    // The deploy: the old build's chunks the tab has not loaded yet are gone (404) and the index
    // names other scripts, until the tab loads a document, which comes from the new build.
    let deployedDocumentLoaded = false;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') deployedDocumentLoaded = true;
    });
    await page.route(notLoaded, (route) =>
      deployedDocumentLoaded ? route.continue() : route.fulfill({ status: 404 }),
    );
    await serveNewerIndex(page);

    await (await faqLink(page, demo)).click();
    const firstQuestion = (await demo.faqs())[0]!.question;
    await expect(page.getByRole('main').getByRole('button', { name: firstQuestion })).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await page.evaluate(() => '__oldTab' in window), 'the page reloaded').toBe(false);
    expect(faqLoads.count, 'one reload into the new version').toBe(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a deploy whose new chunks fail too: one reload, then the error, not a reload loop', async ({
    shop,
    demo,
  }) => {
    const { page } = shop;
    const notLoaded = await openHome(page);
    const faqLoads = countDocumentLoads(page, '/faq');
    const entry = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'), (s) => s.src),
    );
    // Every script the home page did not need stays missing, before and after the reload; the
    // entry scripts still load, so the reloaded app runs and meets the same missing chunk.
    await page.route(
      (url) => notLoaded(url) && !entry.includes(url.href),
      (route) => route.fulfill({ status: 404 }),
    );
    await serveNewerIndex(page);

    await (await faqLink(page, demo)).click();
    await expect(page.getByRole('alert')).toContainText(await demo.t('ChunkLoadError'));
    await expect(page).toHaveURL(/\/faq$/);
    expect(faqLoads.count, 'exactly one reload').toBe(1);
    // It stays put: no further reloads while the error shows.
    await page.waitForTimeout(1500);
    expect(faqLoads.count).toBe(1);
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test("the app's own entry failing to load: the boot script shows the error, not a blank page", async ({
    shop,
    demo,
  }) => {
    const { page } = shop;
    // The boot script (its own small entry, named so by the build) arrives; the app's code does not.
    await page.route(
      (url) => isScript(url) && !url.pathname.startsWith('/assets/boot-'),
      (route) => route.fulfill({ status: 404 }),
    );
    await page.goto('/');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(await demo.t('ChunkLoadError'));
    await page.unrouteAll({ behavior: 'wait' });
    await alert.getByRole('button', { name: await demo.t('ReloadPage') }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});
