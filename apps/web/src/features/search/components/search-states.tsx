import { type CompaniesAnswer } from '../api/search-companies';
import { ApiRequestError } from '@/lib/api-client';
import { formatNumber } from '@storefront/contract';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import styles from './search-states.module.css';

/**
 * From this many on, the server's total is the size of its bounded candidates, not a count (ADR
 * 024; ADR 041: names starting with the query may fill them alone): the page says "or more".
 */
export const EXACT_TOTAL_LIMIT = 1000;

/**
 * A message in place of the results: what happened and what to do next. `ref`: where the results
 * start, brought into view (and focused) after a search.
 */
export function SearchMessage({
  tone,
  title,
  hint,
  children,
  ref,
}: {
  tone: 'info' | 'warning' | 'error';
  title: string;
  hint?: string;
  children?: ReactNode;
  ref?: (element: HTMLElement | null) => void;
}) {
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className={styles.message}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <p className={styles.title}>{title}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {children}
    </div>
  );
}

/** The search could not be asked: the network (status 0) or the server's message, and a retry. */
export function SearchError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const t = useT();
  const message = error instanceof ApiRequestError && error.status > 0 ? t(error.key) : t('SearchFailed');
  return (
    <SearchMessage tone="error" title={message}>
      <button type="button" className="button" onClick={onRetry}>
        {t('Retry')}
      </button>
    </SearchMessage>
  );
}

/**
 * What the first answer says when there is no list: why the search did not run (too short, legal
 * forms alone, an unknown country, a register that cannot be searched), or that nothing was found.
 */
export function SearchOutcome({
  answer,
  query,
  ref,
}: {
  answer: CompaniesAnswer;
  query: string;
  ref?: (element: HTMLElement | null) => void;
}) {
  const t = useT();
  const error = answer.companies_error;
  if (error === 'CompanyQueryTooShort' || error === 'CompanyQueryLegalFormOnly')
    return <SearchMessage ref={ref} tone="info" title={t(error)} />;
  if (error !== null) {
    return (
      <SearchMessage
        ref={ref}
        tone="warning"
        title={t(error)}
        hint={error === 'CompanyCountryUnknown' ? t('ChooseCountry') : undefined}
      />
    );
  }
  return <SearchMessage ref={ref} tone="info" title={t('NoResultsFor', query)} hint={t('NoResultsHint')} />;
}

/**
 * A search's total as the page says it: 'Найдено компаний: 712' and '712', or 'Найдено не меньше
 * 1 000 компаний' and '1 000+' where the server's total is a bound.
 */
export function useTotalTexts(): { found(total: number): string; count(total: number): string } {
  const t = useT();
  const { lang } = useLanguage();
  const limit = formatNumber(EXACT_TOTAL_LIMIT, lang, 0);
  return {
    found: (total) =>
      total >= EXACT_TOTAL_LIMIT ? t('FoundCompaniesMany', limit) : t('FoundCompanies', total),
    count: (total) => (total >= EXACT_TOTAL_LIMIT ? `${limit}+` : String(total)),
  };
}
