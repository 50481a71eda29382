import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The public pages the server renders beside the first ones (ADR 042): news and publications,
 * their articles, the search's form and the not-found page. Each comes whole in the document, the
 * app takes it over in place without an error or a second request for its data, and an address
 * that names nothing answers 404.
 */

/** Whether React has taken the page's root over. */
const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/** Text as React writes it in markup. */
const inMarkup = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The API calls the page makes from now on. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

test('a news article comes rendered, and the app takes it over without asking for it again', async ({
  shop,
  demo,
}) => {
  const { page } = shop;
  const [article] = await demo.articles(100);
  const calls = recordCalls(page);
  const response = await page.goto(`/materials/news/${article!.path}`);
  expect(response?.status()).toBe(200);
  // The article is in the document itself, before any script has run.
  const document = await response!.text();
  const root =
    /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="storefront-state">/.exec(
      document,
    )?.[1];
  expect(root).toContain('<h1');
  expect(root).toContain(inMarkup(article!.title));

  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(article!.title);
  await page.waitForLoadState('networkidle');
  // Only the dictionary: the page brought the texts it shows, the app asks for the rest.
  expect(calls, 'calls made by a page that came with its data').toEqual(['/api/settings']);

  // Live: the link back to the list navigates in the app, to the list rendered by the app.
  await page
    .getByRole('main')
    .getByRole('link', { name: await demo.t('BackToList') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/materials\/news$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(await demo.t('News'));
  shop.expectNoErrors();
});

test('the lists, a publication and the search come rendered and are taken over without an error', async ({
  shop,
  demo,
}) => {
  const { page } = shop;
  const [publication] = await demo.articles(1);
  // A company typed in by hand is the browser's own: the server's render has none, the app then
  // shows it.
  await page.goto('/faq');
  await page.evaluate(() =>
    localStorage.setItem(
      'manual_companies',
      JSON.stringify([
        {
          id: 1_000_000_000,
          name: 'Typed In Ltd',
          countryId: 1,
          countryCode: 'RU',
          number: '',
          addedAt: '2026-01-01T00:00:00.000Z',
        },
      ]),
    ),
  );
  const calls = recordCalls(page);
  for (const path of [
    '/materials/news',
    '/materials/publications',
    `/materials/publications/${publication!.path}`,
    '/search',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await response!.text(), path).toMatch(/<div id="root"><[^/]/);
    await expect.poll(() => isHydrated(page), path).toBe(true);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('search')).toBeVisible();
  await expect(page.getByText('Typed In Ltd')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Each document's app asks for the whole dictionary and nothing else.
  expect(calls).toEqual(Array(4).fill('/api/settings'));
  shop.expectNoErrors();
});

test('an unknown address answers 404 with the not-found page, which the app takes over', async ({
  shop,
  demo,
}) => {
  const { page } = shop;
  for (const path of ['/no-such-page/anywhere', '/materials/news/no-such-article']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(await response!.text(), path).toContain(await demo.t('NotFoundTitle'));
    await expect.poll(() => isHydrated(page), path).toBe(true);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveText(
      await demo.t('NotFoundTitle'),
    );
  }
  // Live: its link home navigates in the app.
  await page
    .getByRole('main')
    .getByRole('link', { name: await demo.t('GoHome') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  shop.expectNoErrors();
});
