import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';
import { useRevealAfterNavigation } from '@/lib/reveal';
import {
  type CompaniesAnswer,
  companiesOfPages,
  type CompanySearchRequest,
  useCompanySearch,
} from '../api/search-companies';
import type { RenderCompanyProducts } from './company-card';
import { CompanyList } from './company-list';
import { CorrectedSearchNotice } from './corrected-search-notice';
import { SearchError, SearchOutcome, useTotalTexts } from './search-states';
import styles from './company-results.module.css';

/**
 * /search's results: the first page, then "show more" appends the next one (`/api/companies2`)
 * and moves the focus to the first company it brought. A new search (another query or country)
 * is another query key, so its first page replaces the list.
 */
export function CompanySearchResults({
  request,
  expandedId,
  onToggle,
  renderProducts,
  aside,
  exactHref,
}: {
  request: CompanySearchRequest;
  /** The same search of the query exactly as typed, offered when the server searched other words. */
  exactHref: string;
  expandedId: number | undefined;
  onToggle(id: number): void;
  renderProducts: RenderCompanyProducts;
  /** Beside the count: the way to the other page of the same search. */
  aside?: ReactNode;
}) {
  const t = useT();
  const totals = useTotalTexts();
  const headingId = useId();
  const search = useCompanySearch(request);
  const pages = search.data?.pages;
  const first = pages?.[0] as CompaniesAnswer | undefined;
  const companies = useMemo(() => (pages ? companiesOfPages(pages) : []), [pages]);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  // A search the visitor made: its results' start (the count, or why there is no list) in view.
  const startRef = useRevealAfterNavigation(
    `${request.countryId}|${request.query}|${request.exact === true}`,
    first !== undefined,
    {
      focus: true,
    },
  );

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || companies.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-company-index="${from}"]`)?.focus();
  }, [companies.length]);

  if (!first) {
    return search.isError ? (
      <SearchError error={search.error} onRetry={() => void search.refetch()} />
    ) : (
      <Loader label={t('Loading')} />
    );
  }
  if (first.companies_error !== null || companies.length === 0) {
    return <SearchOutcome ref={startRef} answer={first} query={request.query} />;
  }

  const total = Math.max(first.companies_total, companies.length);
  const showMore = () => {
    focusFrom.current = companies.length;
    void search.fetchNextPage();
  };

  return (
    <section className={styles.results} aria-labelledby={headingId} data-testid="company-results">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading} ref={startRef} tabIndex={-1}>
          {totals.found(total)}
        </h2>
        {aside}
      </div>
      {first.corrected_query === undefined ? null : (
        <CorrectedSearchNotice
          corrected={first.corrected_query}
          typed={request.query}
          exactHref={exactHref}
        />
      )}
      <CompanyList
        items={companies.map((company) => ({
          company,
          countryId: request.countryId,
          products: first.products,
        }))}
        expandedId={expandedId}
        onToggle={onToggle}
        renderProducts={renderProducts}
        listRef={listRef}
      />
      <div className={styles.more}>
        <p className={styles.shown} aria-live="polite">
          {t('ShownCompaniesOf', companies.length, totals.count(total))}
        </p>
        {search.isFetchNextPageError ? (
          <p className={styles.moreError} role="alert">
            {t('ShowMoreFailed')}
          </p>
        ) : null}
        {search.hasNextPage ? (
          <button
            type="button"
            className={`button button-secondary ${styles.moreButton}`}
            onClick={showMore}
            disabled={search.isFetchingNextPage}
            aria-busy={search.isFetchingNextPage}
          >
            {search.isFetchingNextPage ? t('Loading') : t('ShowMore')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
