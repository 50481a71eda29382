import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { ContractFieldError } from './form-types';
import { useFieldMessage } from './field';
import { useContractFormContext } from './use-contract-form';
import fieldStyles from './field.module.css';
import styles from './choice-field.module.css';

export interface RadioOption {
  value: string;
  label: string;
  /** A line under the label (what happens after choosing it). */
  description?: string;
}

/**
 * One choice of several as native radio buttons in a fieldset (arrow keys move between them),
 * bound to a text field of the form; each option may carry a line of description. The whole
 * label is the click target, but an option is named by its label only: the description is its
 * description, not part of its name.
 */
export function RadioField({
  name,
  label,
  options,
  required,
}: {
  name: string;
  label: string;
  options: RadioOption[];
  required?: boolean;
}) {
  const form = useContractFormContext();
  const { field, fieldState } = useController({ control: form.control, name });
  const message = useFieldMessage(fieldState.error as ContractFieldError | undefined, {
    ...fieldState,
    isSubmitted: form.formState.isSubmitted,
  });
  const groupId = useId();
  return (
    <fieldset className={styles.radioGroup} aria-describedby={message ? `${groupId}-error` : undefined}>
      <legend className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.star} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {options.map((option, index) => {
        const inputId = `${groupId}-${index}`;
        return (
          <div key={option.value} className={styles.radio} data-checked={field.value === option.value}>
            <input
              ref={index === 0 ? field.ref : undefined}
              id={inputId}
              type="radio"
              name={name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              aria-labelledby={`${inputId}-label`}
              aria-describedby={option.description ? `${inputId}-description` : undefined}
            />
            <label htmlFor={inputId}>
              <span id={`${inputId}-label`} className={styles.radioLabel}>
                {option.label}
              </span>
              {option.description ? (
                <span id={`${inputId}-description`} className={styles.radioDescription}>
                  {option.description}
                </span>
              ) : null}
            </label>
          </div>
        );
      })}
      {message ? (
        <p id={`${groupId}-error`} className={fieldStyles.error}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
