import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { ContractFieldError } from './form-types';
import { describedBy, FieldShell, useFieldMessage } from './field';
import { useContractFormContext } from './use-contract-form';
import fieldStyles from './field.module.css';
import styles from './choice-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select bound to a text field of the form ('' for "not chosen"). */
export function SelectField({
  name,
  label,
  options,
  hint,
}: {
  name: string;
  label: string;
  options: SelectOption[];
  hint?: string;
}) {
  const form = useContractFormContext();
  const { field, fieldState } = useController({ control: form.control, name });
  const message = useFieldMessage(fieldState.error as ContractFieldError | undefined, {
    ...fieldState,
    isSubmitted: form.formState.isSubmitted,
  });
  const { ref, value, onChange, onBlur } = field;
  const inputId = useId();
  return (
    <FieldShell inputId={inputId} label={label} message={message} hint={hint}>
      <select
        ref={ref}
        id={inputId}
        name={name}
        className={`${fieldStyles.input} ${styles.select}`}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(inputId, message, hint)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
