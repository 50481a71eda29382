import {
  buildCartItem,
  CART_POPUP_SIZE,
  cartDuration,
  cartTotals,
  formatEuro,
  formatRuble,
} from '@storefront/contract';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/modal/modal';
import { paths } from '@/config/paths';
import { useSettings } from '@/lib/settings/get-settings';
import { usePlural, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import styles from './cart-popup.module.css';

/** The cart popup (spec section 2): the items with a count of documents and totals in € and ₽. */
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
  const items = settings.cart.map(buildCartItem);
  const totals = cartTotals(items, settings.settings.rubleCourse);
  const duration = cartDuration(items);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('Cart')}
      closeLabel={t('Close')}
      width={CART_POPUP_SIZE.width}
      returnFocusTo={returnFocusTo}
    >
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('CartEmpty')}</p>
          <p className={styles.hint}>{t('CartEmptyHint')}</p>
          <Link className="button" to={paths.search} onClick={() => onOpenChange(false)}>
            {t('GoToSearch')}
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <strong>{item.product_name}</strong>
                <span>{item.company_name}</span>
                <span className={styles.price}>
                  {formatEuro(item.product_price_num, lang)} ·{' '}
                  {formatRuble(item.product_ruble_price_num, lang)}
                </span>
              </li>
            ))}
          </ul>
          <div className={styles.totals}>
            <span>{plural('Document', totals.count)}</span>
            {duration ? <span>{t('DurationRange', duration.from, duration.to)}</span> : null}
            <strong>
              {formatEuro(totals.euro, lang)} · {formatRuble(totals.ruble, lang)}
            </strong>
          </div>
        </>
      )}
    </Modal>
  );
}
