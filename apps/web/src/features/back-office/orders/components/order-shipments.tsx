import { carrierName, formatDate, SUGGESTED_CARRIERS } from '@storefront/contract';
import { type FormEvent, useId, useState } from 'react';
import { describedBy, FieldShell } from '@/components/form/field';
import fieldStyles from '@/components/form/field.module.css';
import { ApiRequestError } from '@/lib/api-client';
import { refusalText } from '@/lib/back-office/refusal-text';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import type { AdminOrderDetail } from '../api/get-admin-order';
import { loadOrderRules, useOrderAction } from '../api/order-action';
import { shipOriginals } from '../api/ship-originals';
import { ActionDialog, DialogSubmit } from './order-dialogs';
import styles from './orders.module.css';

type Item = AdminOrderDetail['items'][number];
type Parcel = AdminOrderDetail['shipments'][number];
type ParcelInput = { item_ids: number[]; carrier: string; tracking_number: string };
type FieldName = keyof ParcelInput;

const moment = (value: string, lang: string) =>
  formatDate(value, lang, { withTime: true, timeZone: 'Europe/Moscow' });

/** One parcel: the carrier in the page's language, the number (a link to the carrier's tracking), the items. */
function ParcelEntry({
  parcel,
  order,
  lang,
  t,
}: {
  parcel: Parcel;
  order: AdminOrderDetail;
  lang: string;
  t: Translate;
}) {
  const names = parcel.item_ids.map(
    (id) => order.items.find((item) => item.id === id)?.product_name ?? `#${id}`,
  );
  return (
    <li className={styles.record} data-testid="admin-order-parcel">
      <span className={styles.stack}>
        <strong>{t('AdminEventParcel', carrierName(parcel.carrier, lang), parcel.tracking_number)}</strong>
        <span className={styles.muted}>{t('AdminShippedAt', moment(parcel.shipped_at, lang))}</span>
        <span>{names.join(', ')}</span>
        {parcel.tracking_url ? (
          <a
            href={parcel.tracking_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('TrackParcelOf', parcel.tracking_number)}
          >
            {t('TrackParcel')}
          </a>
        ) : null}
      </span>
    </li>
  );
}

/**
 * The order's paper originals: the parcels that left, and the form that records the next one
 * (only while a paper item is unshipped and the order is paid, in work or completed).
 */
export function OrderShipments({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const { lang } = useLanguage();
  const unshipped = order.items.filter(
    (item) => item.delivery && item.status !== 'cancelled' && item.shipment_id === null,
  );
  const open = order.status === 'paid' || order.status === 'in_progress' || order.status === 'completed';
  return (
    <div className={styles.shipments} data-testid="admin-order-shipments">
      {order.shipments.length === 0 ? (
        <p className={styles.muted}>{t('AdminNoShipments')}</p>
      ) : (
        <ul className={styles.records}>
          {order.shipments.map((parcel) => (
            <ParcelEntry key={parcel.id} parcel={parcel} order={order} lang={lang} t={t} />
          ))}
        </ul>
      )}
      {open && unshipped.length > 0 ? <ShipDialog order={order} items={unshipped} /> : null}
    </div>
  );
}

/** Records a parcel: which paper items, the carrier (suggested or typed) and the tracking number. */
function ShipDialog({ order, items }: { order: AdminOrderDetail; items: Item[] }) {
  const t = useT();
  return (
    <ActionDialog
      label={t('AdminShipOriginals')}
      title={t('AdminShipTitle', order.number)}
      description={t('AdminShipText')}
      testId="admin-order-ship"
    >
      {(close) => <ShipForm order={order} items={items} onDone={close} />}
    </ActionDialog>
  );
}

/** A parcel's text field: required, its hint and its refusal read out with it. */
function ParcelField({
  id,
  name,
  label,
  hint,
  value,
  error,
  onChange,
  list,
  code = false,
}: {
  id: string;
  name: 'carrier' | 'tracking_number';
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  list?: string;
  code?: boolean;
}) {
  return (
    <FieldShell inputId={id} label={label} required message={error} hint={hint}>
      <input
        id={id}
        className={fieldStyles.input}
        name={name}
        list={list}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={64}
        autoComplete="off"
        autoCapitalize={code ? 'characters' : undefined}
        spellCheck={code ? false : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}

function ShipForm({ order, items, onDone }: { order: AdminOrderDetail; items: Item[]; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const ship = useOrderAction((parcel: ParcelInput) => shipOriginals(order.id, parcel));
  const [values, setValues] = useState<ParcelInput>({
    item_ids: items.map((item) => item.id),
    carrier: '',
    tracking_number: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState('');

  const set = <K extends FieldName>(name: K, value: ParcelInput[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const toggle = (itemId: number, checked: boolean) =>
    set(
      'item_ids',
      checked ? [...values.item_ids, itemId] : values.item_ids.filter((ticked) => ticked !== itemId),
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ship.isPending) return;
    setFailure('');
    let wrong;
    try {
      wrong = (await loadOrderRules()).shipFormErrors(values);
    } catch (error) {
      setFailure(refusalText(t, error));
      return;
    }
    if (wrong.length > 0) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const error of wrong) {
        const name = error.field.replace(/\[.*$/, '') as FieldName;
        found[name] ??= t(error.key, ...(error.args ?? []));
      }
      setErrors(found);
      return;
    }
    ship.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        const field = error instanceof ApiRequestError ? error.field?.replace(/\[.*$/, '') : undefined;
        if (field === 'item_ids' || field === 'carrier' || field === 'tracking_number')
          setErrors({ [field]: refusalText(t, error) });
        else setFailure(refusalText(t, error));
      },
    });
  };

  const itemsError = errors.item_ids;
  return (
    <form
      className={styles.dialogBody}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="admin-ship-form"
    >
      <fieldset
        className={styles.shipItems}
        aria-describedby={itemsError ? `${id}-items-error` : undefined}
        aria-invalid={itemsError ? true : undefined}
      >
        <legend>{t('AdminShipItems')}</legend>
        {items.map((item) => (
          <label key={item.id} className={styles.check}>
            <input
              type="checkbox"
              name="item_ids"
              value={item.id}
              checked={values.item_ids.includes(item.id)}
              onChange={(event) => toggle(item.id, event.target.checked)}
            />
            <span>
              {item.product_name} <span className={styles.muted}>· {item.company_name}</span>
            </span>
          </label>
        ))}
        {itemsError ? (
          <p id={`${id}-items-error`} className={fieldStyles.error}>
            {itemsError}
          </p>
        ) : null}
      </fieldset>
      <ParcelField
        id={`${id}-carrier`}
        name="carrier"
        label={t('AdminCarrier')}
        hint={t('AdminCarrierHint')}
        value={values.carrier}
        error={errors.carrier}
        onChange={(value) => set('carrier', value)}
        list={`${id}-carriers`}
      />
      <datalist id={`${id}-carriers`}>
        {SUGGESTED_CARRIERS.map((carrier) => (
          <option key={carrier} value={carrier} />
        ))}
      </datalist>
      <ParcelField
        id={`${id}-tracking_number`}
        name="tracking_number"
        label={t('AdminTrackingNumber')}
        hint={t('AdminTrackingHint')}
        value={values.tracking_number}
        error={errors.tracking_number}
        onChange={(value) => set('tracking_number', value)}
        // A tracking number is a code: typed as printed, never "corrected".
        code
      />
      <DialogSubmit
        pending={ship.isPending}
        label={t('AdminShipConfirm')}
        pendingLabel={t('SendingData')}
        error={failure}
        testId="admin-ship-submit"
      />
    </form>
  );
}
