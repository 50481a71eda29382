import { CompanyIdentity } from '@/components/company-identity/company-identity';
import { type CartItem, cartTotals, formatEuro, formatRuble } from '@storefront/contract';
import type { ReactNode } from 'react';
import { usePlural, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useReadyDate } from '../api/ready-date';
import { ExpectedDate } from './expected-date';
import styles from './checkout.module.css';

/**
 * The cart beside the checkout form: each document with its company, duration and price in € and
 * ₽, the totals (the rouble total is the sum of the lines', contract rules), and the day the
 * documents would be ready if paid today, for the longest duration of the cart. `notices`: what
 * the cart has to say first (the prices changed since the lines were added).
 */
export function CheckoutSummary({
  items,
  rubleCourse,
  notices,
}: {
  items: CartItem[];
  rubleCourse: number | null;
  notices?: ReactNode;
}) {
  const t = useT();
  const plural = usePlural();
  const { lang } = useLanguage();
  const totals = cartTotals(items, rubleCourse);
  const longest = items.length ? Math.max(...items.map((item) => item.durationTo)) : undefined;
  const readyDate = useReadyDate(longest);
  const durationText = (from: number, to: number) =>
    from === to ? plural('WorkingDay', to) : t('DurationRange', from, to);
  return (
    <section
      className={styles.summary}
      aria-labelledby="checkout-summary-title"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary-title" className={styles.summaryTitle}>
        {t('YourOrder')}
      </h2>
      <p className={styles.muted}>{plural('Document', totals.count)}</p>
      {notices}
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-testid="checkout-item">
            <div className={styles.itemMain}>
              <strong className={styles.product}>{item.product_name}</strong>
              <CompanyIdentity
                className={styles.muted}
                name={item.company_name}
                country={item.company_country}
                inn={item.company_inn}
                registerId={item.company_register_id}
                address={item.company_address}
                showAddress
              />
              <span className={styles.muted}>
                {durationText(item.durationFrom, item.durationTo)}
                {item.delivery ? ` · ${t('DeliveryByCourier')}` : ''}
              </span>
            </div>
            <div className={styles.itemPrices}>
              <span className={styles.euro}>{formatEuro(item.product_price_num, lang)}</span>
              {item.product_ruble_price_num === null ? null : (
                <span className={styles.muted}>{formatRuble(item.product_ruble_price_num, lang)}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>{t('ExpectedReadyDate')}</dt>
          <dd data-testid="checkout-ready-date">
            {readyDate.data ? (
              <ExpectedDate date={readyDate.data.date} estimate={readyDate.data.estimate} />
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('Delivery')}</dt>
          <dd>{totals.deliveryRequired ? t('DeliveryRequired') : t('DeliveryNotRequired')}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('ReadyDateAfterPayment')}</p>
      <div className={styles.total}>
        <span>{t('Total')}</span>
        <span className={styles.totalPrices}>
          <strong data-testid="checkout-total-eur">{formatEuro(totals.euro, lang)}</strong>
          {totals.ruble === null ? null : (
            <span data-testid="checkout-total-rub">{formatRuble(totals.ruble, lang)}</span>
          )}
        </span>
      </div>
    </section>
  );
}
