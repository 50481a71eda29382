import type { Locator } from '@playwright/test';
import {
  apiCall,
  type Company,
  type Demo,
  expect,
  expectNoHorizontalOverflow,
  type Product,
  test,
} from './fixtures';

/**
 * The company search over the demo register the fresh server generates: the
 * companies to look for are read from the API in the test, not copied from the generator.
 */

/** A rouble price as the page shows it: '1 861 ₽', any space between the thousands. */
const roubles = (value: number) =>
  new RegExp(`^${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?')}\\s?₽$`);

/** Two words of a name that are not its legal form: what is inside «…», else the name. */
const nameWords = (company: Company) => /«(.+)»/.exec(company.name)?.[1] ?? company.name;

/**
 * The documents an open company shows, with prices: the country's, or for a company of the
 * register (`companyId`) those it can have (an organisation is offered no EGRIP extract).
 */
async function expectProductsWithPrices(card: Locator, demo: Demo, countryId: number, companyId?: number) {
  const products =
    companyId === undefined
      ? await demo.products(countryId)
      : (
          await apiCall<{ products: Product[] }>(card.page().request, 'products', {
            lang: demo.lang,
            country_id: countryId,
            company_id: companyId,
          })
        ).products;
  const rows = card.getByTestId('company-product');
  await expect(rows).toHaveCount(products.length);
  for (const index of [0, products.length - 1]) {
    const product = products[index]!;
    await expect(rows.nth(index)).toContainText(product.name);
    await expect(rows.nth(index).getByTestId('price-eur')).toContainText('€');
    await expect(rows.nth(index).getByTestId('price-rub')).toHaveText(roubles(product.ruble_price_num));
    await expect(rows.nth(index).getByTestId('duration')).not.toBeEmpty();
  }
}

test.describe(() => {
  test.use({ lang: 'ru-RU', viewportName: 'desktop' });

  test('home -> a name in Russian -> a company open with its prices; by INN; show more; /search2 page 2 and back; a company typed in by hand', async ({
    shop,
    demo,
  }) => {
    // Five searches and two pages in one journey: more than the default 30 s on a busy machine.
    test.slow();
    const { page } = shop;
    const russia = await demo.country('russia');
    const common = await demo.companies(russia.id, 'строй');
    expect(common.companies_error).toBeNull();
    expect(common.companies_pages).toBeGreaterThan(2);
    const target = common.companies.find((company) => /«.+»/.test(company.name) && company.inn)!;
    const card = () => page.getByTestId('company').filter({ hasText: target.inn });

    // Home: Russia chosen, a name typed into the hero's search.
    await page.goto('/');
    await page.getByRole('button', { name: russia.text, exact: true }).click();
    await page.getByRole('search').getByRole('searchbox').fill(nameWords(target));
    await page.getByRole('search').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?query=[^&]+&country=${russia.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await demo.t('SearchCompany'));
    await expect(card()).toBeVisible();
    await expect(card()).toContainText(target.name);

    // Opened with the keyboard: the country's products, with euro and rouble prices.
    const toggle = card().getByRole('button', { name: await demo.t('DocumentsAndPrices') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectProductsWithPrices(card(), demo, russia.id, target.id);
    await shop.expectAccessible('/search, a company open');

    // By INN: exactly that company.
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill(target.inn);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`query=${target.inn}&`));
    await expect(page.getByTestId('company')).toHaveCount(1);
    await expect(card()).toContainText(target.name);

    // A common word: 20 companies, "show more" appends page 2 from /api/companies2.
    await box.fill('строй');
    await box.press('Enter');
    await expect(page.getByTestId('company')).toHaveCount(20);
    const more = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/companies2');
    await page.getByRole('button', { name: await demo.t('ShowMore') }).click();
    expect(new URL((await more).url()).searchParams.get('page')).toBe('2');
    await expect(page.getByTestId('company')).toHaveCount(40);
    await expect(page.getByTestId('company').nth(20)).toBeFocused();

    // /search2: numbered pages; page 2 comes from /api/companies2, Back returns to page 1.
    await page.getByRole('link', { name: await demo.t('SearchAsPages') }).click();
    await expect(page).toHaveURL(new RegExp(`/search2\\?query=[^&]+&country=${russia.id}$`));
    const firstName = page.getByTestId('company').first().getByRole('heading', { level: 3 });
    await expect(firstName).toHaveText(common.companies[0]!.name);
    const second = await apiCall<{ companies: Company[] }>(page.request, 'companies2?page=2', {
      lang: 'ru-RU',
      country_id: russia.id,
      query: 'строй',
    });
    await page
      .getByRole('navigation', { name: await demo.t('Pagination') })
      .getByRole('link', { name: await demo.t('PageOf', 2, common.companies_pages) })
      .click();
    await expect(page).toHaveURL(/&page=2$/);
    await expect(firstName).toHaveText(second.companies[0]!.name);
    await shop.expectAccessible('/search2 page 2');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/search2\\?query=[^&]+&country=${russia.id}$`));
    await expect(firstName).toHaveText(common.companies[0]!.name);

    // Not found: typed in by hand, kept over a reload.
    const typedName = `ООО «Ручной Ввод ${Date.now()}»`;
    await page.getByRole('button', { name: await demo.t('AddCompanyManually') }).click();
    const dialog = page.getByRole('dialog', { name: await demo.t('AddCompanyTitle') });
    await dialog
      .getByRole('textbox', { name: new RegExp(`^${await demo.t('CompanyName')}`) })
      .fill(typedName);
    await expect(dialog.getByRole('combobox', { name: await demo.t('Country') })).toHaveValue(
      String(russia.id),
    );
    await shop.expectAccessible('the typed-in company form');
    await dialog.getByRole('button', { name: await demo.t('ManualCompanyAdd') }).click();
    await expect(dialog).toBeHidden();
    const typed = page.getByRole('article', { name: typedName });
    await expect(typed).toBeFocused();
    await expect(typed).toContainText(await demo.t('CompanyTypedIn'));
    await expect(typed.getByRole('definition')).toHaveText(['-', '-', '-', russia.text, '-']);
    await expect(typed.getByRole('button', { name: await demo.t('DocumentsAndPrices') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectProductsWithPrices(typed, demo, russia.id);
    const stored = await page.evaluate(() => localStorage.getItem('manual_companies'));
    expect(JSON.parse(stored ?? '[]')[0]).toMatchObject({ id: 1_000_000_000, name: typedName });
    await page.reload();
    await expect(page.getByRole('article', { name: typedName })).toBeVisible();
    shop.expectNoErrors();
  });
});

test.describe(() => {
  test.use({ lang: 'en-US', viewportName: 'phone' });

  test('in English on a phone: the country chosen on the home page, a too-short query, results with prices', async ({
    shop,
    demo,
  }) => {
    const { page } = shop;
    const uk = await demo.country('united-kingdom');
    const answer = await demo.companies(uk.id, 'trading');
    expect(answer.companies.length).toBeGreaterThan(0);

    await page.goto('/');
    await page.getByRole('button', { name: uk.text, exact: true }).click();
    await page.getByRole('search').getByRole('searchbox').fill('ab');
    await page.getByRole('search').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?query=ab&country=${uk.id}$`));
    await expect(
      page.getByRole('status').filter({ hasText: await demo.t('CompanyQueryTooShort') }),
    ).toBeVisible();
    await shop.expectAccessible('/search, too short');

    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill('trading');
    await box.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: await demo.t('FoundCompanies', answer.companies_total) }),
    ).toBeVisible();
    const first = page.getByTestId('company').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(answer.companies[0]!.name);
    const toggle = first.getByRole('button', { name: await demo.t('DocumentsAndPrices') });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectProductsWithPrices(first, demo, uk.id, answer.companies[0]!.id);
    await expectNoHorizontalOverflow(shop);
    await shop.expectAccessible('/search, results on a phone');
    shop.expectNoErrors();
  });
});
