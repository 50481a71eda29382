import type { FormEvent, ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import styles from './people.module.css';

/**
 * A back-office list's search: a labelled search box (`q`), the list's own filters as children, and
 * the Search button. The caller turns the submitted form into the list's address; keyed by that
 * address, the fields show what Back restores.
 */
export function ListSearchForm({
  label,
  hint,
  defaultValue,
  testId,
  onSearch,
  children,
}: {
  label: string;
  hint: string;
  defaultValue: string;
  testId: string;
  onSearch(data: FormData): void;
  children?: ReactNode;
}) {
  const t = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(new FormData(event.currentTarget));
  };
  return (
    <form className={styles.toolbar} role="search" onSubmit={submit} aria-label={label}>
      <label className={`${styles.filter} ${styles.search}`}>
        {label}
        <input
          className={styles.input}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={255}
          placeholder={hint}
          data-testid={testId}
        />
      </label>
      {children}
      <button type="submit" className="button">
        {t('AdminSearch')}
      </button>
    </form>
  );
}
