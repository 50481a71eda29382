import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { PageMeta } from '@/components/page/page-meta';
import { useCountries } from '@/features/catalog/api/get-countries';
import { EmptyState, PageHeader } from '@/features/content/components/page-header';
import { RegisterGrid, RegisterLegend } from '@/features/content/components/register-grid';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';

/** Russia has its own register pages; this page is about every other country. */
const HOME_COUNTRY_CODE = 'RU';

/** /foreign-registers: the foreign countries whose registers the shop works with, each to its tariffs. */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const countries = useCountries();
  const foreign = countries.data?.countries.filter((country) => country.code !== HOME_COUNTRY_CODE);

  let content;
  if (countries.isError) {
    content = <ErrorState error={countries.error} onRetry={() => void countries.refetch()} t={t} />;
  } else if (!foreign) {
    content = <Loader label={t('Loading')} />;
  } else if (foreign.length === 0) {
    content = <EmptyState message={t('NoResults')} />;
  } else {
    content = (
      <>
        <RegisterLegend countries={foreign} t={t} />
        <h2>{t('AllCountries')}</h2>
        <RegisterGrid countries={foreign} t={t} />
      </>
    );
  }

  return (
    <div className="container page">
      <PageMeta
        title={t('ForeignRegisters')}
        description={t('ForeignRegistersMetaDescription')}
        siteName={settings.sitename}
      />
      <PageHeader
        title={t('ForeignRegistersTitle')}
        intro={foreign ? t('ForeignRegistersSubtitle', foreign.length) : undefined}
      >
        <p>{t('ForeignRegistersIntro')}</p>
      </PageHeader>
      {content}
    </div>
  );
}
