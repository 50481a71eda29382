import { describedBy, FieldShell } from '@/components/form/field';
import fieldStyles from '@/components/form/field.module.css';
import { useBoundField } from './bound-field';
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
  const { field, message, inputId, text } = useBoundField(name);
  return (
    <FieldShell inputId={inputId} label={label} required={required} message={message} hint={hint}>
      <textarea
        ref={(element) => field.ref(element)}
        id={inputId}
        className={`${fieldStyles.input} ${styles.textarea}`}
        name={field.name}
        value={text}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={() => field.onBlur()}
        maxLength={maxLength}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(inputId, message, hint)}
      />
    </FieldShell>
  );
}
