import { apiCall, type Company, expect, expectNoHorizontalOverflow, test } from './fixtures';

/**
 * What the shop offers fits what it is offered for (docs/decisions/061-offers-that-fit.md), and
 * what a tap brings below the fold comes into view: the home page names only the ways to pay the
 * checkout takes; a search on a phone lands on its results; a sole trader is offered its EGRIP
 * extract and no organisation's document; the chosen purpose's types come into view; an added
 * document's toast leads on to the checkout; a foreign company's status reads in English.
 */

interface OfferedProduct {
  id: number;
  name: string;
  company_kind: 'any' | 'legal_entity' | 'sole_trader';
  productTypes: number[];
}

test.describe(() => {
  test.use({ lang: 'ru-RU', viewportName: 'phone' });

  test('a sole trader on a phone: ways to pay, results in view, its own extract, types in view, toast to the checkout', async ({
    shop,
    demo,
    request,
  }) => {
    test.slow();
    const { page } = shop;
    const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
    const russia = await demo.country('russia');
    // A common surname: the demo register's sole traders are named after their owners.
    const found = await apiCall<{ companies: (Company & { kind?: string })[] }>(request, 'companies', {
      lang: 'ru-RU',
      country_id: russia.id,
      query: 'смирнов',
    });
    const soleTrader = found.companies.find((company) => company.kind === 'sole_trader' && company.inn)!;
    expect(soleTrader).toBeDefined();
    const { products } = await apiCall<{ products: OfferedProduct[] }>(request, 'products', {
      lang: 'ru-RU',
      country_id: russia.id,
    });
    const egrip = products.find((product) => product.company_kind === 'sole_trader')!;
    const organisations = products.filter((product) => product.company_kind === 'legal_entity');
    expect(organisations.length).toBeGreaterThan(0);

    // The home page's ways to pay: those the checkout takes, no more.
    const { pay_options: payOptions } = await apiCall<{ pay_options: { title: string }[] }>(
      request,
      'first-pay-options',
      { lang: 'ru-RU' },
    );
    await page.goto('/');
    const paySection = page.getByRole('region', { name: await t('PayOptionsTitle') });
    await expect(paySection.getByRole('heading', { level: 3 })).toHaveText(
      payOptions.map((option) => option.title),
    );
    await expect(paySection).not.toContainText('СБП');

    // Searched from the hero on a phone: the results' count comes into view, with the focus.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: russia.text, exact: true }).click();
    await page.getByRole('search').getByRole('searchbox').fill(soleTrader.inn);
    await page.getByRole('search').getByRole('searchbox').press('Enter');
    const count = page.getByRole('heading', { level: 2, name: await t('FoundCompanies', 1) });
    await expect(count).toBeInViewport();
    await expect(count).toBeFocused();

    // Opened: its EGRIP extract, nothing only an organisation can have.
    const card = page.getByTestId('company').filter({ hasText: soleTrader.inn });
    await card.getByRole('button', { name: await t('DocumentsAndPrices') }).click();
    const rows = card.getByTestId('company-product');
    await expect(rows.filter({ hasText: egrip.name })).toHaveCount(1);
    for (const product of organisations) await expect(rows.filter({ hasText: product.name })).toHaveCount(0);

    // The purpose's types, far below every purpose on a phone, come into view.
    await card.getByTestId('choose-documents').click();
    await expect(page).toHaveURL(/\/search\/select-type\?/);
    await page.getByTestId('purpose').first().click();
    const typesHeading = page.locator('#types-title');
    await expect(typesHeading).toBeInViewport();
    await expect(typesHeading).toBeFocused();
    await expectNoHorizontalOverflow(shop);
    const extractType = egrip.productTypes[0]!;
    await page.getByTestId('product-type').first().click();
    await expect(page).toHaveURL(/\/search\/select-product\?/);
    if (Number(new URL(page.url()).searchParams.get('type')) !== extractType) {
      const address = new URL(page.url());
      address.searchParams.set('type', String(extractType));
      await page.goto(address.pathname + address.search);
    }

    // Only what a sole trader can have; added, the toast leads on to the checkout.
    const offered = page.getByTestId('product-card');
    await expect(offered.filter({ hasText: egrip.name })).toHaveCount(1);
    for (const product of organisations)
      await expect(offered.filter({ hasText: product.name })).toHaveCount(0);
    await offered
      .filter({ has: page.getByRole('heading', { name: egrip.name, exact: true }) })
      .getByTestId('add-to-cart')
      .first()
      .click();
    await expect(page.getByText(await t('AddedToCart'))).toBeVisible();
    const toCheckout = page.getByTestId('toast-link');
    await expect(toCheckout).toHaveText(await t('CheckoutButton'));
    await toCheckout.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-item')).toHaveCount(1);
    shop.expectNoErrors();
  });
});

test.describe(() => {
  test.use({ lang: 'en-US', viewportName: 'desktop' });

  test('a company of a register kept in Russian shows its status in English', async ({ shop, demo }) => {
    const { page } = shop;
    const kazakhstan = await demo.country('kazakhstan');
    const found = await demo.companies(kazakhstan.id, 'строй');
    expect(found.companies.length).toBeGreaterThan(0);
    expect(found.companies.map((company) => company.status).join(' ')).not.toMatch(/[А-Яа-яЁё]/);
    await page.goto(`/search?query=${encodeURIComponent('строй')}&country=${kazakhstan.id}`);
    const first = page.getByTestId('company').first();
    await expect(first).toContainText(`${await demo.t('Status')}: ${found.companies[0]!.status}`);
    shop.expectNoErrors();
  });
});
