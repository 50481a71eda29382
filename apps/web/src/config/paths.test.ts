import { describe, expect, it } from 'vitest';
import {
  type ChosenCompany,
  companySearchPath,
  companySelectionPath,
  parseCompanySearchAddress,
  orderIdFromSearch,
  orderPagePath,
  parseCompanySelection,
  paths,
} from './paths';

const parse = (search: string) => parseCompanySearchAddress(new URLSearchParams(search));

describe('the address of a company search', () => {
  it('holds the query, the country and a page after the first', () => {
    expect(companySearchPath(paths.search, { query: 'ООО "Ромашка" & Co', countryId: 1 })).toBe(
      '/search?query=%D0%9E%D0%9E%D0%9E+%22%D0%A0%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0%22+%26+Co&country=1',
    );
    expect(companySearchPath(paths.search2, { query: 'acme', countryId: 9, page: 1 })).toBe(
      '/search2?query=acme&country=9',
    );
    expect(companySearchPath(paths.search2, { query: 'acme', countryId: 9, page: 3 })).toBe(
      '/search2?query=acme&country=9&page=3',
    );
    expect(companySearchPath(paths.search, { query: '' })).toBe('/search');
    expect(companySearchPath(paths.search, { query: 'rostrans', countryId: 1, exact: true })).toBe(
      '/search?query=rostrans&country=1&exact=1',
    );
  });

  it('reads back what it wrote', () => {
    const written = companySearchPath(paths.search2, { query: '50%_off \\ "x"', countryId: 12, page: 7 });
    expect(parse(written.slice(written.indexOf('?')))).toEqual({
      query: '50%_off \\ "x"',
      countryId: 12,
      page: 7,
      exact: false,
    });
    const exact = companySearchPath(paths.search, { query: 'rostrans', countryId: 1, exact: true });
    expect(parse(exact.slice(exact.indexOf('?'))).exact).toBe(true);
  });

  it('forgives a hand-edited link', () => {
    expect(parse('query=%20%20acme%20')).toEqual({
      query: 'acme',
      countryId: undefined,
      page: 1,
      exact: false,
    });
    expect(parse(`query=${'я'.repeat(300)}`).query).toHaveLength(255);
    for (const country of ['abc', '-1', '0', '1.5', '99999999999', ''])
      expect(parse(`query=x&country=${country}`).countryId).toBeUndefined();
    for (const page of ['0', '-2', 'x', '2.5', '1e9']) expect(parse(`query=x&page=${page}`).page).toBe(1);
  });
});

describe('the address of the selection steps', () => {
  const company: ChosenCompany = {
    id: 1_000_000_004,
    name: 'ООО «Ромашка» & Co',
    inn: '-',
    status: '-',
    type: '-',
    country: 'RU',
    address: 'г. Москва, ул. Тверская, 1',
    countryId: 1,
  };
  const read = (path: string) => parseCompanySelection(new URLSearchParams(path.slice(path.indexOf('?'))));

  it('carries the company (a typed-in local id too), the purpose and the type, and reads them back', () => {
    const path = companySelectionPath(paths.selectProduct, { company, purposeId: 3, typeId: 7 });
    expect(path.startsWith('/search/select-product?company=1000000004&')).toBe(true);
    expect(read(path)).toEqual({ company, purposeId: 3, typeId: 7 });
    expect(read(companySelectionPath(paths.selectType, { company }))).toEqual({
      company,
      purposeId: undefined,
      typeId: undefined,
    });
  });

  it('names no company without an id, a name or a country: the step then goes to the search', () => {
    const path = companySelectionPath(paths.selectType, { company });
    for (const name of ['company', 'name', 'country_id']) {
      const search = new URLSearchParams(path.slice(path.indexOf('?')));
      search.delete(name);
      expect(parseCompanySelection(search), name).toBeUndefined();
    }
    expect(parseCompanySelection(new URLSearchParams('company=-5&name=x&country_id=1'))).toBeUndefined();
    expect(parseCompanySelection(new URLSearchParams('company=5&name=%20&country_id=1'))).toBeUndefined();
    expect(read(`${path}&purpose=abc&type=0`)).toMatchObject({ purposeId: undefined, typeId: undefined });
  });
});

describe('the order of an after-order page', () => {
  it('is order_id, or Robokassa’s Shp_order, and only ever an id', () => {
    const read = (search: string) => orderIdFromSearch(new URLSearchParams(search));
    expect(orderPagePath(paths.orderSuccess, 42)).toBe('/order-success?order_id=42');
    expect(read('order_id=42')).toBe(42);
    expect(read('OutSum=5.12&InvId=5&Shp_order=5&SignatureValue=x')).toBe(5);
    expect(read('order_id=7&Shp_order=5')).toBe(7);
    for (const bad of [
      '',
      'order_id=',
      'order_id=-1',
      'order_id=1e3',
      'order_id=abc',
      'Shp_order=99999999999',
    ])
      expect(read(bad)).toBeUndefined();
  });
});
