import {
  buildCartItem,
  CART_POPUP_SIZE,
  cartDuration,
  cartTotals,
  formatEuro,
  formatRuble,
} from '@storefront/contract';
import type { RefObject } from 'react';
import { CompanyIdentity } from '@/components/company-identity/company-identity';
import { Link } from '@/components/link/link';
import { Modal } from '@/components/modal/modal';
import { paths } from '@/config/paths';
import { checkoutOpen } from '@/lib/settings/checkout-open';
import { useSettings } from '@/lib/settings/get-settings';
import { usePlural, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useRemoveFromCart } from '../api/cart';
import { CartPriceNotices } from './cart-price-notices';
import styles from './cart-popup.module.css';

/**
 * The cart popup (spec sections 2 and 9): 500 × 770 on wide screens, a full-height sheet on
 * phones. Each line shows the document, the company, the duration and the price in € and ₽ with
 * a remove button; below, the count of documents, the cart's duration (blank when lines differ),
 * whether paper delivery is needed, the totals and the way to checkout.
 */
export default function CartPopup({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const plural = usePlural();
  const { lang } = useLanguage();
  const settings = useSettings();
  const remove = useRemoveFromCart();
  const items = settings.cart.map(buildCartItem);
  const totals = cartTotals(items, settings.settings.rubleCourse);
  const duration = cartDuration(items);
  const close = () => onOpenChange(false);
  const durationText = (from: number, to: number) =>
    from === to ? plural('WorkingDay', to) : t('DurationRange', from, to);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('Cart')}
      closeLabel={t('Close')}
      width={CART_POPUP_SIZE.width}
      height={CART_POPUP_SIZE.height}
      returnFocusTo={returnFocusTo}
    >
      {items.length === 0 ? (
        <div className={styles.empty} data-testid="cart-empty">
          <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" className={styles.emptyIcon}>
            <path
              d="M6 8h5l5 22h22l4-15H14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="19" cy="38" r="3" fill="currentColor" />
            <circle cx="35" cy="38" r="3" fill="currentColor" />
          </svg>
          <p className={styles.emptyTitle}>{t('CartEmpty')}</p>
          <p className={styles.hint}>{t('CartEmptyHint')}</p>
          <Link className="button" to={paths.search} onClick={close}>
            {t('GoToSearch')}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.count} data-testid="cart-count">
            {plural('Document', totals.count)}
          </p>
          <CartPriceNotices className={styles.notices} />
          <ul className={styles.items} data-testid="cart-items">
            {items.map((item) => (
              <li key={item.id} className={styles.item} data-testid="cart-item">
                <div className={styles.itemMain}>
                  <strong className={styles.product}>{item.product_name}</strong>
                  <CompanyIdentity
                    className={styles.company}
                    name={item.company_name}
                    country={item.company_country}
                    inn={item.company_inn}
                    registerId={item.company_register_id}
                    address={item.company_address}
                  />
                  <span className={styles.meta}>
                    {durationText(item.durationFrom, item.durationTo)}
                    {item.delivery ? ` · ${t('DeliveryByCourier')}` : ''}
                  </span>
                </div>
                <div className={styles.itemSide}>
                  <span className={styles.euro} data-testid="cart-item-eur">
                    {formatEuro(item.product_price_num, lang)}
                  </span>
                  {item.product_ruble_price_num === null ? null : (
                    <span className={styles.ruble} data-testid="cart-item-rub">
                      {formatRuble(item.product_ruble_price_num, lang)}
                    </span>
                  )}
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('RemoveFromCart', item.product_name, item.company_name)}
                    disabled={remove.isPending && remove.variables === item.id}
                    onClick={() => remove.mutate(item.id)}
                    data-testid="cart-remove"
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                      <path
                        d="M5 7h14M10 11v6M14 11v6M6 7l1 12h10l1-12M9 7V4h6v3"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.8"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <div className={styles.summary}>
            <dl className={styles.facts}>
              <div>
                <dt>{t('Duration')}</dt>
                <dd data-testid="cart-duration">
                  {duration
                    ? durationText(duration.from, duration.to)
                    : // Documents of different terms: all are ready within the longest.
                      t('DurationUpTo', Math.max(0, ...items.map((item) => item.durationTo)))}
                </dd>
              </div>
              <div>
                <dt>{t('Delivery')}</dt>
                <dd data-testid="cart-delivery">
                  {totals.deliveryRequired ? t('DeliveryRequired') : t('DeliveryNotRequired')}
                </dd>
              </div>
            </dl>
            <div className={styles.total}>
              <span>{t('Total')}</span>
              <span className={styles.totalPrices}>
                <strong data-testid="cart-total-eur">{formatEuro(totals.euro, lang)}</strong>
                {totals.ruble === null ? null : (
                  <span data-testid="cart-total-rub">{formatRuble(totals.ruble, lang)}</span>
                )}
              </span>
            </div>
            {checkoutOpen(settings.settings) ? (
              <Link
                className={`button ${styles.checkout}`}
                to={paths.checkout}
                onClick={close}
                data-testid="checkout"
              >
                {t('CheckoutButton')}
              </Link>
            ) : (
              <p className={styles.closed} role="note" data-testid="checkout-closed">
                {t('CheckoutSoon')}
              </p>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
