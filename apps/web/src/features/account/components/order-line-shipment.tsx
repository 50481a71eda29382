import { carrierName, type ShipmentWire } from '@storefront/contract';
import { TrackingLink } from '@/components/tracking-link/tracking-link';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import styles from './account-table.module.css';

/** The parcel an order line's paper original left in: the carrier, the tracking number and its tracking page. */
export function OrderLineShipment({ shipment }: { shipment: ShipmentWire | null }) {
  const t = useT();
  const { lang } = useLanguage();
  if (!shipment) return null;
  return (
    <span className={styles.company} data-testid="order-shipment">
      {t('OriginalShipped', carrierName(shipment.carrier, lang), shipment.tracking_number)}
      <TrackingLink url={shipment.tracking_url} trackingNumber={shipment.tracking_number} />
    </span>
  );
}
