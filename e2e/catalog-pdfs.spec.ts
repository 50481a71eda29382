import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, expectNoHorizontalOverflow, LANGS, test } from './fixtures';

/**
 * The price list download on the tariff and country pages, and euro prices with
 * their cents beside whole roubles (part 5), in both languages.
 */
for (const lang of LANGS) {
  test.describe(() => {
    test.use({ lang, viewportName: 'desktop' });

    test(`tariff and country pages download the price list, prices show euro cents (${lang})`, async ({
      shop,
      demo,
    }, testInfo) => {
      const { page } = shop;
      const russia = await demo.country('russia');
      const products = await demo.products(russia.id);
      const withCents = products.find((product) => Math.round(product.price_num * 100) % 100 !== 0);
      expect(withCents, 'the demo catalogue has a euro price with cents').toBeDefined();
      const euroText = lang === 'ru-RU' ? '5,90 €' : '5.90 €';
      expect(withCents!.price_num).toBe(5.9);

      await page.goto('/tariffs/russia');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toContainText(russia.text);
      const card = main
        .getByTestId('product-card')
        .filter({ has: page.getByRole('heading', { name: withCents!.name, exact: true }) })
        .first();
      await expect(card.getByTestId('price-eur').first()).toHaveText(euroText);
      await expect(card.getByTestId('price-rub').first()).toHaveText(`${withCents!.ruble_price_num} ₽`);

      const button = main.getByRole('button', { name: await demo.t('DownloadPriceList') });
      await expect(button).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe('pricelist.pdf');
      const file = testInfo.outputPath(`pricelist-${lang}.pdf`);
      await download.saveAs(file);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
        /\s+/g,
        ' ',
      );
      expect(text).toContain(russia.text);
      expect(text).toContain(withCents!.name);
      expect(text).toContain(euroText);
      await expect(page.getByText(await demo.t('DownloadStarted'))).toBeVisible();
      await shop.expectAccessible('tariff page with the price list button');

      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoHorizontalOverflow(shop);
        await button.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`tariff-${lang}-${width}.png`) });
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // The country page has the same button; a failed download says so in a toast.
      await page.goto('/country/russia');
      const countryButton = page
        .getByRole('main')
        .getByRole('button', { name: await demo.t('DownloadPriceList') });
      await expect(countryButton).toBeVisible();
      shop.expectNoErrors();
      // A network failure (the browser logs it as a console error, so checked before it).
      await page.route('**/api/price-list', (route) => route.abort('connectionfailed'));
      await countryButton.click();
      await expect(page.getByText(await demo.t('ErrorFetchingPriceList'))).toBeVisible();
      await expect(countryButton).toBeEnabled();
      await page.unroute('**/api/price-list');
      const [again] = await Promise.all([page.waitForEvent('download'), countryButton.click()]);
      expect(again.suggestedFilename()).toBe('pricelist.pdf');
      await page.screenshot({ path: testInfo.outputPath(`country-${lang}-toast.png`) });
    });
  });
}
