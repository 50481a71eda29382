import {
  type DocumentType,
  documentTypes,
  formatDate,
  formatEuro,
  formatRuble,
  type UserDocument,
} from '@storefront/contract';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { Pagination } from '@/components/pagination/pagination';
import { ApiRequestError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { showToast } from '@/lib/toast';
import { DOCUMENTS_PAGE_SIZE, docTypeFromSearch, downloadDocument, useDocuments } from '../api/get-documents';
import { pageCountOf, pageFromSearch, searchWithPage } from '../utils/page-param';
import { AccountEmptyState } from './account-empty-state';
import styles from './account-table.module.css';

const FILTERS: { value: DocumentType | undefined; key: string }[] = [
  { value: undefined, key: 'AllDocuments' },
  ...documentTypes.map((value) => ({ value, key: value === 'act' ? 'Acts' : 'Invoices' })),
];

const TYPE_KEYS: Record<DocumentType, string> = { act: 'Act', invoice: 'Invoice' };

/** The filter's link: the type in `?doc_type=`, always from the first page. */
function filterSearch(search: URLSearchParams, type: DocumentType | undefined): string {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (type) next.set('doc_type', type);
  else next.delete('doc_type');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * Acts and invoices of the customer's orders, filtered by type (`?doc_type=`) and a page at a
 * time (`?page=`), each downloadable as the PDF the server renders.
 */
export function DocumentList() {
  const t = useT();
  const { lang } = useLanguage();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageFromSearch(search);
  const docType = docTypeFromSearch(search);
  const documents = useDocuments({ lang, page, docType });
  const [downloading, setDownloading] = useState<number | null>(null);
  const hrefFor = (n: number) => `${pathname}${searchWithPage(search, n)}`;

  const download = async (document: UserDocument) => {
    setDownloading(document.id);
    try {
      await downloadDocument(document, lang);
      void showToast(t('DownloadStarted'), 'success');
    } catch (error) {
      void showToast(t(error instanceof ApiRequestError ? error.key : 'ErrorFetchingAct'), 'error');
    } finally {
      setDownloading(null);
    }
  };

  let content;
  if (documents.isError) {
    content = <ErrorState error={documents.error} onRetry={() => void documents.refetch()} t={t} />;
  } else if (!documents.data) {
    content = <Loader label={t('Loading')} />;
  } else if (documents.data.list.length === 0) {
    content =
      documents.data.count === 0 ? (
        <AccountEmptyState
          icon="document"
          title={docType ? t('NoDocumentsOfType') : t('NoDocuments')}
          text={t('NoDocumentsText')}
        />
      ) : (
        <AccountEmptyState icon="document" title={t('PageIsEmpty')}>
          <Link className="button button-secondary" to={hrefFor(1)}>
            {t('GoToFirstPage')}
          </Link>
        </AccountEmptyState>
      );
  } else {
    content = (
      <>
        <table className={styles.table} aria-busy={documents.isFetching} data-testid="documents-table">
          <caption className="visually-hidden">{t('Documents')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('DocumentType')}</th>
              <th scope="col">{t('DocumentNumber')}</th>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('OrderColumn')}</th>
              <th scope="col" className={styles.numeric}>
                {t('Sum')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('Download')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {documents.data.list.map((document) => (
              <tr key={document.id}>
                <td data-label={t('DocumentType')}>
                  <span className={styles.tag} data-kind={document.doc_type}>
                    {t(TYPE_KEYS[document.doc_type])}
                  </span>
                </td>
                <th scope="row" data-label={t('DocumentNumber')} className={styles.rowHead}>
                  {document.number}
                </th>
                <td data-label={t('Date')} className={styles.nowrap}>
                  {formatDate(document.date, lang)}
                </td>
                <td data-label={t('OrderColumn')}>{document.order_number}</td>
                <td data-label={t('Sum')} className={styles.numeric}>
                  <span className={styles.prices}>
                    <span className={styles.price}>{formatEuro(document.total_eur, lang)}</span>
                    <span className={styles.priceSecondary}>{formatRuble(document.total_rub, lang)}</span>
                  </span>
                </td>
                <td className={styles.action}>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void download(document)}
                    disabled={downloading === document.id}
                    aria-label={t(
                      'DownloadDocument',
                      `${t(TYPE_KEYS[document.doc_type])} ${document.number}`,
                    )}
                  >
                    <DownloadIcon />
                    PDF
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pagination
          page={page}
          pageCount={pageCountOf(documents.data.count, DOCUMENTS_PAGE_SIZE)}
          hrefFor={hrefFor}
          t={t}
        />
      </>
    );
  }

  return (
    <>
      <nav className={styles.filters} aria-label={t('DocumentTypeFilter')}>
        {FILTERS.map((filter) => (
          <Link
            key={filter.key}
            to={`${pathname}${filterSearch(search, filter.value)}`}
            className={styles.filter}
            aria-current={filter.value === docType ? 'page' : undefined}
          >
            {t(filter.key)}
          </Link>
        ))}
      </nav>
      {content}
    </>
  );
}

export function DownloadIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <path
        d="M10 3v10m0 0-4-4m4 4 4-4M4 15v2h12v-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
