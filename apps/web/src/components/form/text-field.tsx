import {
  type ChangeEvent,
  type HTMLAttributes,
  type HTMLInputAutoCompleteAttribute,
  useId,
  useRef,
} from 'react';
import { useController } from 'react-hook-form';
import type { ContractFieldError } from './form-types';
import { describedBy, FieldShell, useFieldMessage } from './field';
import { useContractFormContext } from './use-contract-form';
import fieldStyles from './field.module.css';

export interface TextFieldProps {
  /** The field's path in the form's values ('email', 'SignupForm.password'). */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  hint?: string;
  maxLength?: number;
  /**
   * The keyboard a phone shows: `numeric` only for a field that is digits and nothing else (a
   * Russian INN), never one that may hold letters (a foreign tax id, a KPP).
   */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Applied as the user types, e.g. stripping digits from a name. */
  transform?: (value: string) => string;
  /** Fields whose rules read this one, re-checked when it changes ('phone' for 'email'). */
  deps?: string[];
}

/**
 * A labelled text, e-mail or password input bound to the form. Text and e-mail are trimmed when
 * the field is left (passwords are taken as typed); a required field has a star; the first failing
 * message shows under a touched or changed field.
 */
export function TextField({
  name,
  label,
  type = 'text',
  required,
  autoComplete,
  placeholder,
  hint,
  maxLength,
  inputMode,
  transform,
  deps,
}: TextFieldProps) {
  const form = useContractFormContext();
  const { field, fieldState } = useController({ control: form.control, name, rules: { deps } });
  const message = useFieldMessage(fieldState.error as ContractFieldError | undefined, {
    ...fieldState,
    isSubmitted: form.formState.isSubmitted,
  });
  const inputId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const trims = type !== 'password';
  const value = typeof field.value === 'string' ? field.value : '';

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    if (!transform) {
      field.onChange(typed);
      return;
    }
    const next = transform(typed);
    field.onChange(next);
    if (next !== typed) {
      // Keep the caret where it was, less what was taken out before it.
      const caret = transform(typed.slice(0, event.target.selectionStart ?? typed.length)).length;
      requestAnimationFrame(() => input.current?.setSelectionRange(caret, caret));
    }
  };

  const blur = () => {
    if (trims && value !== value.trim()) field.onChange(value.trim());
    field.onBlur();
  };

  return (
    <FieldShell inputId={inputId} label={label} required={required} message={message} hint={hint}>
      <input
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        id={inputId}
        className={fieldStyles.input}
        name={field.name}
        type={type}
        value={value}
        onChange={change}
        onBlur={blur}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? undefined : 'none'}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(inputId, message, hint)}
      />
    </FieldShell>
  );
}
