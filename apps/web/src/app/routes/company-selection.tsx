import { LOCAL_COMPANY_ID_BASE } from '@storefront/contract/constants';
import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { PageMeta } from '@/components/page/page-meta';
import { type CompanySelection, companySearchPath, parseCompanySelection, paths } from '@/config/paths';
import { useCountries } from '@/features/catalog/api/get-countries';
import { type ProductsAnswer, useProducts } from '@/features/catalog/api/get-products';
import { SelectionLayout } from '@/features/catalog/components/selection-layout';
import { useT } from '@/lib/i18n';
import { useSettings } from '@/lib/settings/get-settings';

/**
 * The selection steps read the company from their address; a step opened without one (an old
 * bookmark, a hand-edited link) goes to the search instead of showing a broken page.
 */
export function companySelectionLoader({ request }: LoaderFunctionArgs): CompanySelection {
  const selection = parseCompanySelection(new URL(request.url).searchParams);
  if (!selection) throw redirect(paths.search);
  return selection;
}

export function useCompanySelection(): CompanySelection {
  return useLoaderData<typeof companySelectionLoader>();
}

/** A step's page: its frame with the company, and its content once the country's catalog is here. */
export function CompanySelectionPage({
  step,
  title,
  lead,
  aside,
  children,
}: {
  step: 1 | 2;
  title: string;
  lead: string;
  aside?: ReactNode;
  children(catalog: ProductsAnswer): ReactNode;
}) {
  const t = useT();
  const { settings } = useSettings();
  const { company } = useCompanySelection();
  // A register's company gets only the documents it can have; one typed in by hand, all of them.
  const products = useProducts(company.countryId, {
    companyId: company.id < LOCAL_COMPANY_ID_BASE ? company.id : undefined,
  });
  const countries = useCountries();
  const countryName = countries.data?.countries.find((country) => country.id === company.countryId)?.text;
  const back = (
    <Link to={companySearchPath(paths.search, { query: company.name, countryId: company.countryId })}>
      {t('ChangeCompany')}
    </Link>
  );
  return (
    <SelectionLayout
      title={title}
      lead={lead}
      step={step}
      company={company}
      countryName={countryName}
      back={back}
      aside={aside}
    >
      <PageMeta title={`${title}: ${company.name}`} description={lead} siteName={settings.sitename} />
      {products.data ? (
        children(products.data)
      ) : products.isError ? (
        <ErrorState error={products.error} onRetry={() => void products.refetch()} t={t} />
      ) : (
        <Loader label={t('Loading')} />
      )}
    </SelectionLayout>
  );
}
