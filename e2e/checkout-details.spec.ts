import type { APIRequestContext } from '@playwright/test';
import {
  apiCall,
  cartLineFields,
  type Company,
  type Demo,
  escapeRegExp,
  expect,
  expectNoHorizontalOverflow,
  fillGuestCart,
  type HeldCart,
  holdGuestCart,
  test,
} from './fixtures';

/**
 * The checkout's smaller promises: the public offer and the privacy policy open beside the form
 * without losing it; a foreign payer's tax id (letters and all) is taken under its own label; and
 * on a slow network the spinner between the order's answer and the next page is where the
 * customer looks, not above the screen.
 */

interface OfferedProduct {
  id: number;
  name: string;
  price_num: number;
  delivery: boolean;
}

async function electronicCart(request: APIRequestContext, demo: Demo): Promise<HeldCart> {
  const russia = await demo.country('russia');
  const { products } = await apiCall<{ products: OfferedProduct[] }>(request, 'products', {
    lang: demo.lang,
    country_id: russia.id,
  });
  const company: Company = (await demo.companies(russia.id, 'строй')).companies[0]!;
  return fillGuestCart(request, [
    cartLineFields(
      demo.lang,
      products.find((product) => !product.delivery)!,
      company,
    ),
  ]);
}

for (const [lang, viewportName] of [
  ['en-US', 'phone'],
  ['ru-RU', 'desktop'],
] as const) {
  test.describe(() => {
    test.use({ lang, viewportName });

    test(`a foreign payer by invoice, the offer read in a new tab, a slow way to the order (${lang}, ${viewportName})`, async ({
      shop,
      demo,
      request,
    }) => {
      test.setTimeout(90_000);
      const { page, context } = shop;
      const t = (key: string) => demo.t(key);
      await holdGuestCart(page, await electronicCart(request, demo));
      await page.goto('/checkout');
      await expect(page.getByTestId('checkout-item')).toHaveCount(1);

      const box = async (key: string) =>
        page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(await t(key))}`) });
      await (await box('LastName')).fill('Smith');
      await (await box('FirstName')).fill('Anna');
      await (await box('Email')).fill(`foreign-payer-${lang}-${Date.now()}@example.com`);
      await page
        .getByRole('textbox', { name: new RegExp(`^${await t('Phone')} \\(`) })
        .pressSequentially('9123456789');
      await expect(await box('YurInn')).toHaveAttribute('inputmode', 'numeric');
      await (await box('YurName')).fill('Muster GmbH');
      await page.getByRole('combobox', { name: await t('PayerCountry') }).selectOption('GB');
      const taxId = await box('TaxId');
      await expect(taxId).not.toHaveAttribute('inputmode');
      await taxId.fill('GB123 4567 89');
      await page.getByRole('radio', { name: new RegExp(await t('PaymentInvoice')) }).check();

      // The offer opens in a tab of its own; the form is as it was.
      const terms = page.getByTestId('checkout-terms');
      await expect(terms).toContainText(await t('PublicOfferLink'));
      const [offer] = await Promise.all([
        context.waitForEvent('page'),
        page.getByTestId('offer-link').click(),
      ]);
      await expect(offer).toHaveURL(/\/page\/offer$/);
      await expect(offer.getByRole('heading', { level: 1 })).toBeVisible();
      await offer.close();
      await expect(taxId).toHaveValue('GB123 4567 89');
      await expect(page.getByTestId('privacy-link')).toHaveAttribute('href', '/page/privacy');
      await expectNoHorizontalOverflow(shop);
      await shop.expectAccessible('checkout with a foreign payer');

      // A slow network once the order is answered: the next page's code and its order come late.
      let placed = false;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/|\/api\/get-order/, async (route) => {
        if (placed) await held;
        await route.continue();
      });
      page.on('response', (response) => {
        if (response.url().endsWith('/api/save-order')) placed = true;
      });
      await page.getByRole('button', { name: await t('PlaceOrder') }).click();
      const leaving = page.getByTestId('checkout-leaving');
      await expect(leaving).toBeInViewport();
      await expect(leaving.getByRole('status')).toHaveText(await t('OrderPlacedRedirecting'));
      release();

      await expect(page).toHaveURL(/\/order-success\?order_id=\d+$/, { timeout: 30_000 });
      await expect(page.getByTestId('order-success-title')).toBeVisible();
      shop.expectNoErrors();
    });
  });
}
