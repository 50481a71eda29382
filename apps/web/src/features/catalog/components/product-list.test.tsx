import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCatalogCookies, productFixture, purposesFixture, renderCatalog } from '@/testing/catalog';
import { ProductList } from './product-list';

const products = [
  productFixture({
    id: 101,
    name: 'Выписка из ЕГРЮЛ',
    productTypes: [1],
    productsRelated: [104, 108],
    delivery: false,
  }),
  productFixture({
    id: 104,
    name: 'Апостиль',
    productTypes: [4],
    delivery: true,
    price_num: 35,
    ruble_price_num: 3446,
  }),
  productFixture({ id: 108, name: 'Отчёт о судах', productTypes: [8], duration: { from: 1, to: 2 } }),
];

function shownNames(): string[] {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
}

describe('ProductList', () => {
  afterEach(clearCatalogCookies);

  it('shows every product with its price, duration and delivery', () => {
    renderCatalog(<ProductList products={products} typePurposes={purposesFixture} />);
    expect(shownNames()).toEqual(['Выписка из ЕГРЮЛ', 'Апостиль', 'Отчёт о судах']);
    const apostille = screen.getAllByTestId('product-card')[1]!;
    expect(within(apostille).getByTestId('price-eur')).toHaveTextContent('35 €');
    expect(within(apostille).getByTestId('price-rub')).toHaveTextContent('3 446 ₽');
    expect(within(apostille).getByText('Оригинал курьером')).toBeInTheDocument();
    expect(screen.getByText('3 документа')).toBeInTheDocument();
  });

  it('keeps only the products whose types meet the chosen purpose', async () => {
    const user = userEvent.setup();
    renderCatalog(<ProductList products={products} typePurposes={purposesFixture} />);
    await user.click(screen.getByRole('button', { name: 'Для банка' }));
    expect(shownNames()).toEqual(['Выписка из ЕГРЮЛ', 'Апостиль']);
    expect(screen.getByRole('button', { name: 'Для банка' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Для суда' }));
    expect(shownNames()).toEqual(['Отчёт о судах']);
    expect(screen.getByText('1 документ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Все документы' }));
    expect(shownNames()).toHaveLength(3);
  });

  it('opens a product to show the products ordered with it, and closes it again', async () => {
    const user = userEvent.setup();
    renderCatalog(<ProductList products={products} typePurposes={[]} />);
    const card = screen.getAllByTestId('product-card')[0]!;
    const toggle = within(card).getByRole('button', { name: 'Подробнее' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('С этим документом заказывают')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Свернуть');
    const related = within(card).getByRole('list');
    expect(
      within(related)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Апостиль'), expect.stringContaining('Отчёт о судах')]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no toggle for a product without related products', () => {
    renderCatalog(<ProductList products={products} typePurposes={[]} />);
    const cards = screen.getAllByTestId('product-card');
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
  });

  it('says so when a country has no products', () => {
    renderCatalog(<ProductList products={[]} typePurposes={[]} />, { lang: 'en-US' });
    expect(screen.getByText('No documents are available for this country yet')).toBeInTheDocument();
  });
});
