import { euroFromCents, formatEuro } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { SectionTabs } from '@/components/back-office/section-tabs';
import { Link } from '@/components/link/link';
import { backOfficePaths } from '@/config/back-office-paths';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import {
  catalogAddresses,
  CATALOG_PAGE_SIZE,
  type CatalogListAnswer,
  type CatalogSection,
  catalogSections,
  getCatalogListQueryOptions,
} from '../api/get-catalog-list';
import { getCatalogOptionsQueryOptions } from '@/lib/back-office/get-catalog-options';
import { workingDaysSpan } from '@/lib/back-office/working-days';
import { type ListView, useListState } from '@/lib/back-office/list-state';
import { type DataColumns } from '@/components/back-office/data-table';
import { ChoiceFilter, InputFilter, ListSearchForm } from '@/components/back-office/list-search-form';
import { type ListPage, ListScreen } from '@/components/back-office/list-screen';
import { SortHeader } from '@/components/back-office/sort-header';
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
    <SectionTabs
      label={t('AdminCatalogueMenu')}
      tabs={catalogSections.map((section) => ({
        to: backOfficePaths.adminCatalogSection(section),
        label: t(sectionTexts[section].title),
      }))}
    />
  );
}

type Names = { 'ru-RU': string; 'en-US': string };
/** A row's name in the page's language, else in the other one. */
export const nameIn = (names: Names, lang: string) =>
  (lang === 'en-US' ? names['en-US'] || names['ru-RU'] : names['ru-RU'] || names['en-US']) || '—';

const yesNo = (t: Translate, value: boolean) => (value ? t('AdminYes') : t('AdminNo'));

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
    <Link to={backOfficePaths.adminCatalogEntry(section, id)} className={styles.entryLink}>
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

type View = ListView<(typeof catalogAddresses)[CatalogSection]>;

/** The search, the activity filter and (for products) the country: sent as the address. */
function CatalogFilters({ section, view }: { section: CatalogSection; view: View }) {
  const t = useT();
  const { lang } = useLanguage();
  const options = useQuery({ ...getCatalogOptionsQueryOptions(lang), enabled: section === 'products' });
  return (
    <ListSearchForm label={t('AdminSearch')} submitLabel={t('AdminSearch')} onSubmit={view.submit}>
      <InputFilter label={t('AdminSearch')} name="q" value={view.state.q} hint={t('AdminSearchCatalogue')} />
      {section === 'products' ? (
        <ChoiceFilter
          label={t('AdminColumnCountry')}
          name="country"
          value={view.state.country}
          any={t('AdminAll')}
          options={(options.data?.countries ?? []).map((country) => ({
            value: country.id,
            label: country.name,
          }))}
        />
      ) : null}
      <ChoiceFilter
        label={t('AdminShowActive')}
        name="active"
        value={view.state.active}
        any={t('AdminAll')}
        // Numeric keys would sort, so the order is a list.
        options={[
          { value: '1', label: t('AdminActiveOnly') },
          { value: '0', label: t('AdminInactiveOnly') },
        ]}
      />
    </ListSearchForm>
  );
}

/**
 * One catalog section's list: paged, sorted, searched and filtered on the server, all of it in
 * the address (so Back and a shared link give the same list); each name opens the entry's page.
 */
export function CatalogList({ section }: { section: CatalogSection }) {
  const t = useT();
  const { lang } = useLanguage();
  const view = useListState(catalogAddresses[section]);
  const query = useQuery(getCatalogListQueryOptions(section, view.state));
  const columns = useMemo(
    () =>
      columnsOf(section, t, lang, (label, column) => (
        <SortHeader label={label} column={column} state={view.state} hrefFor={view.hrefFor} first="asc" />
      )),
    [section, t, lang, view],
  );
  return (
    <ListScreen
      query={query}
      // Each section's answer holds its one list under its own name.
      rows={(answer) => Object.values(answer as Record<string, ListPage<{ id: number }>>)[0]!}
      view={view}
      pageSize={CATALOG_PAGE_SIZE}
      filters={<CatalogFilters section={section} view={view} />}
      actions={
        <Link to={backOfficePaths.adminCatalogEntry(section, 'new')} className="button">
          {t(sectionTexts[section].create)}
        </Link>
      }
      summary={(count) => t('AdminFoundCount', count)}
      empty={t('AdminNothingFound')}
      caption={t(sectionTexts[section].title)}
      columns={columns}
      testId={`admin-catalogue-${section}`}
    />
  );
}
