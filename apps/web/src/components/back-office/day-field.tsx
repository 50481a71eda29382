import { describedBy, FieldShell } from '@/components/form/field';
import fieldStyles from '@/components/form/field.module.css';
import { useBoundField } from './bound-field';

/** A labelled day input ('YYYY-MM-DD', the browser's own date picker) bound to the form. */
export function DayField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { field, message, inputId, text } = useBoundField(name);
  return (
    <FieldShell inputId={inputId} label={label} required={required} message={message}>
      <input
        ref={(element) => field.ref(element)}
        id={inputId}
        className={fieldStyles.input}
        name={field.name}
        type="date"
        value={text}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={() => field.onBlur()}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(inputId, message, undefined)}
      />
    </FieldShell>
  );
}
