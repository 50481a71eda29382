import { useParams } from 'react-router';
import { Link } from '@/components/link/link';
import type { RouteHandle } from '@/lib/route-handle';
import { PageMeta } from '@/components/page/page-meta';
import { paths } from '@/config/paths';
import { useCountryTitle } from '@/features/catalog/api/get-countries';
import { CountryGate } from '@/features/catalog/components/country-gate';
import { CountryHeader } from '@/features/catalog/components/country-header';
import { CountryProducts } from '@/features/catalog/components/country-products';
import { OrderCta } from '@/features/catalog/components/order-cta';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';

export const handle = { crumb: { useTitle: useCountryTitle }, serverRender: true } satisfies RouteHandle;

/** /tariffs/:id: one country's products with prices in € and ₽ and durations in working days. */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const { id } = useParams();
  return (
    <CountryGate linkSef={id} siteName={settings.sitename}>
      {(country) => (
        <div className="container page">
          <PageMeta
            title={t('TariffsTitle', country.text)}
            description={t('TariffPageDescription', country.text)}
            siteName={settings.sitename}
          />
          <CountryHeader
            title={t('TariffsTitle', country.text)}
            lead={t('TariffPageDescription', country.text)}
            country={country}
            aside={<Link to={paths.country(country.link_sef)}>{t('CountryPageTitle', country.text)}</Link>}
          />
          <CountryProducts country={country} rubleCourse={settings.rubleCourse} />
          <OrderCta />
        </div>
      )}
    </CountryGate>
  );
}
