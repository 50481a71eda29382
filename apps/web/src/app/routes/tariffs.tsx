import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { PageMeta } from '@/components/page/page-meta';
import { useCountries } from '@/features/catalog/api/get-countries';
import { CatalogueBeingPrepared } from '@/features/catalog/components/catalogue-being-prepared';
import { CountryList } from '@/features/catalog/components/country-list';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';

/** /tariffs: every country, the popular ones first, each leading to its tariffs. */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const countries = useCountries();
  return (
    <div className="container page">
      <PageMeta title={t('Tariffs')} description={t('TariffsLead')} siteName={settings.sitename} />
      <h1>{t('Tariffs')}</h1>
      <p className="lead">{t('TariffsLead')}</p>
      {countries.isError ? (
        <ErrorState error={countries.error} onRetry={() => void countries.refetch()} t={t} />
      ) : !countries.data ? (
        <Loader label={t('Loading')} />
      ) : countries.data.countries.length === 0 ? (
        <CatalogueBeingPrepared />
      ) : (
        <CountryList countries={countries.data.countries} popular={countries.data.popular} />
      )}
    </div>
  );
}
