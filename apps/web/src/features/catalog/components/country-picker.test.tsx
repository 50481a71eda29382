import { COUNTRY_COOKIE } from '@storefront/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '@/lib/cookies';
import { useSelectedCountry } from '../hooks/use-selected-country';
import { clearCatalogCookies, countriesFixture, renderCatalog } from '@/testing/catalog';
import { CountryPicker } from './country-picker';

/** The picker as the home page wires it: the choice kept by useSelectedCountry. */
function PickerWithCookie() {
  const [country, choose] = useSelectedCountry(countriesFixture);
  return (
    <>
      <CountryPicker
        countries={countriesFixture.countries}
        popular={countriesFixture.popular}
        selectedId={country?.id}
        onSelect={choose}
      />
      <output data-testid="chosen">{country?.text}</output>
    </>
  );
}

function chipNames(): string[] {
  const list = screen.getByRole('list', { name: 'Популярные страны' });
  return within(list)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('CountryPicker', () => {
  afterEach(clearCatalogCookies);

  it('shows the popular countries first, in their own order, then the others', () => {
    renderCatalog(<PickerWithCookie />);
    expect(chipNames()).toEqual(['GBВеликобритания', 'RUРоссия', 'KZКазахстан']);
    const select = screen.getByRole('combobox', { name: 'Все страны' });
    const groups = within(select).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Популярные страны',
      'Другие страны',
    ]);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Великобритания', 'Россия', 'Казахстан', 'Узбекистан', 'Германия']);
  });

  it('starts on the first popular country when no country was chosen before', () => {
    renderCatalog(<PickerWithCookie />);
    expect(screen.getByTestId('chosen')).toHaveTextContent('Великобритания');
    expect(screen.getByRole('button', { name: /Великобритания/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Все страны' })).toHaveValue('9');
    expect(readCookie(COUNTRY_COOKIE)).toBeUndefined();
  });

  it('writes the chosen country id to the country_selected cookie', async () => {
    const user = userEvent.setup();
    renderCatalog(<PickerWithCookie />);
    await user.click(screen.getByRole('button', { name: /Казахстан/ }));
    expect(readCookie(COUNTRY_COOKIE)).toBe('2');
    expect(screen.getByTestId('chosen')).toHaveTextContent('Казахстан');
    expect(screen.getByRole('button', { name: /Казахстан/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Великобритания/ })).toHaveAttribute('aria-pressed', 'false');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Все страны' }), 'Германия');
    expect(readCookie(COUNTRY_COOKIE)).toBe('10');
    expect(screen.getByTestId('chosen')).toHaveTextContent('Германия');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('restores the country from the cookie on the next visit', () => {
    document.cookie = `${COUNTRY_COOKIE}=4; Path=/`;
    renderCatalog(<PickerWithCookie />);
    expect(screen.getByTestId('chosen')).toHaveTextContent('Узбекистан');
    expect(screen.getByRole('combobox', { name: 'Все страны' })).toHaveValue('4');
  });

  it('falls back to the first popular country when the cookie names no offered country', () => {
    document.cookie = `${COUNTRY_COOKIE}=999; Path=/`;
    renderCatalog(<PickerWithCookie />);
    expect(screen.getByTestId('chosen')).toHaveTextContent('Великобритания');
  });

  it('speaks the current language', () => {
    renderCatalog(<PickerWithCookie />, { lang: 'en-US' });
    expect(screen.getByRole('list', { name: 'Popular countries' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'All countries' })).toBeInTheDocument();
  });
});
