import { type FormEvent, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { companySearchPath, paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import styles from './company-search-form.module.css';

/**
 * The way into ordering: a company name or number, searched on /search?query=…&country=… (the
 * visitor's chosen country, when known). The search pages give the query shown and their own path.
 */
export function CompanySearchForm({
  tone = 'light',
  countryId,
  defaultQuery = '',
  action = paths.search,
}: {
  tone?: 'light' | 'dark';
  countryId?: number;
  defaultQuery?: string;
  action?: typeof paths.search | typeof paths.search2;
}) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = input.current?.value.trim() ?? '';
    if (!query) {
      input.current?.focus();
      return;
    }
    navigate(companySearchPath(action, { query, countryId }));
  };

  return (
    <form className={styles.form} data-tone={tone} role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('SearchCompany')}
      </label>
      <span className={styles.field}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.icon}>
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="search"
          name="query"
          autoComplete="off"
          enterKeyHint="search"
          defaultValue={defaultQuery}
          placeholder={t('CompanySearchPlaceholder')}
        />
      </span>
      <button type="submit" className={`button ${styles.button}`}>
        {t('CompanySearchButton')}
      </button>
    </form>
  );
}
