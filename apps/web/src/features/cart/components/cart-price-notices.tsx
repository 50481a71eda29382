import { type CartItemWire, formatEuro, formatRuble } from '@storefront/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useSettings } from '@/lib/settings/get-settings';
import { useMarkCartPricesSeen } from '../api/cart-prices-seen';
import styles from './cart-price-notices.module.css';

/** What a notice says of a line: its prices then and now. */
interface PriceNotice {
  id: number;
  product: string;
  company: string;
  fromEuro: number;
  fromRuble: number | null;
  toEuro: number;
  toRuble: number | null;
}

const noticeOf = (line: CartItemWire & Required<Pick<CartItemWire, 'price_change'>>): PriceNotice => ({
  id: line.id,
  product: line.product_name,
  company: line.company_name,
  fromEuro: line.price_change.from_price_num,
  fromRuble: line.price_change.from_ruble_price_num,
  toEuro: line.product_price_num,
  toRuble: line.product_ruble_price_num,
});

const sameNotice = (a: PriceNotice | undefined, b: PriceNotice) =>
  a !== undefined &&
  a.fromEuro === b.fromEuro &&
  a.fromRuble === b.fromRuble &&
  a.toEuro === b.toEuro &&
  a.toRuble === b.toRuble;

/**
 * The cart's lines whose price changed since they were added, by the catalog or by the rouble
 * rate (the cart answers `price_change`): "The price of X changed from … to … since you added it".
 * Said once: as soon as it is shown the server is told, and the lines take their new prices; the
 * notice stays while this view is open and does not come again. Shown in the cart popup and above
 * the checkout's summary.
 */
export function CartPriceNotices({ className }: { className?: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const { cart } = useSettings();
  const markSeen = useMarkCartPricesSeen();
  const changed = cart.filter((line): line is CartItemWire & Required<Pick<CartItemWire, 'price_change'>> =>
    Boolean(line.price_change),
  );
  // What this view has told, kept after the cart comes back without the notices.
  const [told, setTold] = useState<ReadonlyMap<number, PriceNotice>>(new Map());
  const fresh = changed.map(noticeOf).filter((notice) => !sameNotice(told.get(notice.id), notice));
  if (fresh.length > 0) setTold(new Map([...told, ...fresh.map((notice) => [notice.id, notice] as const)]));

  // Marked once per set of changes shown, not on every render of the same ones.
  const shownKey = changed
    .map((line) => `${line.id}:${line.product_price_num}:${line.product_ruble_price_num}`)
    .join(',');
  const markShown = useEffectEvent(() => {
    if (changed.length > 0) markSeen.mutate(changed);
  });
  useEffect(() => markShown(), [shownKey]);

  const lineIds = new Set(cart.map((line) => line.id));
  const notices = [...told.values()].filter((notice) => lineIds.has(notice.id));
  if (notices.length === 0) return null;
  // A price is not broken across lines ("581 ₽", "(581 ₽)").
  const price = (euro: number, ruble: number | null, withEuro: boolean) =>
    (withEuro
      ? `${formatEuro(euro, lang)}${ruble === null ? '' : ` (${formatRuble(ruble, lang)})`}`
      : ruble === null
        ? formatEuro(euro, lang)
        : formatRuble(ruble, lang)
    ).replace(/\s/g, '\u00a0');
  return (
    <div
      className={className ? `${styles.notices} ${className}` : styles.notices}
      role="status"
      data-testid="cart-price-notices"
    >
      {notices.map((notice) => {
        // A new rate alone changes only the roubles: the euros are not repeated.
        const euroChanged = notice.fromEuro !== notice.toEuro;
        return (
          <p key={notice.id} className={styles.notice} data-testid="cart-price-notice">
            {t(
              'CartPriceChangedSince',
              notice.product,
              notice.company,
              price(notice.fromEuro, notice.fromRuble, euroChanged),
              price(notice.toEuro, notice.toRuble, euroChanged),
            )}
          </p>
        );
      })}
    </div>
  );
}
