import { formatEuro, formatRuble } from '@storefront/contract';
import { useLanguage } from '@/lib/language';
import styles from './price.module.css';

/**
 * A price in euros with its rouble price below: euros with their cents when they have any
 * ('5,90 €', docs/decisions/026-euro-cents.md), whole roubles (spec section 9), a space between
 * thousands. The rouble amount comes from the server, already rounded up at its rate; a shop
 * without a rate yet (null) shows euros only.
 */
export function Price({
  euro,
  ruble,
  size = 'md',
}: {
  euro: number;
  ruble: number | null;
  size?: 'sm' | 'md';
}) {
  const { lang } = useLanguage();
  return (
    <span className={`${styles.price} ${size === 'sm' ? styles.small : ''}`}>
      <span className={styles.euro} data-testid="price-eur">
        {formatEuro(euro, lang)}
      </span>
      {ruble === null ? null : (
        <span className={styles.ruble} data-testid="price-rub">
          {formatRuble(ruble, lang)}
        </span>
      )}
    </span>
  );
}
