import { LOCAL_COMPANY_ID_BASE } from '@storefront/contract/constants';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChosenCompany, companySelectionPath, paths } from '@/config/paths';
import { catalogTexts, clearCatalogCookies, countriesFixture, productFixture } from '@/testing/catalog';
import { renderRoutes } from '@/testing/render';
import { Component, loader } from './select-product';

const soleTrader: ChosenCompany = {
  id: 7,
  name: 'ИП Смирнов Иван Петрович',
  inn: '770708389312',
  status: 'Действующий',
  type: 'ИП',
  country: 'RU',
  address: 'г. Москва',
  countryId: 1,
};

const asked: Record<string, string>[] = [];

function renderStep(company: ChosenCompany) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      if (path === '/api/countries') return Response.json(countriesFixture);
      const fields = Object.fromEntries(
        [...((init?.body as FormData | undefined)?.entries() ?? [])].map(([key, value]) => [
          key,
          String(value),
        ]),
      );
      asked.push(fields);
      // The server answers what fits the company it is told of.
      const products =
        fields.company_id === undefined
          ? [
              productFixture({ id: 101, name: 'Выписка из ЕГРЮЛ' }),
              productFixture({ id: 103, name: 'Выписка из ЕГРИП' }),
            ]
          : [productFixture({ id: 103, name: 'Выписка из ЕГРИП', company_kind: 'sole_trader' })];
      return Response.json({ products, typePurposes: [] });
    }),
  );
  renderRoutes([{ path: paths.selectProduct, loader, Component }], {
    initialEntries: [companySelectionPath(paths.selectProduct, { company })],
    texts: { ...catalogTexts['ru-RU'], SelectProductTitle: 'Выберите документы' },
  });
}

describe('the documents step', () => {
  afterEach(() => {
    asked.length = 0;
    vi.unstubAllGlobals();
    clearCatalogCookies();
  });

  it('asks for the documents the register’s company can have, and shows only those', async () => {
    renderStep(soleTrader);
    expect(await screen.findByRole('heading', { name: 'Выписка из ЕГРИП' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Выписка из ЕГРЮЛ' })).toBeNull();
    expect(asked).toEqual([{ country_id: '1', lang: 'ru-RU', company_id: '7' }]);
  });

  it('asks for the whole catalog for a company typed in by hand', async () => {
    renderStep({ ...soleTrader, id: LOCAL_COMPANY_ID_BASE + 3 });
    expect(await screen.findByRole('heading', { name: 'Выписка из ЕГРЮЛ' })).toBeInTheDocument();
    expect(asked).toEqual([{ country_id: '1', lang: 'ru-RU' }]);
  });
});
