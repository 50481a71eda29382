import type { Country } from '@storefront/contract';
import { useParams } from 'react-router';
import { Link } from '@/components/link/link';
import type { RouteHandle } from '@/lib/route-handle';
import { PageMeta } from '@/components/page/page-meta';
import { StructuredData } from '@/components/structured-data/structured-data';
import { paths } from '@/config/paths';
import { useCountryTitle } from '@/features/catalog/api/get-countries';
import { useProducts } from '@/features/catalog/api/get-products';
import { CountryGate } from '@/features/catalog/components/country-gate';
import { CountryHeader } from '@/features/catalog/components/country-header';
import { CountryProducts } from '@/features/catalog/components/country-products';
import { OrderCta } from '@/features/catalog/components/order-cta';
import { checkoutOpen } from '@/lib/settings/checkout-open';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import { productList } from '@/lib/structured-data/product-list';
import { useLanguage } from '@/lib/language';
import { addressIn } from '@/lib/page-addresses';

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
          <TariffStructuredData country={country} />
          <OrderCta />
        </div>
      )}
    </CountryGate>
  );
}

/** The country's products with their offers in € and ₽, as the list above shows them, once loaded. */
function TariffStructuredData({ country }: { country: Country }) {
  const t = useT();
  const { lang } = useLanguage();
  const { settings } = useSettings();
  const products = useProducts(country.id);
  if (!products.data || products.data.products.length === 0) return null;
  const shown = products.data.products;
  return (
    <StructuredData
      build={(siteUrl) =>
        productList(
          shown,
          {
            name: t('TariffsTitle', country.text),
            pagePath: addressIn(lang, paths.tariff(country.link_sef)),
            orderable: checkoutOpen(settings),
          },
          siteUrl,
        )
      }
    />
  );
}
