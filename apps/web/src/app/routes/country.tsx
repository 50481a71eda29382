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
import { ConsultCta } from '@/features/consult/components/consult-cta';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';

export const handle = { crumb: { useTitle: useCountryTitle }, serverRender: true } satisfies RouteHandle;

/**
 * /country/:id: the country from the link with what its register gives, the way to order for one
 * of its companies, its products, and a call to a free consultation.
 */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const { id } = useParams();
  return (
    <CountryGate linkSef={id} siteName={settings.sitename}>
      {(country) => (
        <div className="container page">
          <PageMeta
            title={t('CountryPageTitle', country.text)}
            description={t('CountryPageDescription', country.text)}
            siteName={settings.sitename}
          />
          <CountryHeader
            title={t('CountryPageTitle', country.text)}
            lead={country.description || t('CountryPageDescription', country.text)}
            country={country}
            aside={<Link to={paths.tariff(country.link_sef)}>{t('TariffsTitle', country.text)}</Link>}
          />
          <OrderCta />
          <CountryProducts country={country} rubleCourse={settings.rubleCourse} />
          <ConsultCta />
        </div>
      )}
    </CountryGate>
  );
}
