import { execFileSync } from 'node:child_process';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  apiCall,
  type Company,
  type Demo,
  expect,
  expectNoHorizontalOverflow,
  type Lang,
  test,
} from './fixtures';
import { mailedLinkToken } from './mails';

/**
 * From a company to the cart (parts 1 to 3): search a company, choose the purpose and
 * the type, add a document and a related one, check the popup's count and totals, remove one,
 * keep the guest cart over a reload and in a second tab, log in and find it merged with the
 * customer's, then empty it. Products and prices are read from the API in the test.
 */

interface OfferedProduct {
  id: number;
  name: string;
  price_num: number;
  ruble_price_num: number;
  productTypes: number[];
  productsRelated: number[];
}
interface Purpose {
  id: number;
  name: string;
  productTypes: number[];
}

/** Digits with any (or no) space between the thousands. */
const spaced = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?');
const roubles = (value: number) => new RegExp(`^${spaced(value)}\\s?₽$`);
/** A euro amount as whole euros or with its cents ('41 €' or '40,90 €'). */
const euros = (value: number) => {
  const cents = Math.round(value * 100);
  const whole = spaced(Math.round(cents / 100));
  const exact = `${spaced(Math.floor(cents / 100))}[.,]${String(cents % 100).padStart(2, '0')}`;
  return new RegExp(`^(?:${whole}|${exact})\\s?€$`);
};

async function registerCustomer(
  browser: Browser,
  baseURL: string,
  demo: Demo,
  email: string,
  password: string,
) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'language', value: demo.lang, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  await page.goto('/login');
  const signup = page.getByRole('region', { name: await demo.t('RegisterTitle') });
  await signup.getByRole('textbox', { name: new RegExp(`^${await demo.t('Email')}`) }).fill(email);
  await signup.getByLabel(new RegExp(`^${await demo.t('Password')}`)).fill(password);
  await signup.getByLabel(new RegExp(`^${await demo.t('RepeatPassword')}`)).fill(password);
  await signup.getByRole('button', { name: await demo.t('Register') }).click();
  await expect(signup.getByText(await demo.t('RegisterCheckEmail'))).toBeVisible({ timeout: 20_000 });
  await page.goto(`/confirm-email#token=${await mailedLinkToken(email, '/confirm-email')}`);
  await expect(page).toHaveURL(/\/account\/profile$/, { timeout: 20_000 });
  await context.close();
}

async function openCart(page: Page): Promise<Locator> {
  await page.getByTestId('cart-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const [lang, viewportName] of [
  ['ru-RU', 'desktop'],
  ['en-US', 'phone'],
] as const satisfies readonly [Lang, 'desktop' | 'phone'][]) {
  test.describe(() => {
    test.use({ lang, viewportName });

    test(`company -> type -> product with a related one -> cart popup -> reload -> login merges -> empty (${lang}, ${viewportName})`, async ({
      shop,
      demo,
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const { page, context } = shop;
      const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
      const russia = await demo.country('russia');
      const { products, typePurposes } = await apiCall<{
        products: OfferedProduct[];
        typePurposes: Purpose[];
      }>(request, 'products', { lang, country_id: russia.id });
      const byId = new Map(products.map((product) => [product.id, product]));
      const purpose = typePurposes[0]!;
      const found = await demo.companies(russia.id, 'строй');
      const company: Company = found.companies.find((candidate) => candidate.inn)!;

      // A customer with one document in the cart already (for a company of their own).
      const email = `cart-${viewportName}-${Date.now()}@example.com`;
      const password = 'cart-pass-12';
      await registerCustomer(browser, baseURL!, demo, email, password);
      const login = await apiCall<{ user: { auth_key: string } }>(request, 'login', {
        'LoginForm[username]': email,
        'LoginForm[password]': password,
      });
      const customersOwn = products.find((product) => product.productTypes.includes(7)) ?? products.at(-1)!;
      await apiCall(request, 'add-to-cart', {
        lang,
        auth_key: login.user.auth_key,
        'company[id]': 1_000_000_123,
        'company[name]': 'ООО «Клиентская»',
        'company[country]': 'RU',
        product_id: customersOwn.id,
        price: customersOwn.price_num.toFixed(2),
      });

      // A step without a company goes back to the search.
      await page.goto('/search/select-product');
      await expect(page).toHaveURL(/\/search$/);

      // The search: the company opened, then its documents chosen step by step.
      await page.goto(`/search?query=${encodeURIComponent(company.inn)}&country=${russia.id}`);
      const card = page.getByTestId('company').filter({ hasText: company.inn }).first();
      await card.getByRole('button', { name: await t('DocumentsAndPrices') }).click();
      await card.getByTestId('choose-documents').click();
      await expect(page).toHaveURL(/\/search\/select-type\?/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(await t('SelectType'));
      await expect(page.getByTestId('chosen-company')).toContainText(company.name);
      await page.getByTestId('purpose').filter({ hasText: purpose.name }).click();
      await expect(page).toHaveURL(new RegExp(`purpose=${purpose.id}`));
      const types = page.getByTestId('product-type');
      await expect(types.first()).toBeVisible();
      await expectNoHorizontalOverflow(shop);
      await shop.expectAccessible('select-type');
      await types.first().click();
      await expect(page).toHaveURL(/\/search\/select-product\?.*type=\d+/);

      // The survives-a-reload part of the address: the same page comes back.
      await page.reload();
      await expect(page.getByTestId('chosen-company')).toContainText(company.name);
      const typeId = Number(new URL(page.url()).searchParams.get('type'));
      const main = products.find(
        (product) => product.productTypes.includes(typeId) && product.productsRelated.length,
      )!;
      const related = byId.get(main.productsRelated[0]!)!;

      // A second tab of the shop, to see the cart follow.
      const other = await context.newPage();
      await other.goto('/');
      await expect(other.getByTestId('cart-dot')).toHaveCount(0);

      const cardOf = page
        .getByTestId('product-card')
        .filter({ has: page.getByRole('heading', { name: main.name, exact: true }) });
      await expect(page.getByTestId('cart-dot')).toHaveCount(0);
      await cardOf.getByTestId('add-to-cart').first().click();
      // The icon shows how many documents the cart holds.
      await expect(page.getByTestId('cart-dot')).toHaveText('1');
      await expect(page.getByText(await t('AddedToCart'))).toBeVisible();
      await cardOf.getByRole('button', { name: await t('Expand') }).click();
      await cardOf.getByRole('button', { name: `${await t('AddToCart')}: ${related.name}` }).click();
      await expect(
        cardOf.getByRole('button', { name: `${await t('InCart')}: ${related.name}` }),
      ).toBeVisible();
      await expectNoHorizontalOverflow(shop);
      await shop.expectAccessible('select-product');
      await expect(other.getByTestId('cart-dot')).toHaveText('2');
      await expect(page.getByTestId('cart-button')).toHaveAccessibleName(`${await t('Cart')}: 2`);

      // A commercial offer addressed to the chosen company, read back.
      const [offer] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('offer-download').click(),
      ]);
      expect(offer.suggestedFilename()).toBe('offer.pdf');
      const offerFile = testInfo.outputPath(`offer-${lang}.pdf`);
      await offer.saveAs(offerFile);
      const offerText = execFileSync('pdftotext', ['-layout', offerFile, '-'], { encoding: 'utf8' }).replace(
        /\s+/g,
        ' ',
      );
      expect(offerText).toContain(company.name.replace(/\s+/g, ' '));
      expect(offerText).toContain(main.name);

      // The popup: two documents with the plural, totals in € and ₽.
      let dialog = await openCart(page);
      await expect(dialog.getByTestId('cart-item')).toHaveCount(2);
      await expect(dialog.getByTestId('cart-count')).toHaveText(
        lang === 'ru-RU' ? '2 документа' : '2 documents',
      );
      await expect(dialog.getByTestId('cart-total-rub')).toHaveText(
        roubles(main.ruble_price_num + related.ruble_price_num),
      );
      await expect(dialog.getByTestId('cart-total-eur')).toHaveText(
        euros(main.price_num + related.price_num),
      );
      await expect(dialog.getByTestId('checkout')).toHaveAttribute('href', '/checkout');
      await shop.expectAccessible('cart popup');
      const box = await dialog.boundingBox();
      if (viewportName === 'desktop') expect(box?.width).toBe(500);
      else expect(box?.height).toBe(shop.viewport.height);

      // One removed: one document left.
      await dialog
        .getByTestId('cart-item')
        .filter({ hasText: related.name })
        .getByTestId('cart-remove')
        .click();
      await expect(dialog.getByTestId('cart-item')).toHaveCount(1);
      await expect(dialog.getByTestId('cart-count')).toHaveText(
        lang === 'ru-RU' ? '1 документ' : '1 document',
      );
      await expect(dialog.getByTestId('cart-total-rub')).toHaveText(roubles(main.ruble_price_num));
      await page.keyboard.press('Escape');

      // A guest's cart survives a reload (its ids and key are kept in local storage).
      const held = await page.evaluate(() => localStorage.getItem('cart_ids'));
      expect(JSON.parse(held ?? '[]')).toHaveLength(1);
      expect(await page.evaluate(() => localStorage.getItem('cart_key'))).toMatch(/^[\w-]{43}$/);
      await page.reload();
      await expect(page.getByTestId('cart-dot')).toBeVisible();
      dialog = await openCart(page);
      await expect(dialog.getByTestId('cart-item')).toHaveCount(1);
      await page.keyboard.press('Escape');

      // Logging in merges the guest's document into the customer's cart.
      await page.goto('/login');
      const form = page.getByRole('region', { name: await t('LoginTitle') });
      await form.getByRole('textbox', { name: new RegExp(`^${await t('Email')}`) }).fill(email);
      await form.getByLabel(new RegExp(`^${await t('Password')}`)).fill(password);
      await form.getByRole('button', { name: await t('Login') }).click();
      await expect(page).toHaveURL(/\/account\/profile$/, { timeout: 20_000 });
      dialog = await openCart(page);
      await expect(dialog.getByTestId('cart-item')).toHaveCount(2);
      await expect(dialog.getByTestId('cart-item').filter({ hasText: main.name })).toContainText(
        company.name,
      );
      await expect(dialog.getByTestId('cart-item').filter({ hasText: customersOwn.name })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('cart_ids'))).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('cart_key'))).toBeNull();

      // Emptied: the empty state leads to the search.
      for (let left = 2; left > 0; left--) {
        await dialog.getByTestId('cart-remove').first().click();
        await expect(dialog.getByTestId('cart-item')).toHaveCount(left - 1);
      }
      await expect(dialog.getByTestId('cart-empty')).toContainText(await t('CartEmpty'));
      await expect(page.getByTestId('cart-dot')).toHaveCount(0);
      await dialog.getByRole('link', { name: await t('GoToSearch') }).click();
      await expect(page).toHaveURL(/\/search$/);
      shop.expectNoErrors();
    });
  });
}

test.describe(() => {
  test.use({ lang: 'ru-RU', viewportName: 'desktop' });

  test('adds a document straight from the company opened on /search', async ({ shop, demo }) => {
    const { page } = shop;
    const russia = await demo.country('russia');
    const company = (await demo.companies(russia.id, 'строй')).companies.find((candidate) => candidate.inn)!;
    const [first] = await demo.products(russia.id);
    await page.goto(`/search?query=${encodeURIComponent(company.inn)}&country=${russia.id}`);
    const card = page.getByTestId('company').filter({ hasText: company.inn }).first();
    await card.getByRole('button', { name: await demo.t('DocumentsAndPrices') }).click();
    await card.getByRole('button', { name: `${await demo.t('AddToCart')}: ${first!.name}` }).click();
    await expect(
      card.getByRole('button', { name: `${await demo.t('InCart')}: ${first!.name}` }),
    ).toBeVisible();
    await expect(page.getByTestId('cart-dot')).toBeVisible();
    const dialog = await openCart(page);
    await expect(dialog.getByTestId('cart-item')).toHaveCount(1);
    await expect(dialog.getByTestId('cart-item')).toContainText(company.name);
    await expect(dialog.getByTestId('cart-total-rub')).toHaveText(roubles(first!.ruble_price_num));
    await shop.expectAccessible('search with a company added');
    shop.expectNoErrors();
  });
});
