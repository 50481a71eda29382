import type { MessageKey } from '@storefront/contract';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldPath, type FieldValues, FormProvider } from 'react-hook-form';
import { ApiRequestError } from '@/lib/api-client';
import { useHumanCheck } from '@/lib/human-check/human-check-context';
import { HumanCheckError } from '@/lib/human-check/human-check';
import { useT } from '@/lib/i18n';
import type { ContractFieldError } from './form-types';
import { type ContractForm, ContractFormContext } from './use-contract-form';
import styles from './form.module.css';

/** The spec's submission states (section 4). */
export type FormState = 'idle' | 'pending' | 'ok' | 'error';

interface Status {
  state: FormState;
  /** The message key shown with the state; empty for an invalid form. */
  key: string;
  args?: (string | number)[];
  /** `resetErrorOn` when the submission started. */
  sentFor?: unknown;
}

/** Server answers that mean the token was fine but is stale: a new check is run and the submit retried once. */
const RETRY_CHECK_KEYS = new Set<string>(['HumanCheckExpired', 'HumanCheckUsed'] satisfies MessageKey[]);

/** Shown when the human check itself could not be run (challenge not served or not solved). */
const HUMAN_CHECK_FAILED: MessageKey = 'HumanCheckFailed';

const isStaleCheck = (error: unknown) => error instanceof ApiRequestError && RETRY_CHECK_KEYS.has(error.key);

/** `LoginForm[username]` → `LoginForm.username`, the name of the field in the form. */
const fieldPathOf = (wireName: string) => wireName.replace(/\[([^\]]*)\]/g, '.$1');

/** Every leaf of the values, as field paths. */
function leafPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object' || values instanceof Date || values instanceof File) {
    return prefix ? [prefix] : [];
  }
  return Object.entries(values).flatMap(([key, value]) =>
    leafPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

export interface FormProps<TValues extends FieldValues, TOutput extends FieldValues, TAnswer> {
  form: ContractForm<TValues, TOutput>;
  /** Sends the valid values with the human check's token (undefined for a form without the check). */
  onSubmit(values: TOutput, token: string | undefined): Promise<TAnswer>;
  /** The success event: the answer and what was sent. */
  onSuccess?(answer: TAnswer, values: TOutput): void;
  submitLabel: string;
  /** The OK message; 'SentSuccessfully' when not given. */
  successMessage?: string;
  /**
   * False (the default): on success the fields give way to the message and `successActions`
   * (a one-off form, like the contact form). True: the form stays, the message shows under it.
   */
  keepFormOnSuccess?: boolean;
  successActions?: ReactNode;
  /** The '* — required fields' line above the fields. */
  requiredHint?: boolean;
  /**
   * What a submission is about beyond the fields (the checkout's cart): an error answered for one
   * value is no longer shown once it changes, and the form is idle again.
   */
  resetErrorOn?: unknown;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * The form wrapper every form of the shop goes through (spec sections 4 and 8): idle; PENDING
 * (submit disabled, 'SendingData' announced); OK (success message and `onSuccess`); ERROR (the
 * thrown error's key, translated). An invalid form marks every field touched and shows the error
 * state with no message, sending nothing and running no check. A valid one gets a token from the
 * invisible human check (prefetched once something is typed in the form), then submits; when the
 * server says the check expired or was already used, it is run again and the submit retried once.
 * A field the server refuses shows the server's message under it.
 */
export function Form<TValues extends FieldValues, TOutput extends FieldValues, TAnswer>({
  form,
  onSubmit,
  onSuccess,
  submitLabel,
  successMessage,
  keepFormOnSuccess = false,
  successActions,
  requiredHint = false,
  resetErrorOn,
  children,
  className,
  ...labelling
}: FormProps<TValues, TOutput, TAnswer>) {
  const t = useT();
  const humanCheck = useHumanCheck();
  const [sentStatus, setStatus] = useState<Status>({ state: 'idle', key: '' });
  const status: Status =
    sentStatus.state === 'error' && !Object.is(sentStatus.sentFor, resetErrorOn)
      ? { state: 'idle', key: '' }
      : sentStatus;
  const busy = useRef(false);
  const successRef = useRef<HTMLDivElement>(null);
  const showSuccessPanel = status.state === 'ok' && !keepFormOnSuccess;

  useEffect(() => {
    if (showSuccessPanel) successRef.current?.focus();
  }, [showSuccessPanel]);

  const send = async (values: TOutput): Promise<TAnswer> => {
    if (!form.humanCheck) return onSubmit(values, undefined);
    try {
      return await onSubmit(values, await humanCheck.token());
    } catch (error) {
      if (!isStaleCheck(error)) throw error;
      humanCheck.reset();
      return onSubmit(values, await humanCheck.token());
    }
  };

  /** Puts a refused field's message under it; false when the form has no such field. */
  const showOnField = (error: ApiRequestError): boolean => {
    if (!error.field) return false;
    const path = fieldPathOf(error.field) as FieldPath<TValues>;
    if (!leafPaths(form.getValues()).includes(path)) return false;
    const fieldError: ContractFieldError = { type: error.key, message: error.key, args: error.args };
    form.setError(path, fieldError, { shouldFocus: true });
    return true;
  };

  const markAllTouched = () => {
    for (const path of leafPaths(form.getValues()) as FieldPath<TValues>[]) {
      form.setValue(path, form.getValues(path), { shouldTouch: true });
    }
  };

  const handleValid = async (values: TOutput) => {
    busy.current = true;
    const sentFor = resetErrorOn;
    setStatus({ state: 'pending', key: '' });
    try {
      const answer = await send(values);
      setStatus({ state: 'ok', key: '' });
      onSuccess?.(answer, values);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setStatus(
          showOnField(error)
            ? { state: 'error', key: '', sentFor }
            : { state: 'error', key: error.key, args: error.args, sentFor },
        );
      } else {
        setStatus({
          state: 'error',
          key: error instanceof HumanCheckError ? HUMAN_CHECK_FAILED : 'UnknownError',
          sentFor,
        });
      }
    } finally {
      busy.current = false;
    }
  };

  const handleInvalid = () => {
    markAllTouched();
    setStatus({ state: 'error', key: '', sentFor: resetErrorOn });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy.current) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(handleValid, handleInvalid)(event);
  };

  const pending = status.state === 'pending';
  const okText = successMessage ?? t('SentSuccessfully');
  const errorText = status.state === 'error' && status.key ? t(status.key, ...(status.args ?? [])) : '';

  return (
    <ContractFormContext.Provider value={form as unknown as ContractForm<FieldValues, FieldValues>}>
      <FormProvider {...form}>
        {showSuccessPanel ? (
          <div ref={successRef} className={styles.success} tabIndex={-1} data-state="ok">
            <svg className={styles.successIcon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <p role="status" className={styles.successText}>
              {okText}
            </p>
            {successActions ? <div className={styles.successActions}>{successActions}</div> : null}
          </div>
        ) : (
          <form
            className={`${styles.form} ${className ?? ''}`}
            noValidate
            onSubmit={submit}
            onFocus={form.prepareRules}
            onChange={() => {
              if (form.humanCheck) humanCheck.prefetch();
            }}
            aria-busy={pending}
            data-state={status.state}
            {...labelling}
          >
            {requiredHint ? <p className={styles.requiredHint}>{t('RequiredFieldsHint')}</p> : null}
            <div className={styles.fields}>{children}</div>
            <div className={styles.footer}>
              <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
                {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
                {submitLabel}
              </button>
              <p role="status" className={styles.status} data-state={status.state}>
                {pending ? t('SendingData') : status.state === 'ok' ? okText : ''}
              </p>
              <p role="alert" className={styles.error}>
                {errorText}
              </p>
            </div>
          </form>
        )}
      </FormProvider>
    </ContractFormContext.Provider>
  );
}
