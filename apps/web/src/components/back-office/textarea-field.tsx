import { useId } from 'react';
import { useController } from 'react-hook-form';
import { describedBy, FieldShell, useFieldMessage } from '@/components/form/field';
import type { ContractFieldError } from '@/components/form/form-types';
import { useContractFormContext } from '@/components/form/use-contract-form';
import fieldStyles from '@/components/form/field.module.css';
import styles from './list-screen.module.css';

/** A labelled multi-line text bound to the form, checked by its contract rules as the text fields are. */
export function TextareaField({
  name,
  label,
  required,
  maxLength,
  hint,
}: {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  hint?: string;
}) {
  const form = useContractFormContext();
  const { field, fieldState } = useController({ control: form.control, name });
  const message = useFieldMessage(fieldState.error as ContractFieldError | undefined, {
    ...fieldState,
    isSubmitted: form.formState.isSubmitted,
  });
  const inputId = useId();
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldShell inputId={inputId} label={label} required={required} message={message} hint={hint}>
      <textarea
        ref={(element) => field.ref(element)}
        id={inputId}
        className={`${fieldStyles.input} ${styles.textarea}`}
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={() => field.onBlur()}
        maxLength={maxLength}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(inputId, message, hint)}
      />
    </FieldShell>
  );
}
