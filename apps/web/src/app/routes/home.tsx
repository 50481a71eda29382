import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { PageMeta } from '@/components/page/page-meta';
import { useCountries } from '@/features/catalog/api/get-countries';
import { CompanySearchForm } from '@/features/catalog/components/company-search-form';
import { CountryShowcase } from '@/features/catalog/components/country-showcase';
import { useSelectedCountry } from '@/features/catalog/hooks/use-selected-country';
import { ConsultCta } from '@/features/consult/components/consult-cta';
import { Advantages } from '@/features/home/components/advantages';
import { FirstDocs } from '@/features/home/components/first-docs';
import { Hero, HeroOverlap } from '@/features/home/components/hero';
import { LatestNews } from '@/features/home/components/latest-news';
import { PayOptions } from '@/features/home/components/pay-options';
import { Reviews } from '@/features/home/components/reviews';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';

/**
 * Home: the hero with company search, the country block, then the shop's content blocks with a
 * call to a free consultation among them.
 */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const countries = useCountries();
  const [country, selectCountry] = useSelectedCountry(countries.data);
  return (
    <>
      <PageMeta title={t('HeroTitle')} description={t('HeroSubtitle')} siteName={settings.sitename} />
      <Hero search={<CompanySearchForm tone="dark" countryId={country?.id} />} />
      <HeroOverlap>
        {countries.isError ? (
          <ErrorState error={countries.error} onRetry={() => void countries.refetch()} t={t} />
        ) : !countries.data ? (
          <Loader label={t('Loading')} />
        ) : (
          <CountryShowcase lists={countries.data} country={country} onSelect={selectCountry} />
        )}
      </HeroOverlap>
      {country ? <FirstDocs countryId={country.id} /> : null}
      <Advantages />
      <PayOptions />
      <ConsultCta band />
      <Reviews />
      <LatestNews />
    </>
  );
}
