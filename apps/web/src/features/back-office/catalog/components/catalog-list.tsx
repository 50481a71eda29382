import { euroFromCents, formatEuro } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useNavigate } from 'react-router';
import { Link, NavLink } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { Pagination } from '@/components/pagination/pagination';
import { backOfficePaths } from '@/config/back-office-paths';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import {
  CATALOG_PAGE_SIZE,
  type CatalogListAnswer,
  type CatalogListState,
  type CatalogSection,
  catalogListSearch,
  catalogSections,
  getCatalogListQueryOptions,
} from '../api/get-catalog-list';
import { getCatalogOptionsQueryOptions } from '@/lib/back-office/get-catalog-options';
import { workingDaysSpan } from '@/lib/back-office/working-days';
import { type DataColumns, DataTable } from '@/components/back-office/data-table';
import styles from './catalog.module.css';

/** The dictionary key of each section's title and of its "new" button. */
export const sectionTexts: Record<CatalogSection, { title: string; create: string; edit: string }> = {
  products: { title: 'AdminProducts', create: 'AdminNewProduct', edit: 'AdminEditProduct' },
  countries: { title: 'AdminCountries', create: 'AdminNewCountry', edit: 'AdminEditCountry' },
  types: { title: 'AdminProductTypes', create: 'AdminNewProductType', edit: 'AdminEditProductType' },
  purposes: { title: 'AdminPurposes', create: 'AdminNewPurpose', edit: 'AdminEditPurpose' },
};

/** The catalog's sections as tabs (links: each section has its own address). */
export function CatalogTabs() {
  const t = useT();
  return (
    <nav className={styles.tabs} aria-label={t('AdminCatalogueMenu')}>
      {catalogSections.map((section) => (
        <NavLink
          key={section}
          to={backOfficePaths.adminCatalogueSection(section)}
          className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
        >
          {t(sectionTexts[section].title)}
        </NavLink>
      ))}
    </nav>
  );
}

type Names = { 'ru-RU': string; 'en-US': string };
/** A row's name in the page's language, else in the other one. */
export const nameIn = (names: Names, lang: string) =>
  (lang === 'en-US' ? names['en-US'] || names['ru-RU'] : names['ru-RU'] || names['en-US']) || '—';

const yesNo = (t: Translate, value: boolean) => (value ? t('AdminYes') : t('AdminNo'));

/** A column header that sorts the list on the server: a button saying where it sorts, with aria-sort on the cell. */
function SortHeader({
  label,
  column,
  state,
  hrefFor,
}: {
  label: string;
  column: string;
  state: CatalogListState;
  hrefFor: (state: CatalogListState) => string;
}) {
  const t = useT();
  const current = state.sort === column;
  const next: CatalogListState = {
    ...state,
    page: 1,
    sort: column,
    dir: current && state.dir === 'asc' ? 'desc' : 'asc',
  };
  return (
    <Link
      to={hrefFor(next)}
      className={styles.sort}
      aria-label={t('AdminSortBy', label)}
      data-sorted={current ? state.dir : undefined}
    >
      {label}
      <span aria-hidden="true" className={styles.sortMark}>
        {current ? (state.dir === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </Link>
  );
}

type Row<S extends CatalogSection> =
  CatalogListAnswer<S> extends infer A
    ? A extends Record<string, { list: (infer R)[] }>
      ? R
      : never
    : never;

function columnsOf(
  section: CatalogSection,
  t: Translate,
  lang: string,
  sortHeader: (label: string, column: string) => ReactNode,
): DataColumns<{ id: number }> {
  const entryLink = (id: number, label: string) => (
    <Link to={backOfficePaths.adminCatalogueEntry(section, id)} className={styles.entryLink}>
      {label}
    </Link>
  );
  const id = {
    id: 'id',
    header: () => sortHeader(t('AdminColumnId'), 'id'),
    cell: ({ row }: { row: { original: { id: number } } }) => row.original.id,
  };
  const sort = {
    id: 'sort',
    header: () => sortHeader(t('AdminColumnSort'), 'sort'),
    cell: ({ row }: { row: { original: { sort: number } } }) => row.original.sort,
  };
  const active = {
    id: 'active',
    header: t('AdminColumnActive'),
    cell: ({ row }: { row: { original: { active: boolean } } }) => (
      <span className={row.original.active ? styles.on : styles.off}>{yesNo(t, row.original.active)}</span>
    ),
  };
  const name = {
    id: 'name',
    header: () => sortHeader(t('AdminColumnName'), 'name'),
    cell: ({ row }: { row: { original: { id: number; name: Names } } }) =>
      entryLink(row.original.id, nameIn(row.original.name, lang)),
  };
  const columns: Record<CatalogSection, unknown[]> = {
    products: [
      id,
      name,
      {
        id: 'country',
        header: () => sortHeader(t('AdminColumnCountry'), 'country'),
        cell: ({ row }: { row: { original: Row<'products'> } }) => nameIn(row.original.country.names, lang),
      },
      {
        id: 'price',
        header: () => sortHeader(t('AdminColumnPrice'), 'price'),
        cell: ({ row }: { row: { original: Row<'products'> } }) => (
          <span className={styles.number} data-testid="admin-product-price">
            {formatEuro(euroFromCents(row.original.price_cents), lang)}
          </span>
        ),
      },
      {
        id: 'term',
        header: t('AdminColumnTerm'),
        cell: ({ row }: { row: { original: Row<'products'> } }) =>
          workingDaysSpan(row.original.duration_from, row.original.duration_to),
      },
      {
        id: 'delivery',
        header: t('AdminColumnDelivery'),
        cell: ({ row }: { row: { original: Row<'products'> } }) => yesNo(t, row.original.delivery),
      },
      sort,
      active,
    ],
    countries: [
      id,
      name,
      {
        id: 'code',
        header: () => sortHeader(t('AdminColumnCode'), 'code'),
        cell: ({ row }: { row: { original: Row<'countries'> } }) => row.original.code,
      },
      {
        id: 'online',
        header: t('AdminColumnOnline'),
        cell: ({ row }: { row: { original: Row<'countries'> } }) => yesNo(t, row.original.online),
      },
      {
        id: 'popular',
        header: () => sortHeader(t('AdminColumnPopular'), 'popular'),
        cell: ({ row }: { row: { original: Row<'countries'> } }) => row.original.popular_sort ?? '—',
      },
      {
        id: 'products',
        header: t('AdminColumnProducts'),
        cell: ({ row }: { row: { original: Row<'countries'> } }) => row.original.products_count,
      },
      sort,
      active,
    ],
    types: [
      id,
      name,
      {
        id: 'code',
        header: () => sortHeader(t('AdminColumnCode'), 'code'),
        cell: ({ row }: { row: { original: Row<'types'> } }) => row.original.code,
      },
      {
        id: 'products',
        header: t('AdminColumnProducts'),
        cell: ({ row }: { row: { original: Row<'types'> } }) => row.original.products_count,
      },
      {
        id: 'purposes',
        header: t('AdminColumnPurposes'),
        cell: ({ row }: { row: { original: Row<'types'> } }) => row.original.purposes_count,
      },
      sort,
      active,
    ],
    purposes: [
      id,
      name,
      {
        id: 'types',
        header: t('AdminColumnTypes'),
        cell: ({ row }: { row: { original: Row<'purposes'> } }) => row.original.product_types_count,
      },
      sort,
      active,
    ],
  };
  return columns[section] as DataColumns<{ id: number }>;
}

/** The search, the activity filter and (for products) the country: sent as the address. */
function ListFilters({
  section,
  state,
  hrefFor,
}: {
  section: CatalogSection;
  state: CatalogListState;
  hrefFor: (state: CatalogListState) => string;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const ids = { q: useId(), active: useId(), country: useId() };
  const options = useQuery({ ...getCatalogOptionsQueryOptions(lang), enabled: section === 'products' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const active = String(data.get('active') ?? '');
    const country = Number(data.get('country'));
    navigate(
      hrefFor({
        ...state,
        page: 1,
        q: String(data.get('q') ?? '').trim(),
        active: active === '1' || active === '0' ? active : '',
        country: country > 0 ? country : undefined,
      }),
    );
  };

  return (
    <form className={styles.filters} role="search" onSubmit={submit} key={JSON.stringify(state)}>
      <div className={styles.filter}>
        <label htmlFor={ids.q}>{t('AdminSearch')}</label>
        <input
          id={ids.q}
          name="q"
          type="search"
          defaultValue={state.q}
          placeholder={t('AdminSearchCatalogue')}
          maxLength={255}
          className={styles.input}
        />
      </div>
      {section === 'products' ? (
        <div className={styles.filter}>
          <label htmlFor={ids.country}>{t('AdminColumnCountry')}</label>
          <select id={ids.country} name="country" defaultValue={state.country ?? ''} className={styles.input}>
            <option value="">{t('AdminAll')}</option>
            {options.data?.countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.filter}>
        <label htmlFor={ids.active}>{t('AdminShowActive')}</label>
        <select id={ids.active} name="active" defaultValue={state.active} className={styles.input}>
          <option value="">{t('AdminAll')}</option>
          <option value="1">{t('AdminActiveOnly')}</option>
          <option value="0">{t('AdminInactiveOnly')}</option>
        </select>
      </div>
      <button type="submit" className={`button button-secondary ${styles.filterButton}`}>
        {t('AdminSearch')}
      </button>
    </form>
  );
}

/**
 * One catalog section's list: paged, sorted, searched and filtered on the server, all of it in
 * the address (so Back and a shared link give the same list); each name opens the entry's page.
 */
export function CatalogList({ section, state }: { section: CatalogSection; state: CatalogListState }) {
  const t = useT();
  const { lang } = useLanguage();
  const query = useQuery(getCatalogListQueryOptions(section, state));
  const hrefFor = (next: CatalogListState) =>
    `${backOfficePaths.adminCatalogueSection(section)}${catalogListSearch(next)}`;
  const sortHeader = (label: string, column: string) => (
    <SortHeader label={label} column={column} state={state} hrefFor={hrefFor} />
  );
  const answer = query.data as Record<string, { count: number; list: { id: number }[] }> | undefined;
  const list = answer ? Object.values(answer)[0] : undefined;
  const pageCount = list ? Math.max(1, Math.ceil(list.count / CATALOG_PAGE_SIZE)) : 1;

  return (
    <>
      <div className={styles.toolbar}>
        <ListFilters section={section} state={state} hrefFor={hrefFor} />
        <Link to={backOfficePaths.adminCatalogueEntry(section, 'new')} className="button">
          {t(sectionTexts[section].create)}
        </Link>
      </div>
      {query.isError && !list ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />
      ) : !list ? (
        <Loader label={t('Loading')} />
      ) : (
        <div aria-busy={query.isFetching}>
          <p className={styles.count} role="status">
            {list.count ? t('AdminFoundCount', list.count) : t('AdminNothingFound')}
          </p>
          {list.count ? (
            <DataTable
              caption={t(sectionTexts[section].title)}
              columns={columnsOf(section, t, lang, sortHeader)}
              data={list.list}
              rowId={(row: { id: number }) => String(row.id)}
              testId={`admin-catalogue-${section}`}
            />
          ) : null}
          <Pagination
            page={state.page}
            pageCount={pageCount}
            hrefFor={(page) => hrefFor({ ...state, page })}
            t={t}
          />
        </div>
      )}
    </>
  );
}
