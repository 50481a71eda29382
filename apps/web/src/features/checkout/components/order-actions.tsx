import type { Order } from '@storefront/contract';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { usePlural, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { showToast } from '@/lib/toast';
import { downloadOrderDocument } from '../api/get-order';
import { usePayOrder } from '../api/pay-order';
import styles from './order-pages.module.css';

/** Pay online (again): a new payment attempt, then the provider's page; a refusal is said under it. */
export function PayButton({ orderId, label }: { orderId: number; label: string }) {
  const t = useT();
  const pay = usePayOrder(orderId);
  const failure = pay.error instanceof ApiRequestError ? pay.error.key : pay.error ? 'UnknownError' : '';
  return (
    <div className={styles.payAction}>
      <button
        type="button"
        className="button"
        onClick={() => pay.mutate()}
        disabled={pay.isPending || pay.isSuccess}
        data-testid="pay-order"
      >
        {pay.isPending ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {label}
      </button>
      <p role="alert" className={styles.error}>
        {failure ? t(failure) : ''}
      </p>
    </div>
  );
}

/** The order's invoices (a bank transfer's), each downloaded as its PDF. */
export function InvoiceDownloads({ order }: { order: Order }) {
  const t = useT();
  const { lang } = useLanguage();
  const [busy, setBusy] = useState<number | null>(null);
  const invoices = order.documents.filter((document) => document.type === 'invoice');
  if (invoices.length === 0) return null;
  const download = async (document: Order['documents'][number]) => {
    setBusy(document.id);
    try {
      await downloadOrderDocument(document, lang);
      void showToast(t('DownloadStarted'), 'success');
    } catch (error) {
      void showToast(t(error instanceof ApiRequestError ? error.key : 'ErrorFetchingAct'), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.downloads}>
      {invoices.map((invoice) => (
        <button
          key={invoice.id}
          type="button"
          className="button button-secondary"
          onClick={() => void download(invoice)}
          disabled={busy === invoice.id}
          data-testid="download-invoice"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t('DownloadInvoice', invoice.number)}
        </button>
      ))}
    </div>
  );
}

/**
 * What happens next with the order: a bank transfer pays the invoice (downloaded here) and the
 * documents come the order's working days after the payment; a card order awaiting payment is
 * paid online; a paid one is being worked on.
 */
export function OrderNextSteps({ order }: { order: Order }) {
  const t = useT();
  const plural = usePlural();
  const paid = order.status === 'paid' || order.status === 'in_progress' || order.status === 'completed';
  return (
    <section className={styles.nextSteps} aria-labelledby="order-next-steps" data-testid="order-next-steps">
      <h2 id="order-next-steps" className={styles.nextTitle}>
        {t('WhatHappensNext')}
      </h2>
      {paid ? (
        <p>{t('PaymentSuccessText')}</p>
      ) : order.status === 'cancelled' ? (
        <p>{t('OrderCancelledText')}</p>
      ) : order.payment_method === 'invoice' ? (
        <>
          <p>{t('InvoiceNextSteps', plural('WorkingDay', order.duration_days))}</p>
          <InvoiceDownloads order={order} />
        </>
      ) : (
        <>
          <p>{t('CardNextSteps', plural('WorkingDay', order.duration_days))}</p>
          {order.can_pay ? <PayButton orderId={order.id} label={t('PayOnline')} /> : null}
        </>
      )}
    </section>
  );
}
