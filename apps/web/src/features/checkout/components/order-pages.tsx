import type { Order } from '@storefront/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { orderPagePath, paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { paymentOutcome, useCheckPayment } from '../api/check-payment';
import { useOrder } from '../api/get-order';
import { OrderNextSteps, PayButton } from './order-actions';
import { OrderDetails } from './order-details';
import styles from './order-pages.module.css';

/** An order id the page's address lacks, or an order that is not the visitor's (the API's 404). */
export function OrderNotFound() {
  const t = useT();
  return (
    <div className={styles.notFound} role="alert" data-testid="order-not-found">
      <h2 className={styles.nextTitle}>{t('OrderNotFound')}</h2>
      <p>{t('OrderNotFoundText')}</p>
      <div className={styles.links}>
        <Link className="button" to={paths.accountOrders}>
          {t('GoToOrders')}
        </Link>
        <Link to={paths.home}>{t('GoHome')}</Link>
      </div>
    </div>
  );
}

/** The order of a page's query: loading, not found (404), a failed load to retry, or the content. */
function OrderQueryState({
  query,
  children,
}: {
  query: UseQueryResult<Order>;
  children(order: Order): ReactNode;
}) {
  const t = useT();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) return <OrderNotFound />;
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />;
  }
  return <Loader label={t('Loading')} />;
}

function AccountLinks({ orderId }: { orderId?: number }) {
  const t = useT();
  return (
    <p className={styles.links}>
      {orderId !== undefined ? (
        <Link to={orderPagePath(paths.orderSuccess, orderId)}>{t('ViewOrder')}</Link>
      ) : null}
      <Link to={paths.accountOrders} data-testid="go-to-orders">
        {t('GoToOrders')}
      </Link>
    </p>
  );
}

/** /order-success: the order as get-order answers it, and what happens next. */
export function OrderSuccessView({ orderId }: { orderId: number }) {
  const t = useT();
  const { lang } = useLanguage();
  const order = useOrder(orderId, lang);
  return (
    <OrderQueryState query={order}>
      {(current) => (
        <div className={styles.layout}>
          <div className={styles.lead}>
            <p className={styles.leadTitle} data-testid="order-success-title">
              {t('OrderSuccessTitle', current.number)}
            </p>
            <p>{t('OrderSuccessText')}</p>
          </div>
          <OrderNextSteps order={current} />
          <OrderDetails order={current} />
          <AccountLinks />
        </div>
      )}
    </OrderQueryState>
  );
}

/**
 * /account/orders/:id: one of the customer's orders, visited any time after it was placed: what
 * happens next (paying it online while it awaits a card payment, its invoice for a bank transfer)
 * and its lines. The order-placed mail links here.
 */
export function AccountOrderView({ orderId }: { orderId: number }) {
  const { lang } = useLanguage();
  const order = useOrder(orderId, lang);
  return (
    <OrderQueryState query={order}>
      {(current) => (
        <div className={styles.layout} data-testid="account-order">
          <OrderNextSteps order={current} />
          <OrderDetails order={current} />
          <AccountLinks />
        </div>
      )}
    </OrderQueryState>
  );
}

/**
 * /payment-success: the payer is back from the provider. The order is synced with the provider
 * (check-payment) and asked again for about a minute while the payment is not yet confirmed.
 */
export function PaymentSuccessView({ orderId }: { orderId: number }) {
  const t = useT();
  const { lang } = useLanguage();
  const { query: check, pollingStopped } = useCheckPayment(orderId, lang);
  return (
    <OrderQueryState query={check}>
      {(order) => {
        const outcome = paymentOutcome(order);
        return (
          <div className={styles.layout} data-outcome={outcome} data-testid="payment-outcome">
            {outcome === 'paid' ? (
              <div className={styles.lead} data-tone="ok">
                <p className={styles.leadTitle}>{t('PaymentSuccess')}</p>
                <p>{t('PaymentSuccessText')}</p>
              </div>
            ) : outcome === 'pending' ? (
              <div className={styles.lead} role="status">
                <p className={styles.leadTitle}>{t('PaymentPendingTitle')}</p>
                <p>{pollingStopped ? t('PaymentPendingLongText') : t('PaymentPendingText')}</p>
                {pollingStopped ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void check.refetch()}
                  >
                    {t('CheckAgain')}
                  </button>
                ) : (
                  <span className={styles.pendingSpinner} aria-hidden="true" />
                )}
              </div>
            ) : (
              <PaymentFailure order={order} />
            )}
            <OrderDetails order={order} />
            <AccountLinks />
          </div>
        );
      }}
    </OrderQueryState>
  );
}

/** Why the latest payment failed, and paying again while the order can still be paid online. */
function PaymentFailure({ order }: { order: Order }) {
  const t = useT();
  return (
    <div className={styles.lead} data-tone="error">
      <p className={styles.leadTitle} role="alert" data-testid="payment-failure">
        {t(order.payment?.failure ?? 'PaymentFailed')}
      </p>
      {order.can_pay ? (
        <>
          <p>{t('PaymentFailText')}</p>
          <PayButton orderId={order.id} label={t('RetryPayment')} />
        </>
      ) : null}
    </div>
  );
}

/**
 * /payment-fail: the provider sent the payer back without a payment. Its return never decides
 * anything: the order is synced (check-payment) and shown as it is; paid after all (another
 * attempt, or back here from the history), the payment-success page says so under its own title.
 */
export function PaymentFailView({ orderId }: { orderId: number }) {
  const { lang } = useLanguage();
  const { query: check } = useCheckPayment(orderId, lang);
  return (
    <OrderQueryState query={check}>
      {(order) =>
        paymentOutcome(order) === 'paid' ? (
          <Navigate to={orderPagePath(paths.paymentSuccess, order.id)} replace />
        ) : (
          <div className={styles.layout} data-outcome={paymentOutcome(order)} data-testid="payment-outcome">
            <PaymentFailure order={order} />
            <OrderDetails order={order} />
            <AccountLinks orderId={order.id} />
          </div>
        )
      }
    </OrderQueryState>
  );
}
