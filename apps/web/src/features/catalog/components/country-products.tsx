import { type Country, formatNumber } from '@storefront/contract';
import { useId } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useProducts } from '../api/get-products';
import { PriceListButton } from './price-list-button';
import { ProductList } from './product-list';
import styles from './country-products.module.css';

/**
 * A country's products with the purpose filter, loading on its own, and its price list to download;
 * `rubleCourse` is the settings' rate (null: none yet, so euro prices only).
 */
export function CountryProducts({ country, rubleCourse }: { country: Country; rubleCourse: number | null }) {
  const t = useT();
  const { lang } = useLanguage();
  const titleId = useId();
  const products = useProducts(country.id);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('DocumentsAndPrices')}
          </h2>
          <p className={styles.rate}>
            {rubleCourse === null
              ? t('PricesInEuroOnly')
              : t('TariffsSubtitle', formatNumber(rubleCourse, lang))}
          </p>
        </div>
        <PriceListButton country={country} />
      </div>
      {products.isError ? (
        <ErrorState error={products.error} onRetry={() => void products.refetch()} t={t} />
      ) : !products.data ? (
        // A screen's height while loading keeps what follows below the fold, so the list arriving
        // does not shift visible content (it scored a layout shift of 0.5 on the tariff page).
        <div className={styles.pending}>
          <Loader label={t('Loading')} />
        </div>
      ) : (
        // A new key per country resets the chosen purpose and the opened cards.
        <ProductList
          key={country.id}
          products={products.data.products}
          typePurposes={products.data.typePurposes}
        />
      )}
    </section>
  );
}
