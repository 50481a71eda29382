import type { Locator, Page } from '@playwright/test';
import { type Demo, expect, type ShopPage, test } from './fixtures';

/**
 * An address per language (ADR 070): English pages live under /en and are rendered in English by
 * the server whatever the cookie; the language menu moves to the other language's address of the
 * same page without loading a document, and every link of an English page stays under /en.
 */

const escapedText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function languageCookie(shop: ShopPage): Promise<string | undefined> {
  return (await shop.context.cookies()).find((cookie) => cookie.name === 'language')?.value;
}

/** Chooses `locale` in the header's language menu, named in the UI's language `ui`. */
async function chooseLanguage(page: Page, ui: Demo, locale: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${await ui.t('Language')}`) })
    .click();
  const name = (await ui.settings()).languages.find((language) => language.locale === locale)!.name;
  await page.getByRole('menuitemradio', { name }).click();
}

/** The head's canonical address: one element, whatever the app did after taking the page over. */
async function canonical(page: Page): Promise<Locator> {
  const links = page.locator('head link[rel="canonical"]');
  await expect(links).toHaveCount(1);
  return links;
}

test.use({ lang: 'ru-RU' });

test('an English address is English from the server, and the language menu moves between addresses in place', async ({
  shop,
  demoByLang,
  baseURL,
}) => {
  const { page } = shop;
  const ru = demoByLang.get('ru-RU')!;
  const en = demoByLang.get('en-US')!;
  const [ruFirst] = await ru.faqs();
  const [enFirst] = await en.faqs();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });

  // The visitor's cookie says Russian: the address says English, and the server's HTML is so.
  const response = await page.goto('/en/faq');
  const served = await response!.text();
  expect(served).toContain('<html lang="en">');
  expect(served).toContain(escapedText(enFirst!.question));
  expect(served).not.toContain(escapedText(ruFirst!.question));
  expect(served).toMatch(new RegExp(`<link rel="canonical" href="${baseURL}/en/faq"/?>`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: enFirst!.question })).toBeVisible();
  // Hydrated, the head keeps the server's links, once each.
  await expect(await canonical(page)).toHaveAttribute('href', `${baseURL}/en/faq`);
  await expect(page.locator('head link[rel="alternate"]')).toHaveCount(3);
  await expect.poll(() => languageCookie(shop)).toBe('en-US');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // The links of an English page lead to English addresses, in the app.
  const tariffs = (await en.settings()).top_menu.find((item) => item.url === '/tariffs')!;
  const tariffsLink = page
    .getByRole('banner')
    .getByRole('link', { name: tariffs.label, exact: true })
    .first();
  await expect(tariffsLink).toHaveAttribute('href', '/en/tariffs');
  await tariffsLink.click();
  await expect(page).toHaveURL(`${baseURL}/en/tariffs`);
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/en/faq`);
  await expect(main.getByRole('button', { name: enFirst!.question })).toBeVisible();

  await chooseLanguage(page, en, 'ru-RU');
  await expect(page).toHaveURL(`${baseURL}/faq`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(main.getByRole('button', { name: ruFirst!.question })).toBeVisible();
  await expect(await canonical(page)).toHaveAttribute('href', `${baseURL}/faq`);
  expect(await languageCookie(shop)).toBe('ru-RU');
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(`^${await ru.t('Language')}`) }),
  ).toBeFocused();

  await chooseLanguage(page, ru, 'en-US');
  await expect(page).toHaveURL(`${baseURL}/en/faq`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(main.getByRole('button', { name: enFirst!.question })).toBeVisible();
  expect(await languageCookie(shop)).toBe('en-US');

  expect(
    await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
    'no document loaded',
  ).toBe(true);
  expect(documents).toEqual(['/en/faq']);
  shop.expectNoErrors();
});

test('the language menu keeps the query: a list’s page is the same page in the other language', async ({
  shop,
  demoByLang,
  baseURL,
}) => {
  const { page } = shop;
  const ru = demoByLang.get('ru-RU')!;
  await page.goto('/materials/news?page=2');
  await expect(await canonical(page)).toHaveAttribute('href', `${baseURL}/materials/news?page=2`);
  await chooseLanguage(page, ru, 'en-US');
  await expect(page).toHaveURL(`${baseURL}/en/materials/news?page=2`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(await canonical(page)).toHaveAttribute('href', `${baseURL}/en/materials/news?page=2`);
  shop.expectNoErrors();
});

test('the back-office has one address: /en/admin opens it at /admin', async ({ shop, baseURL }) => {
  const { page } = shop;
  await page.goto('/en/admin');
  // A guest is then asked to sign in, and comes back to the back-office's own address.
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/(admin|login)`));
  expect(new URL(page.url()).searchParams.get('redirect') ?? '/admin').toBe('/admin');
  expect(await languageCookie(shop)).toBe('en-US');
});
