import { CompanyIdentity } from '@/components/company-identity/company-identity';
import { formatDate, formatEuro, formatRuble, type OrderLine } from '@storefront/contract';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { Pagination } from '@/components/pagination/pagination';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { showToast } from '@/lib/toast';
import { downloadOrderFile, ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { pageCountOf, pageFromSearch, searchWithPage } from '../utils/page-param';
import { AccountEmptyState } from './account-empty-state';
import { DownloadIcon } from './document-list';
import { OrderLineShipment } from './order-line-shipment';
import styles from './account-table.module.css';

/** The order's own state; a delivered line reads ready whatever its order's state. */
const ORDER_STATUS_KEYS: Record<OrderLine['order_status'], string> = {
  awaiting_payment: 'OrderStatusAwaitingPayment',
  paid: 'OrderStatusPaid',
  in_progress: 'OrderStatusInProgress',
  completed: 'OrderStatusCompleted',
  cancelled: 'OrderStatusCancelled',
};

function statusOf(product: OrderLine): { kind: string; key: string } {
  if (product.status === 'ready' && product.order_status !== 'cancelled') {
    return { kind: 'ready', key: 'OrderStatusReady' };
  }
  return { kind: product.order_status, key: ORDER_STATUS_KEYS[product.order_status] };
}

/**
 * The day the line's document came, else the day it is expected (approximate when estimated); an
 * order awaiting payment has no day yet (it counts from the payment), a cancelled one none at all.
 */
function ReadyDay({ product, lang, t }: { product: OrderLine; lang: string; t: Translate }) {
  if (product.fulfilled_at) return <>{formatDate(product.fulfilled_at, lang)}</>;
  if (product.expected_date === null)
    return <>{product.order_status === 'awaiting_payment' ? t('ReadyAfterPayment') : '—'}</>;
  const day = formatDate(product.expected_date, lang);
  return (
    <span data-testid="order-expected-date" data-estimate={product.expected_date_estimate}>
      {product.expected_date_estimate ? t('ApproximateDate', day) : day}
    </span>
  );
}

/**
 * The products the customer bought, a page at a time (`?page=`): the company, the product, its
 * order's state, the order's date and the day the document came or is expected, the price in euros and roubles, and the delivered document once it is ready.
 */
export function OrderList() {
  const t = useT();
  const { lang } = useLanguage();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageFromSearch(search);
  const orders = useOrders({ lang, page });
  const [downloading, setDownloading] = useState<number | null>(null);
  const hrefFor = (n: number) => `${pathname}${searchWithPage(search, n)}`;

  const download = async (product: OrderLine, fileUrl: string) => {
    setDownloading(product.id);
    try {
      await downloadOrderFile(fileUrl);
      void showToast(t('DownloadStarted'), 'success');
    } catch (error) {
      void showToast(t(error instanceof ApiRequestError ? error.key : 'ErrorFetchingAct'), 'error');
    } finally {
      setDownloading(null);
    }
  };

  if (orders.isError) return <ErrorState error={orders.error} onRetry={() => void orders.refetch()} t={t} />;
  if (!orders.data) return <Loader label={t('Loading')} />;
  if (orders.data.list.length === 0) {
    return orders.data.count === 0 ? (
      <AccountEmptyState icon="box" title={t('NoOrders')} text={t('NoOrdersText')}>
        <Link className="button" to={paths.home}>
          {t('ChooseDocuments')}
        </Link>
      </AccountEmptyState>
    ) : (
      <AccountEmptyState icon="box" title={t('PageIsEmpty')}>
        <Link className="button button-secondary" to={hrefFor(1)}>
          {t('GoToFirstPage')}
        </Link>
      </AccountEmptyState>
    );
  }

  return (
    <>
      <table className={styles.table} aria-busy={orders.isFetching} data-testid="orders-table">
        <caption className="visually-hidden">{t('Orders')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ProductName')}</th>
            <th scope="col">{t('OrderStatus')}</th>
            <th scope="col">{t('ReadyDate')}</th>
            <th scope="col" className={styles.numeric}>
              {t('Price')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('Download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.data.list.map((product) => (
            <tr key={product.id}>
              <th scope="row" data-label={t('ProductName')} className={styles.rowHead}>
                {/* Two lines at most in the table (the whole name in its title and the order's page). */}
                <span
                  className={`${styles.product} ${styles.productName}`}
                  title={product.product_name}
                  data-testid="order-product-name"
                >
                  {product.product_name}
                </span>
                {/* The order and its date under the name: the table keeps its width for the name. */}
                <span className={styles.company}>
                  <Link
                    className={styles.orderNumber}
                    to={paths.accountOrder(String(product.order_id))}
                    data-testid="order-number"
                  >
                    {t('OrderNumber', product.order_number)}
                  </Link>{' '}
                  <span className={styles.orderNumber} data-testid="order-date">
                    {t('OrderOfDate', formatDate(product.created_at, lang))}
                  </span>
                </span>
                <CompanyIdentity
                  className={styles.company}
                  name={product.company_name}
                  country={product.company_country}
                  inn={product.company_inn}
                  registerId={product.company_register_id}
                  address={product.company_address}
                />
                <OrderLineShipment shipment={product.shipment} />
              </th>
              <td data-label={t('OrderStatus')}>
                <span className={styles.tag} data-kind={statusOf(product).kind} data-testid="order-status">
                  {t(statusOf(product).key)}
                </span>
              </td>
              <td data-label={t('ReadyDate')} className={styles.readyDay}>
                <ReadyDay product={product} lang={lang} t={t} />
              </td>
              <td data-label={t('Price')} className={styles.numeric}>
                <span className={styles.prices}>
                  <span className={styles.price}>{formatEuro(product.price_num, lang)}</span>
                  <span className={styles.priceSecondary}>{formatRuble(product.ruble_price_num, lang)}</span>
                </span>
              </td>
              <td className={styles.action}>
                {product.order_status === 'awaiting_payment' || product.file_url ? (
                  <div className={styles.actionStack}>
                    {product.order_status === 'awaiting_payment' ? (
                      // The order's own page pays it (card) or gives its invoice (bank transfer).
                      <Link
                        className="button"
                        to={paths.accountOrder(String(product.order_id))}
                        aria-label={t('PayOrderNumber', product.order_number)}
                        data-testid="pay-order-link"
                      >
                        {t('PayOrder')}
                      </Link>
                    ) : null}
                    {product.file_url ? (
                      <button
                        type="button"
                        className="button button-secondary"
                        onClick={() => product.file_url && void download(product, product.file_url)}
                        disabled={downloading === product.id}
                        aria-label={t('DownloadDocument', product.product_name)}
                      >
                        <DownloadIcon />
                        {t('Download')}
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={page}
        pageCount={pageCountOf(orders.data.count, ORDERS_PAGE_SIZE)}
        hrefFor={hrefFor}
        t={t}
      />
    </>
  );
}
