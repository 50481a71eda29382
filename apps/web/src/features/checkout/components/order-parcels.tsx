import { carrierName, formatDate, type Order } from '@storefront/contract';
import { TrackingLink } from '@/components/tracking-link/tracking-link';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import styles from './order-pages.module.css';

/** The parcels the order's paper originals left in: carrier, tracking number (linked to its tracking page), day. */
export function OrderParcels({ order }: { order: Order }) {
  const t = useT();
  const { lang } = useLanguage();
  if (order.shipments.length === 0) return null;
  return (
    <div data-testid="order-parcels">
      <h3 className={styles.detailsTitle}>{t('OrderShipments')}</h3>
      <ul className={styles.items}>
        {order.shipments.map((parcel) => (
          <li key={parcel.id} className={styles.muted}>
            {t(
              'OrderParcel',
              carrierName(parcel.carrier, lang),
              parcel.tracking_number,
              formatDate(parcel.shipped_at, lang),
            )}
            <TrackingLink url={parcel.tracking_url} trackingNumber={parcel.tracking_number} />
          </li>
        ))}
      </ul>
    </div>
  );
}
