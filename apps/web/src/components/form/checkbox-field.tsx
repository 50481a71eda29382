import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useContractFormContext } from './use-contract-form';
import styles from './choice-field.module.css';

/** A labelled checkbox bound to a boolean of the form (remember-me). */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const form = useContractFormContext();
  const { field } = useController({ control: form.control, name });
  const inputId = useId();
  return (
    <div className={styles.checkbox}>
      <input
        ref={field.ref}
        id={inputId}
        type="checkbox"
        name={field.name}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
      />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}
