import { type Company, expect, test } from './fixtures';

/**
 * The forgiving search (ADR 071) over the demo register: a Russian company typed in Latin letters
 * by an English-speaking customer, and a typo answered with the words searched instead and the
 * exact search a click away. The companies are read from the API, not copied from the generator.
 */

/** Russian as a passport spells it in Latin letters (ICAO). */
const ICAO: Record<string, string> = {
  ...Object.fromEntries([...'абвгдезиклмнопрстуф'].map((letter, i) => [letter, 'abvgdeziklmnoprstuf'[i]!])),
  ж: 'zh',
  й: 'i',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};
const romanised = (word: string) => [...word].map((letter) => ICAO[letter] ?? letter).join('');

/** The one word inside «…» of a name, when it is one word of Cyrillic letters only. */
const quotedWord = (company: Company) =>
  /«([А-Яа-яЁё]{6,})»/.exec(company.name)?.[1]?.toLowerCase().replace(/ё/g, 'е');

/** Two neighbouring letters swapped in the middle of the word. */
const swapped = (word: string) => {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
};

test.describe(() => {
  test.use({ lang: 'en-US', viewportName: 'desktop' });

  test('a Russian company typed in Latin letters is found and ordered from; a typo shows the search made instead, the exact one a click away', async ({
    shop,
    demo,
  }) => {
    test.slow();
    const { page } = shop;
    const russia = await demo.country('russia');
    // A company of the register whose name is one distinctive Russian word: the API finds it by
    // that word in Latin letters, and by the word with two letters swapped, spelled right.
    const candidates = (await demo.companies(russia.id, 'строй')).companies.filter(
      (company) => quotedWord(company) !== undefined && company.inn,
    );
    const finds = async (query: string, company: Company) => {
      const answer = await demo.companies(russia.id, query);
      return (
        answer.corrected_query === quotedWord(company) &&
        answer.companies.some((found) => found.id === company.id)
      );
    };
    let target: Company | undefined;
    for (const company of candidates) {
      const word = quotedWord(company)!;
      if ((await finds(romanised(word), company)) && (await finds(swapped(word), company))) {
        target = company;
        break;
      }
    }
    if (!target) throw new Error('no company of the demo register is found by its name misspelt');
    const word = quotedWord(target)!;
    const latin = romanised(word);

    await page.goto('/');
    await page.getByRole('button', { name: russia.text, exact: true }).click();
    await page.getByRole('search').getByRole('searchbox').fill(latin);
    await page.getByRole('search').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?query=${latin}&country=${russia.id}$`));
    await expect(page.getByTestId('corrected-search')).toContainText(
      await demo.t('SearchShowingResultsFor', word),
    );
    const card = page.getByTestId('company').filter({ hasText: target.inn });
    await expect(card).toContainText(target.name);
    await shop.expectAccessible('/search, another spelling searched');

    // Ordered from: a document into the cart, and on to the checkout.
    await card.getByRole('button', { name: await demo.t('DocumentsAndPrices') }).click();
    const product = card.getByTestId('company-product').first();
    await product.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-dot')).toBeVisible();
    await page.getByTestId('cart-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('cart-item')).toHaveCount(1);
    await expect(dialog.getByTestId('cart-item')).toContainText(target.name);
    await dialog.getByTestId('checkout').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-item')).toHaveCount(1);
    await expect(page.getByTestId('checkout-item')).toContainText(target.name);

    // A typo: the search made instead is said, and the exact one is a click away.
    const typo = swapped(word);
    await page.goto(`/search?query=${encodeURIComponent(typo)}&country=${russia.id}`);
    await expect(page.getByTestId('corrected-search')).toContainText(
      await demo.t('SearchShowingResultsFor', word),
    );
    await expect(page.getByTestId('company').filter({ hasText: target.inn })).toBeVisible();
    await page.getByRole('link', { name: await demo.t('SearchExactlyFor', typo) }).click();
    await expect(page).toHaveURL(new RegExp(`&exact=1$`));
    await expect(
      page.getByRole('status').filter({ hasText: await demo.t('NoResultsFor', typo) }),
    ).toBeVisible();
    await expect(page.getByTestId('corrected-search')).toHaveCount(0);
    await shop.expectAccessible('/search, the exact search');
    shop.expectNoErrors();
  });
});
