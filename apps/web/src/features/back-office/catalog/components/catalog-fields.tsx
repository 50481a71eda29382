import { useId } from 'react';
import { useController } from 'react-hook-form';
import { describedBy, FieldShell, useFieldMessage } from '@/components/form/field';
import type { ContractFieldError } from '@/components/form/form-types';
import { TextField } from '@/components/form/text-field';
import { useContractFormContext } from '@/components/form/use-contract-form';
import fieldStyles from '@/components/form/field.module.css';
import { useT } from '@/lib/i18n';
import styles from './catalog.module.css';

/** A labelled multi-line text bound to the form (a description), with its message as TextField has. */
export function TextAreaField({
  name,
  label,
  maxLength,
}: {
  name: string;
  label: string;
  maxLength?: number;
}) {
  const form = useContractFormContext();
  const { field, fieldState } = useController({ control: form.control, name });
  const message = useFieldMessage(fieldState.error as ContractFieldError | undefined, {
    ...fieldState,
    isSubmitted: form.formState.isSubmitted,
  });
  const inputId = useId();
  const { ref, value, onChange, onBlur } = field;
  return (
    <FieldShell inputId={inputId} label={label} message={message}>
      <textarea
        ref={ref}
        id={inputId}
        name={name}
        className={`${fieldStyles.input} ${styles.textarea}`}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        maxLength={maxLength}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(inputId, message, undefined)}
      />
    </FieldShell>
  );
}

export interface ChecklistOption {
  id: number;
  name: string;
  active: boolean;
}

/**
 * A list of ids chosen with checkboxes (a product's types, its related products), in a fieldset
 * named by its legend; the order kept is the order of choosing (related products are shown so).
 */
export function IdChecklistField({
  name,
  legend,
  options,
  testId,
}: {
  name: string;
  legend: string;
  options: ChecklistOption[];
  testId?: string;
}) {
  const t = useT();
  const form = useContractFormContext();
  const { field, fieldState } = useController({ control: form.control, name });
  const message = useFieldMessage(fieldState.error as ContractFieldError | undefined, {
    ...fieldState,
    isDirty: true,
    isSubmitted: form.formState.isSubmitted,
  });
  const { ref, value, onChange, onBlur } = field;
  const chosen: string[] = Array.isArray(value) ? (value as unknown[]).map(String) : [];
  const errorId = useId();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen.filter((item) => item !== id), id] : chosen.filter((item) => item !== id));
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={message ? errorId : undefined}
      data-testid={testId}
      ref={(element) => ref({ focus: () => element?.querySelector('input')?.focus() })}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.length === 0 ? (
        <p className={styles.muted}>{t('AdminNothingFound')}</p>
      ) : (
        <ul className={styles.checklist}>
          {options.map((option) => (
            <li key={option.id} className={styles.checkItem}>
              <input
                type="checkbox"
                id={`${errorId}-${option.id}`}
                checked={chosen.includes(String(option.id))}
                onChange={(event) => toggle(String(option.id), event.target.checked)}
                onBlur={onBlur}
              />
              <label htmlFor={`${errorId}-${option.id}`}>
                {option.name}
                {option.active ? null : <span className={styles.muted}> {t('AdminInactiveMark')}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
      {message ? (
        <p id={errorId} className={fieldStyles.error}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The Russian and the English texts of an entry, side by side on wide screens. */
export function TextsFields({ registerName = false }: { registerName?: boolean }) {
  const t = useT();
  const languages = [
    { code: 'ru-RU', legend: t('AdminTextsRu'), lang: 'ru' },
    { code: 'en-US', legend: t('AdminTextsEn'), lang: 'en' },
  ];
  return (
    <div className={styles.languages}>
      {languages.map(({ code, legend, lang }) => (
        <fieldset key={code} className={styles.fieldset} lang={lang}>
          <legend className={styles.legend}>{legend}</legend>
          <TextField name={`texts.${code}.name`} label={t('AdminFieldName')} required maxLength={255} />
          {registerName ? (
            <TextField
              name={`texts.${code}.register_name`}
              label={t('AdminFieldRegisterName')}
              maxLength={255}
            />
          ) : null}
          <TextAreaField
            name={`texts.${code}.description`}
            label={t('AdminFieldDescription')}
            maxLength={5000}
          />
        </fieldset>
      ))}
    </div>
  );
}
