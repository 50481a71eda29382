import type { Product } from '@storefront/contract';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';
import { useProducts } from '../api/get-products';
import { DeliveryBadge } from './delivery-badge';
import { Duration } from './duration';
import { Price } from './price';
import styles from './company-products.module.css';

/**
 * What can be ordered about one company: its country's products, each with its duration, how it
 * is delivered, and its price in euros and roubles. The products come with the search's answer;
 * for a company typed in by hand they are the country's catalog, loaded here.
 */
export function CompanyProducts({
  countryId,
  products,
  title,
  renderAction,
  footer,
}: {
  countryId: number;
  products?: readonly Product[];
  title: string;
  /** What each product offers to do (the route gives "Add to cart"). */
  renderAction?: (product: Product) => ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  const loaded = useProducts(products ? undefined : countryId);
  const shown = products ?? loaded.data?.products;

  let content;
  if (shown) {
    content =
      shown.length === 0 ? (
        <p className={styles.empty}>{t('NoProducts')}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((product) => (
            <li key={product.id} className={styles.item} data-testid="company-product">
              <span className={styles.main}>
                <span className={styles.name}>{product.name}</span>
                <span className={styles.meta}>
                  <Duration duration={product.duration} />
                  <DeliveryBadge delivery={product.delivery} />
                </span>
              </span>
              <span className={styles.side}>
                <Price euro={product.price_num} ruble={product.ruble_price_num} size="sm" />
                {renderAction?.(product)}
              </span>
            </li>
          ))}
        </ul>
      );
  } else if (loaded.isError) {
    content = <ErrorState error={loaded.error} onRetry={() => void loaded.refetch()} t={t} />;
  } else {
    content = <Loader label={t('Loading')} />;
  }

  return (
    <div className={styles.wrap}>
      <p className={styles.title}>{title}</p>
      {content}
      {footer}
    </div>
  );
}
