import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/link/link';
import styles from './list-search-form.module.css';

/**
 * A back-office list's filters: a search form whose fields are named as the list's address
 * parameters, submitted through the list's `useListState(...).submit` (so the filters land in the
 * address and the list goes back to its first page). Keyed by the address, the fields show what
 * Back restores.
 */
export function ListSearchForm({
  label,
  submitLabel,
  onSubmit,
  reset,
  testId,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  onSubmit(form: HTMLFormElement): unknown;
  /** A link to the list without filters. */
  reset?: { label: string; to: string };
  testId?: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <form
      key={pathname + search}
      className={styles.filters}
      role="search"
      aria-label={label}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event.currentTarget);
      }}
    >
      {children}
      <div className={styles.actions}>
        <button type="submit" className="button">
          {submitLabel}
        </button>
        {reset ? (
          <Link to={reset.to} className="button button-secondary">
            {reset.label}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** A text, search or date field of the filters; blank is no filter. */
export function InputFilter({
  label,
  name,
  value,
  type = 'search',
  hint,
  maxLength = 255,
  testId,
}: {
  label: string;
  name: string;
  value: string | undefined;
  type?: 'search' | 'text' | 'date';
  hint?: string;
  maxLength?: number;
  testId?: string;
}) {
  return (
    <label className={`${styles.field} ${type === 'date' ? '' : styles.wide}`}>
      <span className={styles.label}>{label}</span>
      <input
        className={styles.control}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        placeholder={hint}
        maxLength={type === 'date' ? undefined : maxLength}
        autoComplete="off"
        data-testid={testId}
      />
    </label>
  );
}

const isOptionList = <T,>(options: readonly T[] | object): options is readonly T[] => Array.isArray(options);

/** A select of the filters, its first option (`any`) no filter. */
export function ChoiceFilter<T extends string | number>({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string;
  name: string;
  value: T | undefined;
  any: string;
  /** The options in order, or their labels by value. */
  options: readonly { value: T; label: string }[] | Record<T, string>;
}) {
  const list = isOptionList(options)
    ? options
    : Object.entries<string>(options).map(([option, text]) => ({ value: option, label: text }));
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select className={styles.control} name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {list.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A check box of the filters: on sends `value`, off leaves the filter out. */
export function CheckFilter({
  label,
  name,
  checked,
  value = '1',
}: {
  label: string;
  name: string;
  checked: boolean;
  value?: string;
}) {
  return (
    <label className={styles.check}>
      <input name={name} type="checkbox" value={value} defaultChecked={checked} />
      {label}
    </label>
  );
}
