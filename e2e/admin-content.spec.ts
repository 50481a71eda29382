import { createStaff, typeInEditor } from './back-office';
import { expect, expectNoHorizontalOverflow, type ShopPage, test } from './fixtures';

/** Replaces an HTML editor's text with `text`, typed as a person would. */
async function screenshots(shop: ShopPage, name: string) {
  for (const width of [1280, 360]) {
    await shop.page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    await expectNoHorizontalOverflow(shop);
    await shop.page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await shop.page.setViewportSize({ width: 1280, height: 900 });
}

test('an administrator edits a FAQ entry in both languages and a static page in the editor; the shop shows both', async ({
  shop,
  demo,
}) => {
  test.setTimeout(120_000);
  const { page } = shop;
  const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
  const email = `content-admin-${Date.now()}@example.com`;
  const password = 'content-admin-pass-1';
  createStaff(email, password, 'admin');

  await page.goto('/login?redirect=%2Fadmin%2Fcontent%2Ffaq');
  const login = page.getByRole('region', { name: await t('LoginTitle') });
  await login.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await login.getByLabel(/^Пароль/).fill(password);
  await login.getByRole('button', { name: await t('Login') }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faq$/);

  // A guest's /faq as the server renders and keeps it (no cookies: the shop's cached page).
  const guestFaq = async () => {
    const answer = await fetch(new URL('/faq', test.info().project.use.baseURL));
    expect(answer.status).toBe(200);
    return answer.text();
  };
  const cachedBefore = await guestFaq();
  expect(await guestFaq()).toBe(cachedBefore);

  // The FAQ: the first entry, its question and answer changed in Russian and in English.
  const [firstFaq] = await demo.faqs();
  const table = page.getByTestId('admin-content-faqs');
  await table.getByRole('link', { name: firstFaq!.question }).click();
  await expect(page.getByRole('heading', { level: 1, name: await t('AdminContentFaqEntry') })).toBeVisible();
  const stamp = Date.now().toString(36);
  const ru = page.getByTestId('faq-language-ru-RU');
  const en = page.getByTestId('faq-language-en-US');
  await ru.getByLabel(/^Вопрос/).fill(`Сколько стоит выписка ${stamp}?`);
  await typeInEditor(page, 'html-editor-translations.0.answer', `Недорого ${stamp}`);
  await en.getByLabel(/^Вопрос/).fill(`How much is an extract ${stamp}?`);
  await typeInEditor(page, 'html-editor-translations.1.answer', `Not much ${stamp}`);
  await screenshots(shop, 'admin-content-faq-editor');
  await page.getByRole('button', { name: await t('Save') }).click();
  await expect(page.getByText(await t('AdminContentSaved'))).toBeVisible();
  await shop.expectAccessible('FAQ editor');
  // The cached page shows the edit at once, in its server-rendered markup.
  expect(cachedBefore).not.toContain(`Сколько стоит выписка ${stamp}?`);
  expect(await guestFaq()).toContain(`Сколько стоит выписка ${stamp}?`);

  await page.goto('/faq');
  await expect(page.getByText(`Сколько стоит выписка ${stamp}?`)).toBeVisible();
  await page.getByText(`Сколько стоит выписка ${stamp}?`).click();
  await expect(page.getByText(`Недорого ${stamp}`)).toBeVisible();
  await shop.context.addCookies([{ name: 'language', value: 'en-US', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/faq');
  await expect(page.getByText(`How much is an extract ${stamp}?`)).toBeVisible();
  await page.getByText(`How much is an extract ${stamp}?`).click();
  await expect(page.getByText(`Not much ${stamp}`)).toBeVisible();
  await shop.context.addCookies([{ name: 'language', value: 'ru-RU', domain: '127.0.0.1', path: '/' }]);

  // A static page: bold text written with the editor's button shows bold on the page.
  const about = await demo.page('about');
  await page.goto('/admin/content/pages');
  await screenshots(shop, 'admin-content-pages');
  await page.getByTestId('admin-content-pages').getByRole('link', { name: about.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: await t('AdminContentPage') })).toBeVisible();
  const editor = page.getByTestId('html-editor-translations.0.text');
  await editor.getByRole('textbox').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Жирный текст ${stamp}`);
  await page.keyboard.press('Shift+Home');
  const bold = editor.getByRole('button', { name: await t('AdminContentBold') });
  // The new line may carry a mark from the line before: whatever it is, it ends bold.
  if ((await bold.getAttribute('aria-pressed')) === 'true') await bold.click();
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await screenshots(shop, 'admin-content-page-editor');
  await page.getByRole('button', { name: await t('Save') }).click();
  await expect(page.getByText(await t('AdminContentSaved'))).toBeVisible();

  // News and publications: the list filtered to the news, and an article's editor.
  await page.goto('/admin/content/articles');
  await page.getByLabel(await t('AdminContentCategory')).selectOption({ label: await t('AdminContentNews') });
  await page.getByRole('button', { name: await t('AdminContentFind') }).click();
  await expect(page).toHaveURL(/category=100/);
  await screenshots(shop, 'admin-content-articles');
  await page.getByTestId('admin-content-articles').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: await t('AdminContentArticle') })).toBeVisible();
  await expect(page.getByTestId('html-editor-translations.0.body').getByRole('textbox')).not.toBeEmpty();
  await screenshots(shop, 'admin-content-article-editor');

  await page.goto('/about');
  await expect(page.locator('strong', { hasText: `Жирный текст ${stamp}` })).toBeVisible();
  shop.expectNoErrors();
});
