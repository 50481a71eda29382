import type { Country } from '@storefront/contract';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { PageMeta } from '@/components/page/page-meta';
import { useT } from '@/lib/i18n';
import { findCountryByLink, useCountries } from '../api/get-countries';
import { CountryNotFound } from './country-not-found';

/**
 * Resolves the country a link names (`link_sef`) and renders the page for it; while countries
 * load, when they fail, or when no country has that link, it shows that state instead.
 */
export function CountryGate({
  linkSef,
  siteName,
  children,
}: {
  linkSef: string | undefined;
  siteName: string;
  children: (country: Country) => ReactNode;
}) {
  const t = useT();
  const countries = useCountries();
  const country = findCountryByLink(countries.data, linkSef);
  if (country) return <>{children(country)}</>;
  return (
    <div className="container page">
      {countries.data ? (
        <>
          <PageMeta
            title={t('CountryNotFoundTitle')}
            description={t('CountryNotFoundText')}
            siteName={siteName}
            indexed={false}
          />
          <CountryNotFound />
        </>
      ) : (
        <>
          <PageMeta title={t('Tariffs')} description={t('TariffsLead')} siteName={siteName} />
          {countries.isError ? (
            <ErrorState error={countries.error} onRetry={() => void countries.refetch()} t={t} />
          ) : (
            <Loader label={t('Loading')} />
          )}
        </>
      )}
    </div>
  );
}
