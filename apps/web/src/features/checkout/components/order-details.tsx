import { CompanyIdentity } from '@/components/company-identity/company-identity';
import {
  buildCartItem,
  formatDate,
  formatEuro,
  formatRate,
  formatRuble,
  type Order,
  type OrderStatusName,
} from '@storefront/contract';
import { usePlural, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { ExpectedDate } from './expected-date';
import { OrderParcels } from './order-parcels';
import styles from './order-pages.module.css';

export const ORDER_STATUS_KEYS: Record<OrderStatusName, string> = {
  awaiting_payment: 'OrderStatusAwaitingPayment',
  paid: 'OrderStatusPaid',
  in_progress: 'OrderStatusInProgress',
  completed: 'OrderStatusCompleted',
  cancelled: 'OrderStatusCancelled',
};

/**
 * A placed order: its number and status, the documents with their prices in € and ₽, the totals,
 * the rouble rate the order was priced at and its date, and the day the documents are expected.
 */
export function OrderDetails({ order }: { order: Order }) {
  const t = useT();
  const plural = usePlural();
  const { lang } = useLanguage();
  const items = order.items.map(buildCartItem);
  return (
    <section
      className={styles.details}
      aria-label={t('OrderNumber', order.number)}
      data-testid="order-details"
    >
      <div className={styles.detailsHead}>
        <h2 className={styles.detailsTitle}>{t('OrderNumber', order.number)}</h2>
        <span className={styles.status} data-kind={order.status} data-testid="order-status">
          {t(ORDER_STATUS_KEYS[order.status])}
        </span>
      </div>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-testid="order-item">
            <div className={styles.itemMain}>
              <strong>{item.product_name}</strong>
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
                {item.durationFrom === item.durationTo
                  ? plural('WorkingDay', item.durationTo)
                  : t('DurationRange', item.durationFrom, item.durationTo)}
              </span>
            </div>
            <div className={styles.itemPrices}>
              <span>{formatEuro(item.product_price_num, lang)}</span>
              {item.product_ruble_price_num === null ? null : (
                <span className={styles.muted}>{formatRuble(item.product_ruble_price_num, lang)}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div className={styles.totalRow}>
          <dt>{t('Total')}</dt>
          <dd>
            <strong data-testid="order-total-eur">{formatEuro(order.total_eur, lang)}</strong>
            {' · '}
            <strong data-testid="order-total-rub">{formatRuble(order.total_rub, lang)}</strong>
          </dd>
        </div>
        <div>
          <dt>{t('RubleRate')}</dt>
          <dd>
            {t(
              'RubleRateOfDate',
              formatRate(order.ruble_course, lang),
              formatDate(order.ruble_course_date, lang),
            )}
          </dd>
        </div>
        <div>
          <dt>{t('ExpectedReadyDate')}</dt>
          <dd>
            {order.expected_date ? (
              <ExpectedDate date={order.expected_date} estimate={order.expected_date_estimate} />
            ) : order.status === 'cancelled' ? (
              '—'
            ) : (
              // Counted from the payment: before it, the order's working days say when.
              <span data-testid="expected-after-payment">
                {t('ReadyDaysAfterPayment', plural('WorkingDay', order.duration_days))}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('PaymentMethod')}</dt>
          <dd>{t(order.payment_method === 'card' ? 'PaymentCard' : 'PaymentInvoice')}</dd>
        </div>
      </dl>
      <OrderParcels order={order} />
    </section>
  );
}
