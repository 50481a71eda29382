import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { Link } from '@/components/link/link';
import { useState } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { PageMeta } from '@/components/page/page-meta';
import {
  type ChosenCompany,
  companySearchPath,
  companySelectionPath,
  parseCompanySearchAddress,
  paths,
} from '@/config/paths';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useCountries } from '@/features/catalog/api/get-countries';
import { CompanyProducts } from '@/features/catalog/components/company-products';
import { CompanySearchForm } from '@/features/catalog/components/company-search-form';
import { CountryPicker } from '@/features/catalog/components/country-picker';
import { useSelectedCountry } from '@/features/catalog/hooks/use-selected-country';
import { productsForCompany } from '@/features/catalog/utils/filter-products';
import type { RenderCompanyProducts } from '@/features/search/components/company-card';
import { CompanyResultPages } from '@/features/search/components/company-result-pages';
import { CompanySearchResults } from '@/features/search/components/company-search-results';
import { ManualCompanies } from '@/features/search/components/manual-companies';
import { SearchLayout } from '@/features/search/components/search-layout';
import { SearchMessage } from '@/features/search/components/search-states';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';

/** The search the address asks for (query, country, page): the router reads it once per navigation. */
export function companySearchLoader({ request }: LoaderFunctionArgs) {
  return parseCompanySearchAddress(new URL(request.url).searchParams);
}

type Mode = typeof paths.search | typeof paths.search2;

/**
 * /search and /search2: the country (from the address, else the country cookie or the first
 * popular country), the query box, the results (a list that grows by "show more" on /search,
 * numbered pages on /search2), and the companies typed in by hand. The query and the country live
 * in the address, so a search can be shared and Back returns to the previous one. Opening a
 * company shows its country's documents with prices (the catalog's); the current company is
 * reset by every new search.
 */
export function CompanySearchPage({ mode }: { mode: Mode }) {
  const t = useT();
  const { settings } = useSettings();
  const navigate = useNavigate();
  const address = useLoaderData<typeof companySearchLoader>();
  const countries = useCountries();
  const [savedCountry, saveCountry] = useSelectedCountry(countries.data);
  const countryId = address.countryId ?? savedCountry?.id;
  const country = countries.data?.countries.find((candidate) => candidate.id === countryId);
  const searchKey = `${mode}|${countryId}|${address.query}|${address.exact}|${address.page}`;
  const [current, setCurrent] = useState<{ key: string; id: number } | null>(null);
  const expandedId = current?.key === searchKey ? current.id : undefined;
  const toggle = (id: number) => setCurrent(expandedId === id ? null : { key: searchKey, id });
  const expand = (id: number) => setCurrent({ key: searchKey, id });

  const chooseCountry = (id: number) => {
    saveCountry(id);
    navigate(companySearchPath(mode, { query: address.query, countryId: id }));
  };
  const renderProducts: RenderCompanyProducts = ({ company, countryId: ofCountry, products }) => {
    const chosen: ChosenCompany = {
      id: company.id,
      name: company.name,
      inn: company.inn,
      status: company.status,
      type: company.type,
      country: company.country,
      address: company.address,
      countryId: ofCountry,
    };
    return (
      <CompanyProducts
        countryId={ofCountry}
        products={products && productsForCompany(products, company.kind)}
        title={t('CompanyProductsTitle', company.name)}
        renderAction={(product) => <AddToCartButton company={chosen} product={product} />}
        footer={
          <Link
            className="button button-secondary"
            to={companySelectionPath(paths.selectType, { company: chosen })}
            data-testid="choose-documents"
          >
            {t('ChooseDocuments')}
          </Link>
        }
      />
    );
  };
  const request =
    address.query && countryId !== undefined
      ? { query: address.query, countryId, ...(address.exact ? { exact: true } : {}) }
      : undefined;
  const title = mode === paths.search ? t('SearchCompany') : t('SearchResultsTitle');
  const otherMode = mode === paths.search ? paths.search2 : paths.search;

  const otherModeLink = request ? (
    <Link to={companySearchPath(otherMode, request)}>
      {mode === paths.search ? t('SearchAsPages') : t('SearchAsList')}
    </Link>
  ) : null;

  // A shop with no country on sale yet has no register to search and nothing to order.
  const noCatalogue = countries.data?.countries.length === 0;
  let results;
  if (noCatalogue) {
    results = (
      <SearchMessage tone="info" title={t('CatalogueBeingPrepared')} hint={t('CatalogueBeingPreparedHint')} />
    );
  } else if (!request) {
    results = countries.isError ? (
      <ErrorState error={countries.error} onRetry={() => void countries.refetch()} t={t} />
    ) : !countries.data ? (
      <Loader label={t('Loading')} />
    ) : (
      <SearchMessage tone="info" title={t('SearchStart')} hint={t('SearchHint')} />
    );
  } else if (mode === paths.search) {
    results = (
      <CompanySearchResults
        request={request}
        expandedId={expandedId}
        onToggle={toggle}
        renderProducts={renderProducts}
        aside={otherModeLink}
        exactHref={companySearchPath(mode, { ...request, exact: true })}
      />
    );
  } else {
    results = (
      <CompanyResultPages
        request={request}
        page={address.page}
        hrefFor={(page) => companySearchPath(paths.search2, { ...request, page })}
        expandedId={expandedId}
        onToggle={toggle}
        renderProducts={renderProducts}
        aside={otherModeLink}
        exactHref={companySearchPath(mode, { ...request, exact: true })}
      />
    );
  }

  return (
    <SearchLayout
      title={title}
      lead={t('SearchPageLead')}
      note={country?.register_name ? t('SearchRegisterOf', country.register_name) : undefined}
      country={
        countries.data ? (
          <CountryPicker
            countries={countries.data.countries}
            popular={countries.data.popular}
            selectedId={country?.id}
            onSelect={chooseCountry}
            compact
          />
        ) : null
      }
      form={
        <CompanySearchForm
          key={address.query}
          countryId={countryId}
          defaultQuery={address.query}
          action={mode}
        />
      }
    >
      <PageMeta
        title={address.query ? `${title}: ${address.query}` : title}
        description={t('SearchPageLead')}
        siteName={settings.sitename}
      />
      {results}
      {countries.data && !noCatalogue ? (
        <ManualCompanies
          countries={countries.data.countries}
          countryId={countryId}
          query={address.query}
          expandedId={expandedId}
          onExpand={expand}
          onToggle={toggle}
          renderProducts={renderProducts}
        />
      ) : null}
    </SearchLayout>
  );
}
