import { CompanyIdentity } from '@/components/company-identity/company-identity';
import { carrierName, formatDate, formatEuro, formatRate, formatRuble } from '@storefront/contract';
import { type ReactNode, useState } from 'react';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { backOfficePaths } from '@/config/back-office-paths';
import { ApiRequestError } from '@/lib/api-client';
import { type Translate, usePlural, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { type AdminOrderDetail, useAdminOrder } from '../api/get-admin-order';
import { downloadOrderDocument } from '../api/download-order-document';
import { moscowTime } from '@/lib/back-office/moscow-time';
import { itemTermText } from '@/lib/back-office/working-days';
import { AdminPage } from '@/components/back-office/admin-page';
import { OverdueBadge, PAYMENT_METHOD_KEYS, StatusBadge } from './order-badges';
import { CancelDialog, MarkPaidDialog, ResendDialog, TakeDialog, UploadDialog } from './order-dialogs';
import { OrderShipments } from './order-shipments';
import { refundReasonText, TestPaymentBadge } from '@/components/back-office/payment-marks';
import { RefundDueNotices } from './refund-due-notices';
import styles from './orders.module.css';

const moment = (value: string | null, lang: string) => (value ? moscowTime(value, lang) : '—');

/** The customer's page in the back-office (the customers screen). */

const EVENT_KEYS: Record<AdminOrderDetail['history'][number]['kind'], string> = {
  placed: 'AdminEventPlaced',
  paid: 'AdminEventPaid',
  taken: 'AdminEventTaken',
  document_uploaded: 'AdminEventDocumentUploaded',
  completed: 'AdminEventCompleted',
  cancelled: 'AdminEventCancelled',
  mail_resent: 'AdminEventMailResent',
  refund_due: 'AdminEventRefundDue',
  refund_made: 'AdminEventRefundMade',
  shipped: 'AdminEventShipped',
};

const ITEM_STATUS_KEYS: Record<AdminOrderDetail['items'][number]['status'], string> = {
  pending: 'AdminItemPending',
  in_progress: 'AdminItemInProgress',
  fulfilled: 'AdminItemFulfilled',
  cancelled: 'OrderStatusCancelled',
};

const MAIL_STATUS_KEYS: Record<AdminOrderDetail['mails'][number]['status'], string> = {
  pending: 'AdminMailQueued',
  sending: 'AdminMailSending',
  sent: 'AdminMailSent',
  failed: 'AdminMailFailed',
};

const MAIL_TEMPLATE_KEYS: Record<string, string> = {
  'order-placed': 'AdminMailOrderPlaced',
  'payment-received': 'AdminMailPaymentReceived',
  'payment-declined': 'AdminMailPaymentDeclined',
  'documents-ready': 'AdminMailDocumentsReady',
  'originals-shipped': 'AdminMailOriginalsShipped',
};

const PAYMENT_STATUS_KEYS: Record<AdminOrderDetail['payments'][number]['status'], string> = {
  pending: 'AdminPaymentPending',
  succeeded: 'AdminPaymentSucceeded',
  failed: 'AdminPaymentFailed',
  cancelled: 'AdminPaymentCancelled',
  refunded: 'AdminPaymentRefunded',
};

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={`card ${styles.section}`} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A download of one of the order's documents; a failed one says why next to the button. */
function DownloadButton({ documentId, label }: { documentId: number; label: string }) {
  const t = useT();
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });
  const download = () => {
    setState({ busy: true, error: '' });
    downloadOrderDocument(documentId).then(
      () => setState({ busy: false, error: '' }),
      (error: unknown) =>
        setState({
          busy: false,
          error: error instanceof ApiRequestError ? t(error.key) : t('UnknownError'),
        }),
    );
  };
  return (
    <span className={styles.download}>
      <button
        type="button"
        className={styles.linkButton}
        onClick={download}
        disabled={state.busy}
        aria-busy={state.busy}
      >
        {label}
      </button>
      {state.error ? (
        <span className={styles.inlineError} role="alert">
          {state.error}
        </span>
      ) : null}
    </span>
  );
}

function eventDetails(t: Translate, lang: string, details: Record<string, unknown>): string {
  const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : undefined);
  const parts = [
    text('reason') && t('AdminEventReason', text('reason')!),
    text('file_name'),
    text('mail'),
    text('reference') && t('AdminEventReference', text('reference')!),
    text('expected_date') && t('AdminEventExpected', formatDate(text('expected_date')!, lang)),
    text('carrier') &&
      t('AdminEventParcel', carrierName(text('carrier')!, lang), text('tracking_number') ?? ''),
  ];
  return parts.filter(Boolean).join(' · ');
}

function Items({ order, lang, t }: { order: AdminOrderDetail; lang: string; t: Translate }) {
  const plural = usePlural();
  const canUpload = order.status === 'paid' || order.status === 'in_progress' || order.status === 'completed';
  return (
    <ul className={styles.items} data-testid="admin-order-items">
      {order.items.map((item) => (
        <li
          key={item.id}
          className={styles.item}
          data-testid={`admin-order-item-${item.id}`}
          data-status={item.status}
        >
          <div className={styles.itemHead}>
            <div className={styles.stack}>
              <strong>{item.product_name}</strong>
              <CompanyIdentity
                name={item.company_name}
                country={item.company_country}
                inn={item.company_inn}
                registerId={item.company_register_id}
                address={item.company_address}
                showAddress
              />
              <span className={styles.muted}>
                {itemTermText(t, plural, item.duration_from, item.duration_to)}
                {item.delivery ? ` · ${t('AdminItemDelivery')}` : ''}
              </span>
            </div>
            <div className={`${styles.stack} ${styles.money}`}>
              <span>{formatEuro(item.price_eur, lang)}</span>
              <span className={styles.muted}>{formatRuble(item.price_rub, lang)}</span>
            </div>
          </div>
          <div className={styles.itemFoot}>
            <span className={styles.badge}>{t(ITEM_STATUS_KEYS[item.status])}</span>
            {item.delivery && item.status !== 'cancelled' ? (
              <span className={styles.badge} data-testid="admin-item-original">
                {t(item.shipment_id === null ? 'AdminItemAwaitingShipment' : 'AdminItemShipped')}
              </span>
            ) : null}
            {item.documents.length === 0 ? (
              <span className={styles.muted}>{t('AdminNoDocumentYet')}</span>
            ) : (
              <ul className={styles.files}>
                {item.documents.map((document) => (
                  <li key={document.id} className={document.current ? undefined : styles.replaced}>
                    <DownloadButton documentId={document.id} label={document.file_name} />
                    <span className={styles.muted}>
                      {' '}
                      {moment(document.uploaded_at, lang)}, {Math.ceil(document.size_bytes / 1024)} KB
                      {document.current ? '' : ` · ${t('AdminReplaced')}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {canUpload && item.status !== 'cancelled' ? <UploadDialog order={order} item={item} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Payments({ order, lang, t }: { order: AdminOrderDetail; lang: string; t: Translate }) {
  if (order.payments.length === 0) return <p className={styles.muted}>{t('AdminNoPayments')}</p>;
  return (
    <ul className={styles.records}>
      {order.payments.map((payment) => (
        <li key={payment.id} className={styles.record}>
          <Facts
            rows={[
              [
                t('AdminPaymentAttempt'),
                <span className={styles.badges}>
                  {`#${payment.attempt} · ${payment.provider === 'bank_transfer' ? t('AdminProviderBankTransfer') : payment.provider}`}
                  {payment.test ? <TestPaymentBadge /> : null}
                </span>,
              ],
              [t('Status'), t(PAYMENT_STATUS_KEYS[payment.status])],
              [t('Total'), formatRuble(payment.amount_rub, lang)],
              [t('AdminCreatedAt'), moment(payment.created_at, lang)],
              [t('AdminPaidAt'), moment(payment.paid_at, lang)],
              ...(payment.provider_payment_id
                ? [[t('AdminProviderId'), payment.provider_payment_id] as [string, ReactNode]]
                : []),
              ...(payment.reference
                ? [[t('AdminPaymentReference'), payment.reference] as [string, ReactNode]]
                : []),
              ...(payment.failure ? [[t('AdminFailure'), t(payment.failure)] as [string, ReactNode]] : []),
              ...(payment.refund_due_at
                ? [
                    [
                      t('AdminRefundDue'),
                      `${moment(payment.refund_due_at, lang)} · ${refundReasonText(t, payment.refund_reason)}`,
                    ] as [string, ReactNode],
                  ]
                : []),
            ]}
          />
          {payment.notifications.length > 0 ? (
            <details className={styles.notifications}>
              <summary>{t('AdminNotifications', payment.notifications.length)}</summary>
              <ul>
                {payment.notifications.map((notification) => (
                  <li key={notification.id}>
                    {moment(notification.received_at, lang)} · {notification.event ?? '—'} ·{' '}
                    {notification.verified ? t('AdminVerified') : t('AdminNotVerified')}
                    {notification.outcome ? ` · ${notification.outcome}` : ''}
                    {notification.refusal ? ` · ${notification.refusal}` : ''}
                    {notification.remote_ip ? ` · ${notification.remote_ip}` : ''}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Mails({ order, lang, t }: { order: AdminOrderDetail; lang: string; t: Translate }) {
  if (order.mails.length === 0) return <p className={styles.muted}>{t('AdminNoMails')}</p>;
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={t('AdminMails')}>
      <table className={styles.table} data-testid="admin-order-mails">
        <thead>
          <tr>
            <th scope="col">{t('AdminMailKind')}</th>
            <th scope="col">{t('AdminMailTo')}</th>
            <th scope="col">{t('Status')}</th>
            <th scope="col">{t('AdminCreatedAt')}</th>
            <th scope="col">{t('AdminSentAt')}</th>
          </tr>
        </thead>
        <tbody>
          {order.mails.map((mail) => (
            <tr key={mail.id}>
              <td>
                <span className={styles.stack}>
                  <span>
                    {MAIL_TEMPLATE_KEYS[mail.template]
                      ? t(MAIL_TEMPLATE_KEYS[mail.template]!)
                      : mail.template}
                  </span>
                  <span className={styles.muted}>{mail.subject}</span>
                </span>
              </td>
              <td>{mail.to}</td>
              <td>
                {t(MAIL_STATUS_KEYS[mail.status])}
                {mail.attempts > 1 ? ` (${mail.attempts})` : ''}
                {mail.last_error ? <span className={styles.inlineError}> {mail.last_error}</span> : null}
              </td>
              <td>{moment(mail.created_at, lang)}</td>
              <td>{moment(mail.sent_at, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function History({ order, lang, t }: { order: AdminOrderDetail; lang: string; t: Translate }) {
  return (
    <ol className={styles.history} data-testid="admin-order-history">
      {order.history.map((event) => (
        <li key={event.id}>
          <time dateTime={event.at}>{moment(event.at, lang)}</time>
          <span>
            <strong>{t(EVENT_KEYS[event.kind])}</strong>
            {event.actor ? ` · ${event.actor.email ?? `#${event.actor.id}`}` : ` · ${t('AdminSystem')}`}
          </span>
          <span className={styles.muted}>{eventDetails(t, lang, event.details)}</span>
        </li>
      ))}
    </ol>
  );
}

function Actions({ order }: { order: AdminOrderDetail }) {
  const unpaid = order.status === 'awaiting_payment';
  return (
    <div className={styles.actions}>
      {order.status === 'paid' ? <TakeDialog order={order} /> : null}
      {unpaid && order.payment_method === 'invoice' ? <MarkPaidDialog order={order} /> : null}
      {order.status !== 'cancelled' ? <ResendDialog order={order} /> : null}
      {unpaid || order.status === 'paid' || order.status === 'in_progress' ? (
        <CancelDialog order={order} />
      ) : null}
    </div>
  );
}

function OrderView({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const { lang } = useLanguage();
  const act = order.documents.find((document) => document.type === 'act');
  const invoice = order.documents.find((document) => document.type === 'invoice');
  const legal = order.legal_entity;
  return (
    <div className={styles.order}>
      <div className={styles.orderHead}>
        <div className={styles.badges} data-testid="admin-order-status">
          <StatusBadge status={order.status} awaitingShipment={order.awaiting_shipment} />
          {order.overdue ? <OverdueBadge /> : null}
        </div>
        <Actions order={order} />
      </div>
      {order.awaiting_shipment ? (
        <p className={styles.notice} role="status" data-testid="admin-order-awaiting-shipment">
          {t('AdminAwaitingShipmentNotice')}
        </p>
      ) : null}
      {order.status === 'completed' ? (
        <p className={styles.notice} role="status" data-testid="admin-order-completed">
          {t('AdminOrderCompletedNotice')}
        </p>
      ) : null}
      {order.status === 'cancelled' ? (
        <p className={`${styles.notice} ${styles.noticeDanger}`}>
          {t('AdminOrderCancelledNotice', moment(order.cancelled_at, lang), order.cancel_reason ?? '')}
        </p>
      ) : null}
      <RefundDueNotices order={order} lang={lang} />
      <div className={styles.grid}>
        <Section title={t('AdminSummary')} id="admin-order-summary">
          <Facts
            rows={[
              [t('AdminPlacedAt'), moment(order.created_at, lang)],
              [t('AdminPaymentMethod'), t(PAYMENT_METHOD_KEYS[order.payment_method])],
              [t('AdminPaidAt'), moment(order.paid_at, lang)],
              [
                t('AdminExpectedDate'),
                order.expected_date ? (
                  <span className={styles.stack}>
                    <span>
                      {formatDate(order.expected_date, lang)}
                      {order.expected_date_estimate ? ` (${t('AdminEstimate')})` : ''}
                    </span>
                    {order.overdue ? <OverdueBadge /> : null}
                  </span>
                ) : (
                  '—'
                ),
              ],
              [t('Total'), `${formatEuro(order.total_eur, lang)} · ${formatRuble(order.total_rub, lang)}`],
              [
                t('AdminRate'),
                t(
                  'AdminRateOf',
                  formatRate(order.ruble_course, lang),
                  formatDate(order.ruble_course_date, lang),
                ),
              ],
              [t('AdminLanguage'), order.language],
              ...(order.comment ? [[t('AdminComment'), order.comment] as [string, ReactNode]] : []),
            ]}
          />
          <div className={styles.docLinks}>
            {invoice ? (
              <DownloadButton documentId={invoice.id} label={t('AdminInvoiceNumber', invoice.number)} />
            ) : null}
            {act ? <DownloadButton documentId={act.id} label={t('AdminActNumber', act.number)} /> : null}
          </div>
        </Section>
        <Section title={t('AdminCustomer')} id="admin-order-customer">
          <Facts
            rows={[
              [
                t('AdminName'),
                <Link to={backOfficePaths.adminCustomer(String(order.customer.id))}>
                  {order.customer.name}
                </Link>,
              ],
              [t('Email'), order.customer.email],
              [t('AdminPhone'), order.customer.phone ?? '—'],
            ]}
          />
        </Section>
        <Section title={t('AdminLegalEntity')} id="admin-order-legal">
          {legal.name || legal.inn ? (
            <Facts
              rows={[
                [t('AdminName'), legal.name ?? '—'],
                legal.country
                  ? [t('TaxId'), `${legal.inn ?? '—'} (${legal.country})`]
                  : [t('AdminInn'), legal.inn ?? '—'],
                ...(legal.requisites
                  ? ([
                      [t('AdminOgrn'), legal.requisites.ogrn ?? '—'],
                      [t('AdminKpp'), legal.requisites.kpp ?? '—'],
                      [t('AdminAddress'), legal.requisites.address ?? '—'],
                      [
                        t('AdminBank'),
                        [legal.requisites.bank, legal.requisites.bik, legal.requisites.account]
                          .filter(Boolean)
                          .join(', ') || '—',
                      ],
                    ] as [string, ReactNode][])
                  : []),
              ]}
            />
          ) : (
            <p className={styles.muted}>{t('AdminNoLegalEntity')}</p>
          )}
          {order.delivery ? (
            <p className={styles.muted}>
              {t('AdminDelivery')}:{' '}
              {[
                order.delivery.contact_index,
                order.delivery.country,
                order.delivery.region,
                order.delivery.city,
                order.delivery.address,
              ]
                .filter(Boolean)
                .join(', ')}{' '}
              · {order.delivery.contact_name}, {order.delivery.contact_phone}
            </p>
          ) : null}
        </Section>
      </div>
      <Section title={t('AdminItems', order.items.length)} id="admin-order-items-title">
        <Items order={order} lang={lang} t={t} />
      </Section>
      {order.items.some((item) => item.delivery) ? (
        <Section title={t('AdminShipments')} id="admin-order-shipments-title">
          <OrderShipments order={order} />
        </Section>
      ) : null}
      <Section title={t('AdminPayments')} id="admin-order-payments">
        <Payments order={order} lang={lang} t={t} />
      </Section>
      <Section title={t('AdminMails')} id="admin-order-mails-title">
        <Mails order={order} lang={lang} t={t} />
      </Section>
      <Section title={t('AdminHistory')} id="admin-order-history-title">
        <History order={order} lang={lang} t={t} />
      </Section>
    </div>
  );
}

/** /admin/orders/:id: everything about one order, and what a manager does with it. */
export function OrderPage({ id }: { id: number }) {
  const t = useT();
  const order = useAdminOrder(id);
  const title = order.data ? t('AdminOrderTitle', order.data.number) : t('AdminOrderNumber');
  return (
    <AdminPage title={title}>
      <p className={styles.back}>
        <Link to={backOfficePaths.adminOrders}>← {t('AdminBackToOrders')}</Link>
      </p>
      {order.isError ? (
        <ErrorState error={order.error} onRetry={() => void order.refetch()} t={t} />
      ) : !order.data ? (
        <Loader label={t('Loading')} />
      ) : (
        <OrderView order={order.data} />
      )}
    </AdminPage>
  );
}
