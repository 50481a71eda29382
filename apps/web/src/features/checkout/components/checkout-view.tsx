import { buildCartItem } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { orderPagePath, paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { clearGuestCartIds } from '@/lib/session/cart-ids';
import { sessionToken } from '@/lib/session/token';
import { setSessionData, signIn, useSession } from '@/lib/session/use-session';
import { checkoutOpen } from '@/lib/settings/checkout-open';
import { useSettings } from '@/lib/settings/get-settings';
import { CUSTOMER_LEGAL_ENTITIES_KEY, usePayerEntities } from '../api/get-legal-entities';
import type { SaveOrderAnswer } from '../api/save-order';
import { forgetGuestLines, mergedLines } from '../utils/checkout-draft';
import { goToPayment } from '../utils/payment-form';
import { CheckoutForm } from './checkout-form';
import { CheckoutSummary } from './checkout-summary';
import styles from './checkout.module.css';

/**
 * After save-order: a guest is signed in with the answer's key as a login without remember-me
 * (the token cookie of 86 400 s, spec sections 4 and 9); the cart shows empty and a guest's
 * `cart_ids` go (the shop's other tabs see them go and ask settings again).
 */
export function applyPlacedOrder(
  queryClient: ReturnType<typeof useQueryClient>,
  answer: SaveOrderAnswer,
): void {
  if (sessionToken()) {
    clearGuestCartIds();
    setSessionData(queryClient, answer.user, []);
    // The payer typed in may be one of the customer's legal entities now: asked again when next shown.
    void queryClient.invalidateQueries({ queryKey: CUSTOMER_LEGAL_ENTITIES_KEY, refetchType: 'none' });
  } else {
    signIn(queryClient, { user: answer.user, cart: [] }, false);
  }
}

/**
 * Between save-order's answer and the next page (its code and its order, or the payment page): a
 * spinner with what is going on, brought to where the customer is, at the bottom of a long form,
 * rather than left above the screen with the page's empty rest in view.
 */
function LeavingLoader() {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <div ref={box} className={styles.leaving} data-testid="checkout-leaving">
      <Loader label={t('OrderPlacedRedirecting')} />
      <p className={styles.muted} aria-hidden="true">
        {t('OrderPlacedRedirecting')}
      </p>
    </div>
  );
}

/**
 * /checkout's content: the form beside the cart (one column on phones), the empty cart's way to
 * the search, and after the order the way on: the payment page, or the order's page.
 * `cartNotices`: what the cart has to say above its summary (the route composes it).
 */
export function CheckoutView({ cartNotices }: { cartNotices?: ReactNode } = {}) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { settings, cart } = useSettings();
  const { user, isLoggedIn } = useSession();
  const entities = usePayerEntities(isLoggedIn);
  const [leaving, setLeaving] = useState(false);
  const items = cart.map(buildCartItem);
  // Back from the login the checkout offered: lines of the account's earlier cart joined this one.
  const [merged] = useState(() => (isLoggedIn ? mergedLines(items.length) : 0));
  useEffect(() => {
    if (isLoggedIn) forgetGuestLines();
  }, [isLoggedIn]);

  const placed = (answer: SaveOrderAnswer) => {
    setLeaving(true);
    applyPlacedOrder(queryClient, answer);
    if (answer.payment_form) goToPayment(answer.payment_form);
    else void navigate(orderPagePath(paths.orderSuccess, answer.order.id));
  };

  if (leaving) return <LeavingLoader />;
  if (items.length === 0) {
    return (
      <div className={styles.empty} data-testid="checkout-empty">
        <p className={styles.emptyTitle}>{t('CartEmpty')}</p>
        <p className={styles.muted}>{t('CartEmptyHint')}</p>
        <Link className="button" to={paths.search}>
          {t('GoToSearch')}
        </Link>
      </div>
    );
  }
  if (!checkoutOpen(settings)) {
    return (
      <div className={styles.empty} data-testid="checkout-closed">
        <p className={styles.emptyTitle}>{t('CheckoutSoon')}</p>
        <p className={styles.muted}>{t('CheckoutSoonHint')}</p>
        <Link className="button" to={paths.home}>
          {t('GoHome')}
        </Link>
      </div>
    );
  }
  if (isLoggedIn && entities.isError) {
    return <ErrorState error={entities.error} onRetry={() => void entities.refetch()} t={t} />;
  }
  if ((isLoggedIn && !entities.data) || (isLoggedIn && !user)) return <Loader label={t('Loading')} />;
  return (
    <div className={styles.columns}>
      {merged > 0 ? (
        <p className={`${styles.notice} ${styles.spanAll}`} role="status" data-testid="cart-merged">
          {t('CartMergedAtLogin', merged)}
        </p>
      ) : null}
      <CheckoutForm
        deliveryRequired={items.some((item) => item.delivery)}
        paymentMethods={settings.paymentMethods}
        cartKey={items.map((item) => `${item.id}:${item.product_price_num}`).join(',')}
        user={user}
        entities={entities.data ?? []}
        cartLines={items.length}
        onPlaced={placed}
      />
      <CheckoutSummary items={items} rubleCourse={settings.rubleCourse} notices={cartNotices} />
    </div>
  );
}
