import type { Browser, Locator, Page } from '@playwright/test';
import { type Demo, expect, type Lang, test } from './fixtures';

/**
 * A guest's cart is its owner's secret (ADR 055): guest A puts a document into its cart; guest B,
 * in a browser of its own, writes A's item ids (and the ids around them) into its local storage,
 * without a key, with a wrong one and with its own cart's key, and reloads: B's cart shows no line
 * of A's, and A's cart is as it was.
 */

interface Guest {
  page: Page;
  errors: string[];
}

/** A browser of its own in the test's language, recording what goes wrong on its page. */
async function newGuest(browser: Browser, baseURL: string, lang: Lang): Promise<Guest> {
  const context = await browser.newContext({ baseURL, locale: lang });
  await context.addCookies([{ name: 'language', value: lang, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught on ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error on ${page.url()}: ${message.text()}`);
  });
  return { page, errors };
}

/** Adds a product for the first company of the search with an INN, as a visitor does on /search. */
async function addFromSearch(page: Page, demo: Demo, productName: string): Promise<void> {
  const russia = await demo.country('russia');
  const company = (await demo.companies(russia.id, 'строй')).companies.find((candidate) => candidate.inn)!;
  await page.goto(`/search?query=${encodeURIComponent(company.inn)}&country=${russia.id}`);
  const card = page.getByTestId('company').filter({ hasText: company.inn }).first();
  await card.getByRole('button', { name: await demo.t('DocumentsAndPrices') }).click();
  await card.getByRole('button', { name: `${await demo.t('AddToCart')}: ${productName}` }).click();
  await expect(card.getByRole('button', { name: `${await demo.t('InCart')}: ${productName}` })).toBeVisible();
}

/** Reloads the page once the app runs and answers the cart popup's lines. */
async function cartLinesAfterReload(page: Page): Promise<Locator> {
  await page.reload();
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.getByTestId('cart-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog.getByTestId('cart-item');
}

const held = (page: Page) =>
  page.evaluate(() => ({
    ids: JSON.parse(localStorage.getItem('cart_ids') ?? '[]') as number[],
    key: localStorage.getItem('cart_key'),
  }));

/** Writes cart ids, and a key or none, into the page's local storage, as someone guessing would. */
const write = (page: Page, ids: number[], key: string | null) =>
  page.evaluate(
    ([cartIds, cartKey]) => {
      localStorage.setItem('cart_ids', JSON.stringify(cartIds));
      if (cartKey === null) localStorage.removeItem('cart_key');
      else localStorage.setItem('cart_key', cartKey);
    },
    [ids, key] as const,
  );

test.describe(() => {
  test.use({ lang: 'ru-RU', viewportName: 'desktop' });

  test('a guest’s cart is invisible to a second guest who writes its ids, or guesses ids near them', async ({
    shop,
    demo,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const russia = await demo.country('russia');
    const [first, second] = await demo.products(russia.id);

    // Guest A: one document in the cart, its ids and key kept by the browser.
    const a = shop.page;
    await addFromSearch(a, demo, first!.name);
    const aCart = await held(a);
    expect(aCart.ids).toHaveLength(1);
    expect(aCart.key).toMatch(/^[\w-]{43}$/);
    await expect(await cartLinesAfterReload(a)).toHaveCount(1);
    await a.keyboard.press('Escape');

    // Guest B, a browser of its own: A's ids and the ones around them.
    const b = await newGuest(browser, baseURL!, 'ru-RU');
    await b.page.goto('/');
    const [aId] = aCart.ids as [number];
    const guessed = Array.from({ length: 41 }, (_, index) => aId - 20 + index).filter((id) => id > 0);

    // Without a key, and with a key of its own making: an empty cart.
    for (const key of [null, 'k'.repeat(43)]) {
      await write(b.page, guessed, key);
      const lines = await cartLinesAfterReload(b.page);
      await expect(lines).toHaveCount(0);
      await expect(b.page.getByRole('dialog').getByTestId('cart-empty')).toBeVisible();
      await expect(b.page.getByTestId('cart-dot')).toHaveCount(0);
      await b.page.keyboard.press('Escape');
    }

    // With its own cart's key: its own line, none of A's.
    await write(b.page, [], null);
    await addFromSearch(b.page, demo, second!.name);
    const bCart = await held(b.page);
    expect(bCart.key).toMatch(/^[\w-]{43}$/);
    expect(bCart.key).not.toBe(aCart.key);
    await write(b.page, [...new Set([...guessed, ...bCart.ids])], bCart.key);
    const bLines = await cartLinesAfterReload(b.page);
    await expect(bLines).toHaveCount(1);
    await expect(bLines).toContainText(second!.name);
    await expect(bLines.filter({ hasText: first!.name })).toHaveCount(0);
    expect(b.errors).toEqual([]);
    await b.page.context().close();

    // A's cart is as it was.
    const aLines = await cartLinesAfterReload(a);
    await expect(aLines).toHaveCount(1);
    await expect(aLines).toContainText(first!.name);
    shop.expectNoErrors();
  });
});
