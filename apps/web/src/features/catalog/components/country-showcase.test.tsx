import { COUNTRY_COOKIE } from '@storefront/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@/lib/cookies';
import { useSelectedCountry } from '../hooks/use-selected-country';
import { clearCatalogCookies, countriesFixture, productFixture, renderCatalog } from '@/testing/catalog';
import { CountryShowcase } from './country-showcase';

const productsByCountry: Record<string, ReturnType<typeof productFixture>[]> = {
  '9': [
    productFixture({
      id: 901,
      country_id: 9,
      name: 'Extract from Companies House',
      price_num: 49,
      ruble_price_num: 4825,
    }),
  ],
  '2': [
    productFixture({
      id: 201,
      country_id: 2,
      name: 'Справка о регистрации',
      price_num: 25,
      ruble_price_num: 2462,
    }),
  ],
};

function HomeCountryBlock() {
  const [country, choose] = useSelectedCountry(countriesFixture);
  return <CountryShowcase lists={countriesFixture} country={country} onSelect={choose} />;
}

describe('CountryShowcase', () => {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const countryId = init?.body instanceof FormData ? String(init.body.get('country_id')) : '';
    return Response.json({ products: productsByCountry[countryId] ?? [], typePurposes: [] });
  });

  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    clearCatalogCookies();
  });

  it("shows the chosen country's documents with prices and switches them with the country", async () => {
    const user = userEvent.setup();
    renderCatalog(<HomeCountryBlock />);
    expect(await screen.findByText('Extract from Companies House')).toBeInTheDocument();
    expect(screen.getByText('49 €')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Казахстан/ }));
    expect(await screen.findByText('Справка о регистрации')).toBeInTheDocument();
    expect(screen.queryByText('Extract from Companies House')).toBeNull();
    expect(readCookie(COUNTRY_COOKIE)).toBe('2');
    const askedCountries = fetchMock.mock.calls.map(([, init]) =>
      init?.body instanceof FormData ? init.body.get('country_id') : null,
    );
    expect(askedCountries).toEqual(['9', '2']);
  });
});
