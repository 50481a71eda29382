import { createStaff } from './back-office';
import { expect, expectNoHorizontalOverflow, type ShopPage, test } from './fixtures';

async function screenshot(shop: ShopPage, name: string, width: number) {
  await shop.page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
  await expectNoHorizontalOverflow(shop);
  await shop.page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test.use({ lang: 'en-US' });

test('an administrator edits an English text and a footer menu item; the shop shows both at once', async ({
  shop,
  demo,
}) => {
  test.setTimeout(120_000);
  const { page } = shop;
  const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
  const email = `texts-admin-${Date.now()}@example.com`;
  const password = 'texts-admin-pass-1';
  createStaff(email, password, 'admin');
  const original = await t('FollowUs');
  const edited = `Follow the shop ${Date.now() % 100_000}`;

  await page.goto('/login?redirect=%2Fadmin%2Ftranslations');
  const login = page.getByRole('region', { name: await t('LoginTitle') });
  await login.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await login.getByLabel(/^Password/).fill(password);
  await login.getByRole('button', { name: await t('Login') }).click();
  await expect(page.getByRole('heading', { level: 1, name: await t('AdminTexts') })).toBeVisible();

  // The translations: found by key, edited in place with the keyboard, saved.
  const editText = async (text: string) => {
    await page.getByRole('searchbox', { name: await t('AdminTextsSearch') }).fill('FollowUs');
    await page.getByRole('searchbox', { name: await t('AdminTextsSearch') }).press('Enter');
    await expect(page).toHaveURL(/\/admin\/translations\?q=FollowUs$/);
    const table = page.getByTestId('admin-translations');
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: await t('AdminTextsEditKey', 'FollowUs') }).click();
    const english = table.getByRole('textbox', { name: `${await t('AdminTextsEnglish')}: FollowUs` });
    await english.fill(text);
    await english.press('Tab');
    await expect(table.getByRole('button', { name: await t('AdminTextsSave') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('cell', { name: text, exact: true })).toBeVisible();
    await expect(table.getByRole('button', { name: await t('AdminTextsEditKey', 'FollowUs') })).toBeFocused();
  };
  await editText(edited);
  await screenshot(shop, 'admin-translations', 1280);
  await screenshot(shop, 'admin-translations', 360);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The menus: a new footer item, then its English title changed.
  await page
    .getByRole('navigation', { name: await t('AdminMenu') })
    .getByRole('link', { name: await t('AdminMenus') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: await t('AdminMenus') })).toBeVisible();
  const bottom = page.getByRole('region', { name: await t('AdminMenusBottom') });
  await bottom.getByRole('button', { name: await t('AdminMenusAdd') }).click();
  let dialog = page.getByRole('dialog', { name: await t('AdminMenusNew') });
  await dialog.getByRole('combobox', { name: await t('AdminMenusWhich') }).selectOption('bottom');
  await dialog
    .getByRole('textbox', { name: new RegExp(`^${await t('AdminMenusTitleRu')}`) })
    .fill('Реестры e2e');
  await dialog
    .getByRole('textbox', { name: new RegExp(`^${await t('AdminMenusTitleEn')}`) })
    .fill('Registers e2e');
  await dialog
    .getByRole('textbox', { name: new RegExp(`^${await t('AdminMenusLink')}`) })
    .fill('/foreign-registers');
  await dialog.getByRole('button', { name: await t('AdminTextsSave') }).click();
  await expect(dialog).toHaveCount(0);
  const table = page.getByTestId('admin-menu-bottom');
  await expect(table.getByRole('row').last()).toContainText('Registers e2e');
  await table.getByRole('button', { name: await t('AdminMenusEdit', 'Реестры e2e') }).click();
  dialog = page.getByRole('dialog', { name: await t('AdminMenusEditTitle') });
  await dialog
    .getByRole('textbox', { name: new RegExp(`^${await t('AdminMenusTitleEn')}`) })
    .fill('Foreign registers e2e');
  await dialog.getByRole('button', { name: await t('AdminTextsSave') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('row').last()).toContainText('Foreign registers e2e');
  await shop.expectAccessible('admin menus');
  await screenshot(shop, 'admin-menus', 1280);
  await screenshot(shop, 'admin-menus', 360);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The shop, in a fresh tab: the footer's new link and the edited heading.
  const shopTab = await shop.context.newPage();
  await shopTab.goto('/');
  const footer = shopTab.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: edited })).toBeVisible();
  await footer.getByRole('link', { name: 'Foreign registers e2e' }).click();
  await expect(shopTab).toHaveURL(/\/foreign-registers$/);
  await shopTab.close();

  // Leave the shop as it was for the other journeys: the item deleted, the text restored.
  await table.getByRole('button', { name: await t('AdminMenusDelete', 'Реестры e2e') }).click();
  const confirm = page.getByRole('dialog', { name: await t('AdminMenusDeleteYes') });
  await confirm.getByRole('button', { name: await t('AdminMenusDeleteYes') }).click();
  await expect(confirm).toHaveCount(0);
  await expect(table).not.toContainText('Foreign registers e2e');
  // The contacts: the form as the shop has them (not changed here: other journeys read them).
  await page
    .getByRole('navigation', { name: await t('AdminMenu') })
    .getByRole('link', { name: await t('AdminContacts') })
    .click();
  await expect(
    page.getByRole('textbox', { name: new RegExp(`^${await t('AdminContactsPhone')}`) }),
  ).toHaveValue((await demo.settings()).settings.phone);
  await screenshot(shop, 'admin-contacts', 1280);
  await screenshot(shop, 'admin-contacts', 360);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/admin/translations');
  await editText(original);
  shop.expectNoErrors();
});
