import { type ChangeEvent, useId } from 'react';
import { useController } from 'react-hook-form';
import { describedBy, FieldShell, useFieldMessage } from '@/components/form/field';
import type { ContractFieldError } from '@/components/form/form-types';
import { useContractFormContext } from '@/components/form/use-contract-form';
import fieldStyles from '@/components/form/field.module.css';

/** A labelled day input ('YYYY-MM-DD', the browser's own date picker) bound to the form. */
export function DayField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const form = useContractFormContext();
  const { field, fieldState } = useController({ control: form.control, name });
  const message = useFieldMessage(fieldState.error as ContractFieldError | undefined, {
    ...fieldState,
    isSubmitted: form.formState.isSubmitted,
  });
  const inputId = useId();
  const value = typeof field.value === 'string' ? field.value : '';
  const change = (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value);
  const blur = () => field.onBlur();
  return (
    <FieldShell inputId={inputId} label={label} required={required} message={message}>
      <input
        ref={(element) => field.ref(element)}
        id={inputId}
        className={fieldStyles.input}
        name={field.name}
        type="date"
        value={value}
        onChange={change}
        onBlur={blur}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(inputId, message, undefined)}
      />
    </FieldShell>
  );
}
