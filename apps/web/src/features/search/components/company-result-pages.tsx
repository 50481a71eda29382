import { type ReactNode, useId } from 'react';
import { Link } from '@/components/link/link';
import { Loader } from '@/components/loader/loader';
import { Pagination } from '@/components/pagination/pagination';
import { useT } from '@/lib/i18n';
import { useRevealAfterNavigation } from '@/lib/reveal';
import { type CompanySearchRequest, useCompanies, useCompaniesPage } from '../api/search-companies';
import type { RenderCompanyProducts } from './company-card';
import { CompanyList } from './company-list';
import { CorrectedSearchNotice } from './corrected-search-notice';
import { SearchError, SearchMessage, SearchOutcome, useTotalTexts } from './search-states';
import styles from './company-results.module.css';

/**
 * /search2's results: one page at a time with numbered pages. The first page (`/api/companies`)
 * gives the totals, the refusals and the country's products; page N comes from
 * `/api/companies2?page=N`, and the previous page stays on screen while it loads.
 */
export function CompanyResultPages({
  request,
  page,
  hrefFor,
  expandedId,
  onToggle,
  renderProducts,
  aside,
  exactHref,
}: {
  request: CompanySearchRequest;
  /** The same search of the query exactly as typed, offered when the server searched other words. */
  exactHref: string;
  page: number;
  hrefFor(page: number): string;
  expandedId: number | undefined;
  onToggle(id: number): void;
  renderProducts: RenderCompanyProducts;
  /** Beside the count: the way to the other page of the same search. */
  aside?: ReactNode;
}) {
  const t = useT();
  const totals = useTotalTexts();
  const headingId = useId();
  const first = useCompanies(request);
  const later = useCompaniesPage(request, page);
  // A search or a page the visitor chose: the start of what it shows in view.
  const shown = first.data !== undefined && (page === 1 || later.data !== undefined);
  const startRef = useRevealAfterNavigation(
    `${request.countryId}|${request.query}|${request.exact === true}|${page}`,
    shown,
    {
      focus: true,
    },
  );

  if (!first.data) {
    return first.isError ? (
      <SearchError error={first.error} onRetry={() => void first.refetch()} />
    ) : (
      <Loader label={t('Loading')} />
    );
  }
  const answer = first.data;
  if (answer.companies_error !== null || answer.companies_total === 0) {
    return <SearchOutcome ref={startRef} answer={answer} query={request.query} />;
  }
  if (page > 1 && !later.data) {
    return later.isError ? (
      <SearchError error={later.error} onRetry={() => void later.refetch()} />
    ) : (
      <Loader label={t('Loading')} />
    );
  }
  const companies = page > 1 ? (later.data?.companies ?? []) : answer.companies;
  const pageCount = Math.max(1, answer.companies_pages);

  if (companies.length === 0) {
    return (
      <SearchMessage tone="info" title={t('SearchPageIsEmpty')}>
        <Link className="button button-secondary" to={hrefFor(1)}>
          {t('GoToFirstPage')}
        </Link>
      </SearchMessage>
    );
  }

  return (
    <section
      className={styles.results}
      aria-labelledby={headingId}
      aria-busy={later.isPlaceholderData}
      data-testid="company-results"
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading} ref={startRef} tabIndex={-1}>
          {totals.found(answer.companies_total)}
          {pageCount > 1 ? ' ' : null}
          {pageCount > 1 ? (
            <span className={styles.pageOf}>
              <span className={styles.dot} aria-hidden="true">
                {'· '}
              </span>
              {t('PageOf', page, pageCount)}
            </span>
          ) : null}
        </h2>
        {aside}
      </div>
      {answer.corrected_query === undefined ? null : (
        <CorrectedSearchNotice
          corrected={answer.corrected_query}
          typed={request.query}
          exactHref={exactHref}
        />
      )}
      <CompanyList
        items={companies.map((company) => ({
          company,
          countryId: request.countryId,
          products: answer.products,
        }))}
        expandedId={expandedId}
        onToggle={onToggle}
        renderProducts={renderProducts}
      />
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} t={t} />
    </section>
  );
}
