import type { Country } from '@storefront/contract';
import { useId } from 'react';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import type { CountriesAnswer } from '../api/get-countries';
import { useProducts } from '../api/get-products';
import { CatalogueBeingPrepared } from './catalogue-being-prepared';
import { CountryPicker } from './country-picker';
import { PopularProducts } from './popular-products';
import { RegisterBadge } from './register-badge';
import styles from './country-showcase.module.css';

/** The home page's country block: the picker beside the chosen country's first documents and prices. */
export function CountryShowcase({
  lists,
  country,
  onSelect,
}: {
  lists: CountriesAnswer;
  country: Country | undefined;
  onSelect: (id: number) => void;
}) {
  const t = useT();
  const titleId = useId();
  const products = useProducts(country?.id, { keepPrevious: true });
  if (lists.countries.length === 0) {
    return (
      <section
        className={`card ${styles.showcase} ${styles.prepared}`}
        aria-label={t('CatalogueBeingPrepared')}
      >
        <CatalogueBeingPrepared />
      </section>
    );
  }
  return (
    <section className={`card ${styles.showcase}`} aria-labelledby={titleId}>
      <div className={styles.pickerSide}>
        <h2 id={titleId} className={styles.title}>
          {t('ChooseCountry')}
        </h2>
        <CountryPicker
          countries={lists.countries}
          popular={lists.popular}
          selectedId={country?.id}
          onSelect={onSelect}
        />
        {country ? (
          <p className={styles.countryLine}>
            <Link to={paths.country(country.link_sef)} className={styles.countryLink}>
              {t('CountryPageTitle', country.text)}
            </Link>
            <RegisterBadge country={country} />
          </p>
        ) : null}
      </div>
      <div className={styles.productsSide}>
        {!country ? null : products.isError ? (
          <ErrorState error={products.error} onRetry={() => void products.refetch()} t={t} />
        ) : !products.data ? (
          <Loader label={t('Loading')} />
        ) : (
          <PopularProducts
            country={country}
            products={products.data.products}
            busy={products.isPlaceholderData}
          />
        )}
      </div>
    </section>
  );
}
