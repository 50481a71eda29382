import type { Company } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { MANUAL_COMPANIES_KEY } from '@/features/search/stores/manual-companies';
import { catalogTexts, clearCatalogCookies, countriesFixture, productFixture } from '@/testing/catalog';
import { renderRoutes } from '@/testing/render';
import { CompanySearchPage, companySearchLoader } from './company-search-page';

const texts = {
  ...catalogTexts['ru-RU'],
  SearchCompany: 'Поиск компании',
  SearchStart: 'Введите название, ИНН или номер компании',
  FoundCompanies: 'Найдено компаний: %s',
  FoundCompaniesMany: 'Найдено не меньше %s компаний',
  ShownCompaniesOf: 'Показано %s из %s',
  ShowMore: 'Показать ещё',
  NoResultsFor: 'По запросу «%s» ничего не найдено',
  CompanyQueryTooShort: 'Введите не меньше трёх букв',
  CompanyQueryLegalFormOnly: 'Организационно-правовая форма не ищется: введите название компании',
  SearchShowingResultsFor: 'Показаны результаты для «%s»',
  SearchExactlyFor: 'Искать точно «%s»',
  CompanyCountryUnknown: 'Такой страны нет в списке',
  CompanyRegisterUnavailable: 'Поиск по реестру этой страны пока недоступен',
  SearchFailed: 'Не удалось выполнить поиск',
  DocumentsAndPrices: 'Документы и цены',
  CompanyTypedIn: 'Введена вручную',
  AddCompanyManually: 'Добавить вручную',
  AddCompanyTitle: 'Данные компании',
  CompanyName: 'Название компании',
  Country: 'Страна',
  ManualCompanyAdd: 'Добавить компанию',
  Inn: 'ИНН',
  Status: 'Статус',
  Address: 'Адрес',
  Type: 'Тип',
  PageOf: 'Страница %s из %s',
  Pagination: 'Постраничная навигация',
};

function company(id: number, name: string, inn = `77${String(id).padStart(8, '0')}`): Company {
  return {
    id,
    companyId: `10277000${String(id).padStart(5, '0')}`,
    name,
    country: 'RU',
    inn,
    status: 'Действующая',
    type: 'ООО',
    address: 'г. Москва, ул. Тверская, д. 1',
    updated_at: '2026-11-20T10:00:00Z',
  };
}

const products = [
  productFixture({ id: 101, name: 'Выписка из ЕГРЮЛ', price_num: 5.9, ruble_price_num: 581 }),
  productFixture({ id: 102, name: 'Выписка с апостилем', price_num: 49, ruble_price_num: 4825 }),
];

/** A Russian catalog with an organisation's extract, a sole trader's and a document for either. */
const kindProducts = [
  productFixture({ id: 101, name: 'Выписка из ЕГРЮЛ', company_kind: 'legal_entity' }),
  productFixture({ id: 103, name: 'Выписка из ЕГРИП', company_kind: 'sole_trader' }),
  productFixture({ id: 108, name: 'Нотариальный перевод выписки', company_kind: 'any' }),
];

const pageOf = (page: number) =>
  Array.from({ length: page < 3 ? 20 : 5 }, (_, n) => company(page * 100 + n, `ООО «Строй ${page}-${n}»`));

interface Asked {
  path: string;
  page: string | null;
  fields: Record<string, string>;
}

const asked: Asked[] = [];
let failNext = false;

/** The server's answers: Russia (id 1) has 45 companies matching "строй"; other queries find none. */
async function answer(url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const address = new URL(String(url), 'http://localhost');
  const fields = Object.fromEntries(
    [...((init?.body as FormData | undefined)?.entries() ?? [])].map(([key, value]) => [key, String(value)]),
  );
  asked.push({ path: address.pathname, page: address.searchParams.get('page'), fields });
  if (failNext) {
    failNext = false;
    throw new TypeError('Failed to fetch');
  }
  if (address.pathname === '/api/countries') return Response.json(countriesFixture);
  if (fields.query === 'альфа')
    return Response.json({
      companies: [
        { ...company(1, 'ООО «Альфа»'), kind: 'legal_entity' },
        { ...company(2, 'ИП Альфа Иван', '770708389312'), type: 'ИП', kind: 'sole_trader' },
      ],
      companies_total: 2,
      companies_pages: 1,
      companies_error: null,
      products: kindProducts,
      typePurposes: [],
    });
  if (address.pathname === '/api/products') return Response.json({ products, typePurposes: [] });
  const query = fields.query ?? '';
  const refused = (error: string) => ({
    companies: [],
    companies_total: 0,
    companies_pages: 0,
    companies_error: error,
    products: error === 'CompanyCountryUnknown' ? [] : products,
    typePurposes: [],
  });
  if (fields.country_id === '77') return Response.json(refused('CompanyCountryUnknown'));
  if (query === 'ООО') return Response.json(refused('CompanyQueryLegalFormOnly'));
  // Typed in Latin letters: found spelled in Cyrillic, unless asked exactly.
  if (query === 'rostrans' && fields.exact !== '1')
    return Response.json({
      companies: [company(7, 'ООО «Ространс»')],
      companies_total: 1,
      companies_pages: 1,
      companies_error: null,
      corrected_query: 'ространс',
      products,
      typePurposes: [],
    });
  if (query.length < 3) return Response.json(refused('CompanyQueryTooShort'));
  const found = query === 'строй';
  // A word so common that the server's candidates are full: its total is a bound, not a count.
  if (query === 'торг')
    return Response.json({
      companies: pageOf(1),
      companies_total: 1000,
      companies_pages: 50,
      companies_error: null,
      products,
      typePurposes: [],
    });
  if (address.pathname === '/api/companies2') {
    const page = Number(address.searchParams.get('page'));
    return Response.json({ companies: found ? pageOf(page) : [], companies_total: found ? 45 : 0 });
  }
  return Response.json({
    companies: found ? pageOf(1) : [],
    companies_total: found ? 45 : 0,
    companies_pages: found ? 3 : 0,
    companies_error: null,
    products,
    typePurposes: [],
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderSearch(url: string) {
  const page = (mode: typeof paths.search | typeof paths.search2) => ({
    path: mode,
    loader: companySearchLoader,
    element: (
      <>
        <CompanySearchPage mode={mode} />
        <LocationProbe />
      </>
    ),
  });
  return renderRoutes([page(paths.search), page(paths.search2)], { initialEntries: [url], texts });
}

const companyCards = () => screen.queryAllByTestId('company');
const calls = (path: string) => asked.filter((call) => call.path === path);

describe('the company search page', () => {
  beforeEach(() => {
    asked.length = 0;
    failNext = false;
    vi.stubGlobal('fetch', vi.fn(answer));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    clearCatalogCookies();
    localStorage.clear();
  });

  it('asks for a query until one is typed, in the country of the cookie', async () => {
    document.cookie = 'country-selected=9; Path=/';
    renderSearch('/search');
    expect(await screen.findByText(texts.SearchStart)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Великобритания/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByRole('searchbox'), 'Acme Trading{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/search?query=Acme+Trading&country=9'),
    );
  });

  it('lists the first page, opens a company with Enter to its products in euros and roubles, and grows by "show more"', async () => {
    const user = userEvent.setup();
    renderSearch('/search?query=строй&country=1');
    expect(await screen.findByRole('heading', { name: 'Найдено компаний: 45' })).toBeInTheDocument();
    expect(companyCards()).toHaveLength(20);
    expect(calls('/api/companies')[0]?.fields).toMatchObject({
      query: 'строй',
      country_id: '1',
      lang: 'ru-RU',
    });

    const first = companyCards()[0]!;
    const toggle = within(first).getByRole('button', { name: 'Документы и цены' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = within(first).getAllByTestId('company-product');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByTestId('price-eur')).toHaveTextContent('5,90 €');
    expect(within(items[0]!).getByTestId('price-rub')).toHaveTextContent('581 ₽');
    expect(within(items[1]!).getByTestId('price-rub')).toHaveTextContent('4 825 ₽');
    expect(within(items[0]!).getByTestId('duration')).toHaveTextContent('от 3 до 5 рабочих дней');

    // Only one company is open: opening the second closes the first; Space works as well.
    const second = within(companyCards()[1]!).getByRole('button', { name: 'Документы и цены' });
    second.focus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(companyCards()).toHaveLength(40));
    expect(calls('/api/companies2').map((call) => call.page)).toEqual(['2']);
    expect(calls('/api/companies2')[0]?.fields).toMatchObject({ query: 'строй', country_id: '1' });
    await waitFor(() => expect(companyCards()[20]).toHaveFocus());
    expect(screen.getByText('Показано 40 из 45')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(companyCards()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('says "1 000 or more" where the total is the bound of the candidates', async () => {
    renderSearch('/search?query=торг&country=1');
    expect(
      await screen.findByRole('heading', { name: 'Найдено не меньше 1 000 компаний' }),
    ).toBeInTheDocument();
  });

  it('says when nothing was found', async () => {
    renderSearch('/search?query=несуществующая&country=1');
    expect(await screen.findByText('По запросу «несуществующая» ничего не найдено')).toBeInTheDocument();
    expect(companyCards()).toHaveLength(0);
  });

  it('says which words it searched instead of the query, with the exact search a click away', async () => {
    const user = userEvent.setup();
    for (const mode of [paths.search, paths.search2]) {
      const { unmount } = renderSearch(`${mode}?query=rostrans&country=1`);
      expect(await screen.findByText('Показаны результаты для «ространс»')).toBeInTheDocument();
      expect(companyCards()).toHaveLength(1);
      const exact = screen.getByRole('link', { name: 'Искать точно «rostrans»' });
      expect(exact).toHaveAttribute('href', `${mode}?query=rostrans&country=1&exact=1`);
      await user.click(exact);
      expect(await screen.findByText('По запросу «rostrans» ничего не найдено')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(`${mode}?query=rostrans&country=1&exact=1`);
      expect(calls('/api/companies').at(-1)?.fields).toMatchObject({ query: 'rostrans', exact: '1' });
      expect(screen.queryByText('Показаны результаты для «ространс»')).toBeNull();
      unmount();
    }
    // The search as the visitor first asked it sends no `exact`.
    expect(calls('/api/companies')[0]?.fields).not.toHaveProperty('exact');
  });

  it('says what to type instead of a legal form alone', async () => {
    renderSearch('/search?query=ООО&country=1');
    expect(
      (await screen.findByText(texts.CompanyQueryLegalFormOnly)).closest('[role="status"]'),
    ).not.toBeNull();
    expect(companyCards()).toHaveLength(0);
  });

  it('says a query is too short, and a country is unknown, as the server answers', async () => {
    const { unmount } = renderSearch('/search?query=ab&country=1');
    expect((await screen.findByText(texts.CompanyQueryTooShort)).closest('[role="status"]')).not.toBeNull();
    expect(companyCards()).toHaveLength(0);
    unmount();
    renderSearch('/search?query=строй&country=77');
    expect(await screen.findByText(texts.CompanyCountryUnknown)).toBeInTheDocument();
    expect(companyCards()).toHaveLength(0);
  });

  it('says the search failed when the network did, and searches again on retry', async () => {
    const user = userEvent.setup();
    renderSearch('/search?query=строй&country=1');
    await screen.findByRole('heading', { name: 'Найдено компаний: 45' });
    failNext = true;
    await user.type(screen.getByRole('searchbox'), '{Control>}a{/Control}ромашка-сеть{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.SearchFailed);
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('По запросу «ромашка-сеть» ничего не найдено')).toBeInTheDocument();
  });

  it('takes a company typed in by hand: a local id, "-" for what is unknown, open with its products, kept over a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSearch('/search?query=несуществующая&country=1');
    await screen.findByText('По запросу «несуществующая» ничего не найдено');
    await user.click(screen.getByRole('button', { name: 'Добавить вручную' }));
    const dialog = await screen.findByRole('dialog', { name: 'Данные компании' });
    const name = within(dialog).getByRole('textbox', { name: /Название компании/ });
    expect(name).toHaveValue('несуществующая');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить компанию' }));
    expect(await within(dialog).findByText('FieldCannotBeEmpty')).toBeInTheDocument();
    await user.type(name, 'ООО «Новая Ромашка»');
    expect(within(dialog).getByRole('combobox', { name: 'Страна' })).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить компанию' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = await screen.findByRole('article', { name: 'ООО «Новая Ромашка»' });
    expect(card).toHaveAttribute('data-company-id', '1000000000');
    expect(within(card).getByText('Введена вручную')).toBeInTheDocument();
    const values = within(card)
      .getAllByRole('definition')
      .map((node) => node.textContent);
    expect(values).toEqual(['-', '-', '-', 'Россия', '-']);
    expect(within(card).getByRole('button', { name: 'Документы и цены' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await within(card).findAllByTestId('company-product')).toHaveLength(2);
    await waitFor(() => expect(card).toHaveFocus());
    expect(JSON.parse(localStorage.getItem(MANUAL_COMPANIES_KEY) ?? '[]')).toHaveLength(1);

    unmount();
    renderSearch('/search');
    expect(await screen.findByRole('article', { name: 'ООО «Новая Ромашка»' })).toBeInTheDocument();
  });

  it('opens a company to the documents it can have: a sole trader’s extract for a sole trader only', async () => {
    const user = userEvent.setup();
    renderSearch('/search?query=альфа&country=1');
    const open = async (name: string) => {
      const card = await screen.findByRole('article', { name });
      await user.click(within(card).getByRole('button', { name: 'Документы и цены' }));
      return within(card)
        .getAllByTestId('company-product')
        .map((item) => item.textContent ?? '');
    };
    const organisation = await open('ООО «Альфа»');
    expect(organisation.join()).toContain('Выписка из ЕГРЮЛ');
    expect(organisation.join()).not.toContain('Выписка из ЕГРИП');
    expect(organisation).toHaveLength(2);
    const soleTrader = await open('ИП Альфа Иван');
    expect(soleTrader.join()).toContain('Выписка из ЕГРИП');
    expect(soleTrader.join()).not.toContain('Выписка из ЕГРЮЛ');
    expect(soleTrader).toHaveLength(2);
  });

  describe('content below the fold', () => {
    const scrolled = vi.fn();
    let reducedMotion = false;
    let top = 700;
    beforeEach(() => {
      scrolled.mockClear();
      reducedMotion = false;
      top = 700;
      Element.prototype.scrollIntoView = scrolled;
      // jsdom lays nothing out: everything starts `top` px down a 768 px high window.
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
        () =>
          ({ top, bottom: top + 300, left: 0, right: 360, width: 360, height: 300, x: 0, y: top }) as DOMRect,
      );
      vi.stubGlobal(
        'matchMedia',
        vi.fn((query: string) => ({ matches: query.includes('reduce') && reducedMotion, media: query })),
      );
    });
    afterEach(() => {
      vi.restoreAllMocks();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const scrolledTo = () => scrolled.mock.contexts.map((element) => (element as HTMLElement).textContent);

    it('brings a search’s results into view and focuses their count; a page opened afresh stays at its top', async () => {
      const user = userEvent.setup();
      renderSearch('/search?query=строй&country=1');
      await screen.findByRole('heading', { name: 'Найдено компаний: 45' });
      expect(scrolled).not.toHaveBeenCalled();

      await user.type(screen.getByRole('searchbox'), '{Control>}a{/Control}торг{Enter}');
      const heading = await screen.findByRole('heading', { name: 'Найдено не меньше 1 000 компаний' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrolledTo()).toEqual(['Найдено не меньше 1 000 компаний']);
      expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });

      // Nothing found is the results' start too; with reduced motion the page jumps.
      reducedMotion = true;
      await user.type(screen.getByRole('searchbox'), '{Control>}a{/Control}несуществующая{Enter}');
      const message = await screen.findByText('По запросу «несуществующая» ничего не найдено');
      await waitFor(() => expect(message.closest('[role="status"]')).toHaveFocus());
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'start', behavior: 'auto' });
    }, 15_000);

    it('leaves results already in view where they are, the focus still moving to their count', async () => {
      const user = userEvent.setup();
      top = 200;
      renderSearch('/search?query=строй&country=1');
      await screen.findByRole('heading', { name: 'Найдено компаний: 45' });
      await user.type(screen.getByRole('searchbox'), '{Control>}a{/Control}торг{Enter}');
      const heading = await screen.findByRole('heading', { name: 'Найдено не меньше 1 000 компаний' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrolled).not.toHaveBeenCalled();
    });

    it('brings an opened company’s documents into view, the focus staying on its button', async () => {
      const user = userEvent.setup();
      renderSearch('/search?query=строй&country=1');
      const card = (await screen.findAllByTestId('company'))[3]!;
      const toggle = within(card).getByRole('button', { name: 'Документы и цены' });
      await user.click(toggle);
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
      expect(scrolled.mock.contexts[0]).toBe(
        within(card).getAllByTestId('company-product')[0]!.closest('[id$="-panel"]'),
      );
      expect(toggle).toHaveFocus();
      // Closed, nothing moves.
      await user.click(toggle);
      expect(scrolled).toHaveBeenCalledTimes(1);
    });
  });

  it('/search2 shows the page of the address through /api/companies2, with numbered pages', async () => {
    const user = userEvent.setup();
    renderSearch('/search2?query=строй&country=1&page=2');
    expect(await screen.findByRole('article', { name: 'ООО «Строй 2-0»' })).toBeInTheDocument();
    expect(companyCards()).toHaveLength(20);
    expect(calls('/api/companies2').map((call) => call.page)).toEqual(['2']);
    // The page count comes with page 1's answer, which may arrive after page 2's.
    const pages = () => screen.findByRole('navigation', { name: 'Постраничная навигация' });
    expect(await within(await pages()).findByRole('link', { name: 'Страница 2 из 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(await within(await pages()).findByRole('link', { name: 'Страница 3 из 3' }));
    expect(await screen.findByRole('article', { name: 'ООО «Строй 3-0»' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/\/search2\?query=[^&]+&country=1&page=3$/);
    await user.click(await within(await pages()).findByRole('link', { name: 'Страница 1 из 3' }));
    expect(await screen.findByRole('article', { name: 'ООО «Строй 1-0»' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/\/search2\?query=[^&]+&country=1$/);
  });
});
