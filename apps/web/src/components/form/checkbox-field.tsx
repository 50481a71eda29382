import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useContractFormContext } from './use-contract-form';
import styles from './choice-field.module.css';

/** A labelled checkbox bound to a boolean of the form (remember-me). */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const form = useContractFormContext();
  const { field } = useController({ control: form.control, name });
  const { ref, value, onChange, onBlur } = field;
  const inputId = useId();
  return (
    <div className={styles.checkbox}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        name={name}
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}
