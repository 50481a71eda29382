import type { Country, Product } from '@storefront/contract';
import { Link } from '@/components/link/link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { DeliveryBadge } from './delivery-badge';
import { Duration } from './duration';
import { Price } from './price';
import styles from './popular-products.module.css';

/** How many of a country's products the home page lists. */
const POPULAR_PRODUCTS_COUNT = 4;

/** A short list of the country's first products with their prices, and a link to all of them. */
export function PopularProducts({
  country,
  products,
  busy,
}: {
  country: Country;
  products: readonly Product[];
  busy: boolean;
}) {
  const t = useT();
  const shown = products.slice(0, POPULAR_PRODUCTS_COUNT);
  return (
    <div className={styles.box} aria-busy={busy} data-busy={busy}>
      <h3 className={styles.title}>{t('PopularDocumentsTitle', country.text)}</h3>
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((product) => (
            <li key={product.id} className={styles.item}>
              <div className={styles.info}>
                <span className={styles.name}>{product.name}</span>
                <span className={styles.meta}>
                  <Duration duration={product.duration} />
                  <DeliveryBadge delivery={product.delivery} />
                </span>
              </div>
              <Price euro={product.price_num} ruble={product.ruble_price_num} size="sm" />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('NoProducts')}</p>
      )}
      <Link className={styles.more} to={paths.tariff(country.link_sef)}>
        {t('CountryAllTariffs', country.text)}
        <span aria-hidden="true">{'\u00a0→'}</span>
      </Link>
    </div>
  );
}
