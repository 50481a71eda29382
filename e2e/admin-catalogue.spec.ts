import { createStaff } from './back-office';
import { apiCall, expect, type Product, test } from './fixtures';

/**
 * The back-office's catalog: an administrator changes a product's price in
 * its form, and the shop's tariff page shows the new price in euro and roubles at once. The price
 * is put back at the end, so the journeys that read the demo catalog see it as seeded.
 */
test('an administrator changes a product price and the shop shows it in € and ₽', async ({ shop, demo }) => {
  test.setTimeout(90_000);
  const { page } = shop;
  const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
  const serbia = await demo.country('serbia');
  const product = (await demo.products(serbia.id)).at(-1)!;
  const email = `admin-catalogue-${Date.now()}@example.com`;
  const password = 'admin-pass-12345';
  createStaff(email, password, 'admin');

  await page.goto('/admin/catalogue');
  await expect(page).toHaveURL(/\/login\?/);
  const login = page.getByRole('region', { name: await t('LoginTitle') });
  await login.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await login.getByLabel(/^(Пароль|Password)/).fill(password);
  await login.getByRole('button', { name: await t('Login') }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/products/);
  await expect(page.getByRole('navigation', { name: await t('AdminMenu') })).toContainText(
    await t('AdminCatalogue'),
  );

  // Found on the server by its name, opened from the list.
  const list = page.getByTestId('admin-catalogue-products');
  await page.getByRole('searchbox', { name: await t('AdminSearch') }).fill(product.name);
  await page.getByRole('button', { name: await t('AdminSearch'), exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByRole('link', { name: product.name }).click();

  const price = page.getByRole('textbox', { name: new RegExp(`^${await t('AdminFieldPrice')}`) });
  await expect(price).toHaveValue(
    product.price_num.toFixed(2).replace('.', shop.lang === 'ru-RU' ? ',' : '.'),
  );
  const save = async (value: string) => {
    await price.fill(value);
    await page.getByRole('button', { name: await t('AdminSave') }).click();
    await expect(page.getByRole('status').filter({ hasText: await t('AdminSaved') })).toBeVisible();
  };
  // A price the contract refuses shows under its field and saves nothing.
  await price.fill('12,345');
  await page.getByRole('button', { name: await t('AdminSave') }).click();
  await expect(page.getByText(await t('PriceMustBeEuro'))).toBeVisible();
  await save('77,70');

  try {
    // The shop, at once: the tariff page's card in euro and in roubles at the current rate.
    const products = await apiCall<{ products: Product[] }>(page.request, 'products', {
      country_id: serbia.id,
      lang: shop.lang,
    });
    const changed = products.products.find((row) => row.id === product.id)!;
    expect(changed.price_num).toBe(77.7);
    expect(changed.ruble_price_num).not.toBe(product.ruble_price_num);
    await page.goto(`/tariffs/${serbia.link_sef}`);
    const card = page
      .getByRole('main')
      .getByTestId('product-card')
      .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
      .first();
    await expect(card.getByTestId('price-eur').first()).toHaveText(
      shop.lang === 'ru-RU' ? '77,70 €' : '77.70 €',
    );
    await expect(card.getByTestId('price-rub').first()).toHaveText(
      new RegExp(`^${changed.ruble_price_num.toLocaleString(shop.lang).replace(/\s/g, '\\s')}\\s₽$`),
    );
    await page.goBack();
  } finally {
    await page.goto(page.url().includes('/admin/') ? page.url() : '/admin/catalogue/products');
    if (!page.url().includes(`/products/${product.id}`)) {
      await page.getByRole('searchbox', { name: await t('AdminSearch') }).fill(product.name);
      await page.getByRole('button', { name: await t('AdminSearch'), exact: true }).click();
      await page.getByTestId('admin-catalogue-products').getByRole('link', { name: product.name }).click();
    }
    await save(product.price_num.toFixed(2));
  }
});
