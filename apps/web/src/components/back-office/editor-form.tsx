import type { FieldValues } from 'react-hook-form';
import { Form, type FormProps } from '@/components/form/form';

/**
 * The form of every back-office editor (an entry, a settings group): it stays on screen after a
 * save, which it announces under it, and marks the required fields; the rest is the shop's `Form`.
 */
export function EditorForm<TValues extends FieldValues, TOutput extends FieldValues, TAnswer>(
  props: Omit<FormProps<TValues, TOutput, TAnswer>, 'keepFormOnSuccess' | 'requiredHint' | 'successActions'>,
) {
  return <Form {...props} keepFormOnSuccess requiredHint />;
}
