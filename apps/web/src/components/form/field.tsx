import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import type { ContractFieldError } from './form-types';
import styles from './field.module.css';

/**
 * The translated first failing message of a field, or undefined while it should stay quiet: a
 * field shows its error once it has been touched or changed, or the form was submitted.
 */
export function useFieldMessage(
  error: ContractFieldError | undefined,
  { isTouched, isDirty, isSubmitted }: { isTouched: boolean; isDirty: boolean; isSubmitted: boolean },
): string | undefined {
  const t = useT();
  if (!error?.message || !(isTouched || isDirty || isSubmitted)) return undefined;
  return t(error.message, ...(error.args ?? []));
}

/** The star of a required field, read out as 'required' by screen readers. */
function RequiredMark() {
  const t = useT();
  return (
    <>
      <span className={styles.star} aria-hidden="true">
        *
      </span>{' '}
      <span className="visually-hidden">({t('RequiredField')})</span>
    </>
  );
}

/** A field's label, its control and, below, its message (the control points to it with aria-describedby). */
export function FieldShell({
  inputId,
  label,
  required,
  message,
  hint,
  children,
}: {
  inputId: string;
  label: string;
  required?: boolean;
  message?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field} data-invalid={message ? true : undefined}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {message ? (
        <p id={`${inputId}-error`} className={styles.error}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4.2M8 11.2v.3" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {message}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The ids an input's aria-describedby names: its message when shown, else its hint. */
export function describedBy(inputId: string, message: string | undefined, hint: string | undefined) {
  if (message) return `${inputId}-error`;
  return hint ? `${inputId}-hint` : undefined;
}
