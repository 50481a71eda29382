import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { createStaff, logIn, newBrowserContext } from './back-office';
import { Demo, escapeRegExp, expect, expectNoHorizontalOverflow, type ShopPage, test } from './fixtures';

test.use({ lang: 'ru-RU' });

/** A real PNG of `size`×`size` pixels of one colour (the server checks the bytes, not the name). */
function smallPng(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Full-page screenshots of the screen at the back-office's widths (and a phone's), in `lang`. */
async function screenshot(
  shop: ShopPage,
  name: string,
  lang: 'ru' | 'en' = 'ru',
  widths: number[] = [1280, 1440, 360],
) {
  for (const width of widths) {
    await shop.page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    await expectNoHorizontalOverflow(shop);
    await shop.page.screenshot({
      path: test.info().outputPath(`${name}-${lang}-${width}.png`),
      fullPage: true,
    });
  }
  await shop.page.setViewportSize({ width: 1280, height: 900 });
}

/** The home page's section under the heading `title`. */
const homeSection = (page: Page, title: string) => page.getByRole('region', { name: title });

test('an administrator edits the home page blocks and a phone mask; the shop shows each change', async ({
  shop,
  demo,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const { page, context } = shop;
  const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
  const stamp = Date.now() % 1_000_000;
  const email = `blocks-admin-${Date.now()}@example.com`;
  const password = 'blocks-admin-pass-1';
  createStaff(email, password, 'admin');
  const author = `Ирина Блокова ${stamp}`;
  const authorEn = `Irina Blokova ${stamp}`;
  const advantage = `Проверено e2e ${stamp}`;
  const reviewsTitleEn = await new Demo(request, 'en-US').t('ReviewsTitle');
  const english = await newBrowserContext(browser, baseURL!, 'en-US');
  const englishHome = await english.newPage();

  await page.goto('/login?redirect=%2Fadmin%2Fsite%2Fblocks');
  await logIn(page, t, email, password);
  await expect(page.getByRole('heading', { level: 1, name: await t('AdminBlocks') })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/site\/blocks\/reviews$/);
  const tabs = page.getByRole('navigation', { name: await t('AdminBlocksMenu') });
  await expect(tabs.getByRole('link', { name: await t('AdminBlocksReviews') })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A review in both languages with a rating of 4: it goes last.
  await page.getByRole('button', { name: await t('AdminBlocksReviewsAdd') }).click();
  let dialog = page.getByRole('dialog', { name: await t('AdminBlocksReviewsNew') });
  await dialog.getByRole('combobox', { name: await t('AdminBlocksRating') }).selectOption('4');
  const russian = dialog.getByRole('group', { name: await t('AdminTextsRussian') });
  const inEnglish = dialog.getByRole('group', { name: await t('AdminTextsEnglish') });
  await russian.getByRole('textbox', { name: new RegExp(`^${await t('AdminBlocksAuthor')}`) }).fill(author);
  await russian
    .getByRole('textbox', { name: new RegExp(`^${await t('AdminBlocksReviewText')}`) })
    .fill('Все документы пришли вовремя, спасибо.');
  await inEnglish.getByRole('textbox', { name: await t('AdminBlocksAuthor') }).fill(authorEn);
  await inEnglish
    .getByRole('textbox', { name: await t('AdminBlocksReviewText') })
    .fill('Every document arrived on time, thank you.');
  await shop.expectAccessible('a new review');
  await screenshot(shop, 'admin-block-dialog', 'ru', [1280, 360]);
  await dialog.getByRole('button', { name: await t('AdminTextsSave') }).click();
  await expect(dialog).toHaveCount(0);
  const reviews = page.getByTestId('admin-block-reviews');
  const rows = reviews.getByRole('row');
  await expect(rows.last()).toContainText(`${author}${authorEn}`);
  await expect(rows.last().getByRole('img', { name: await t('ReviewRating', 4) })).toHaveText('★★★★☆');

  // Moved to the top with the keyboard: the focus stays on the row's button as it climbs.
  const last = (await rows.count()) - 1;
  const up = reviews.getByRole('button', { name: await t('AdminBlocksMoveUp', author) });
  await up.focus();
  for (let place = last - 1; place >= 1; place -= 1) {
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rows.nth(place)).toContainText(author);
  }
  await expect(reviews.getByRole('button', { name: await t('AdminBlocksMoveDown', author) })).toBeFocused();
  await shop.expectAccessible('the reviews');
  await screenshot(shop, 'admin-block-reviews');

  // The shop shows it first, in Russian and in English.
  const shopTab = await context.newPage();
  await shopTab.goto('/');
  const shopReviews = homeSection(shopTab, await t('ReviewsTitle'));
  await expect(shopReviews.getByRole('listitem').first()).toContainText(author);
  await expect(
    shopReviews
      .getByRole('listitem')
      .first()
      .getByRole('img', { name: await t('ReviewRating', 4) }),
  ).toBeVisible();
  await englishHome.goto('/');
  const englishReviews = homeSection(englishHome, reviewsTitleEn);
  await expect(englishReviews.getByRole('listitem').first()).toContainText(authorEn);
  await expect(englishReviews.getByRole('listitem').first()).toContainText('Every document arrived on time');

  // An advantage with an uploaded picture, Russian only.
  await tabs.getByRole('link', { name: await t('AdminBlocksAdvantages') }).click();
  await expect(page).toHaveURL(/\/admin\/site\/blocks\/advantages$/);
  await page.getByRole('button', { name: await t('AdminBlocksAdvantagesAdd') }).click();
  dialog = page.getByRole('dialog', { name: await t('AdminBlocksAdvantagesNew') });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: await t('AdminPictureUpload') }).click();
  await (
    await chooser
  ).setFiles({ name: 'e2e-advantage.png', mimeType: 'image/png', buffer: smallPng(24, [37, 99, 235]) });
  const icon = dialog.getByRole('textbox', { name: new RegExp(`^${await t('AdminBlocksIcon')}`) });
  await expect(icon).toHaveValue(/^\/uploads\/content\/[\w-]+\.png$/);
  const iconPath = await icon.inputValue();
  const preview = dialog.getByRole('img', {
    name: await t('AdminPicturePreview', await t('AdminBlocksIcon')),
  });
  await expect(preview).toHaveAttribute('src', iconPath);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(24);
  const advantageRussian = dialog.getByRole('group', { name: await t('AdminTextsRussian') });
  await advantageRussian
    .getByRole('textbox', { name: new RegExp(`^${await t('AdminBlocksTitle')}`) })
    .fill(advantage);
  await advantageRussian
    .getByRole('textbox', { name: new RegExp(`^${await t('AdminBlocksText')}`) })
    .fill('Каждый сценарий проверен в настоящем браузере.');
  await dialog.getByRole('button', { name: await t('AdminTextsSave') }).click();
  await expect(dialog).toHaveCount(0);
  const advantages = page.getByTestId('admin-block-advantages');
  const advantageRow = advantages.getByRole('row').filter({ hasText: advantage });
  await expect(advantageRow).toContainText(await t('AdminBlocksNoEnglish'));
  await expect(advantageRow.locator('img')).toHaveAttribute('src', iconPath);
  await screenshot(shop, 'admin-block-advantages', 'ru', [1280, 1440]);

  await shopTab.reload();
  const shopAdvantages = homeSection(shopTab, await t('AdvantagesTitle'));
  const shopAdvantage = shopAdvantages.getByRole('listitem').filter({ hasText: advantage });
  await expect(shopAdvantage).toBeVisible();
  await expect(shopAdvantage.locator('img')).toHaveAttribute('src', iconPath);
  // The picture loads lazily: only once it is near the screen.
  await shopAdvantage.scrollIntoViewIfNeeded();
  await expect
    .poll(() => shopAdvantage.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(24);

  // Hidden: the shop no longer shows it.
  await advantages.getByRole('button', { name: await t('AdminBlocksEdit', advantage) }).click();
  dialog = page.getByRole('dialog', { name: await t('AdminBlocksAdvantagesEdit') });
  await dialog.getByRole('checkbox', { name: await t('AdminBlocksActive') }).uncheck();
  await dialog.getByRole('button', { name: await t('AdminTextsSave') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(advantageRow).toContainText(await t('AdminBlocksHidden'));
  await shopTab.reload();
  await expect(
    homeSection(shopTab, await t('AdvantagesTitle'))
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(homeSection(shopTab, await t('AdvantagesTitle'))).not.toContainText(advantage);

  // The sample documents: each with its picture and country (or every country's).
  await tabs.getByRole('link', { name: await t('AdminBlocksFirstDocs') }).click();
  const firstDocs = page.getByTestId('admin-block-first-docs');
  await expect(firstDocs.getByRole('row').nth(1).locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await screenshot(shop, 'admin-block-first-docs', 'ru', [1280]);
  await firstDocs
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(await t('AdminBlocksEdit', ''))}`) })
    .first()
    .click();
  dialog = page.getByRole('dialog', { name: await t('AdminBlocksFirstDocsEdit') });
  await expect(
    dialog.getByRole('img', { name: await t('AdminPicturePreview', await t('AdminBlocksPicture')) }),
  ).toBeVisible();
  await shop.expectAccessible('a sample document');
  await screenshot(shop, 'admin-block-first-docs-dialog', 'ru', [1280]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The phone masks: Kazakhstan's mask changed; the consultation form's phone field takes it.
  await page
    .getByRole('navigation', { name: await t('AdminMenu') })
    .getByRole('link', { name: await t('AdminPhoneMasks') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: await t('AdminPhoneMasks') })).toBeVisible();
  const kazakhstan = (await demo.settings()) as unknown as {
    settings: { phoneMasks: Record<string, { name: string; mask: string }> };
  };
  const kz = kazakhstan.settings.phoneMasks.KZ!;
  const kzMask = page.getByRole('textbox', { name: await t('AdminPhoneMasksMaskFor', kz.name) });
  await expect(kzMask).toHaveValue(kz.mask);
  await kzMask.fill('7 ### ### ## ##');
  await page.getByRole('button', { name: await t('AdminTextsSave') }).click();
  await expect(page.getByRole('status').filter({ hasText: await t('AdminPhoneMasksSaved') })).toBeVisible();
  await shop.expectAccessible('the phone masks');
  await screenshot(shop, 'admin-phone-masks');

  await shopTab.reload();
  await shopTab
    .getByRole('button', { name: await t('ConsultCtaButton') })
    .first()
    .click();
  const consult = shopTab.getByRole('dialog', { name: await t('ConsultTitle') });
  await consult.getByRole('combobox', { name: await t('PhoneCountry') }).selectOption('KZ');
  await expect(
    consult.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(await t('Phone'))}`) }),
  ).toHaveAttribute('placeholder', '+7 ___ ___ __ __');
  await shopTab.close();

  // The same screens in English (the language menu's cookie), for the screenshots.
  await context.addCookies([{ name: 'language', value: 'en-US', domain: '127.0.0.1', path: '/' }]);
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Mask for / }).first()).toBeVisible();
  await screenshot(shop, 'admin-phone-masks', 'en', [1280, 1440]);
  await page.goto('/admin/site/blocks/reviews');
  await expect(page.getByTestId('admin-block-reviews')).toContainText(authorEn);
  await screenshot(shop, 'admin-block-reviews', 'en', [1280, 1440]);
  await context.addCookies([{ name: 'language', value: 'ru-RU', domain: '127.0.0.1', path: '/' }]);
  await page.reload();

  // Leave the shop as it was for the other journeys: the review and the advantage deleted, the mask back.
  const remove = async (name: string) => {
    await page.getByRole('button', { name: await t('AdminBlocksDelete', name) }).click();
    const confirm = page.getByRole('dialog', { name: await t('AdminBlocksDeleteYes') });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: await t('AdminBlocksDeleteYes') }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('table')).not.toContainText(name);
  };
  await remove(author);
  await tabs.getByRole('link', { name: await t('AdminBlocksAdvantages') }).click();
  await remove(advantage);
  await page.goto('/admin/site/phone-masks');
  await page.getByRole('textbox', { name: await t('AdminPhoneMasksMaskFor', kz.name) }).fill(kz.mask);
  await page.getByRole('button', { name: await t('AdminTextsSave') }).click();
  await expect(page.getByRole('status').filter({ hasText: await t('AdminPhoneMasksSaved') })).toBeVisible();

  await englishHome.goto('/');
  await expect(homeSection(englishHome, reviewsTitleEn)).not.toContainText(authorEn);
  await english.close();
  shop.expectNoErrors();
});
