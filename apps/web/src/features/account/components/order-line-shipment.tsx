import { carrierName, type ShipmentWire } from '@storefront/contract';
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
      {shipment.tracking_url ? (
        <>
          {' · '}
          <a
            href={shipment.tracking_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('TrackParcelOf', shipment.tracking_number)}
          >
            {t('TrackParcel')}
          </a>
        </>
      ) : null}
    </span>
  );
}
