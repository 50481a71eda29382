import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useFieldMessage } from '@/components/form/field';
import type { ContractFieldError } from '@/components/form/form-types';
import { useContractFormContext } from '@/components/form/use-contract-form';

/**
 * A back-office field's binding to its contract form: the controller's field, its translated
 * message (quiet until touched, changed or submitted, as the form's own fields), an id for the
 * input and the value as text ('' for none).
 */
export function useBoundField(name: string, { alwaysDirty = false }: { alwaysDirty?: boolean } = {}) {
  const form = useContractFormContext();
  const { field, fieldState } = useController({ control: form.control, name });
  const message = useFieldMessage(fieldState.error as ContractFieldError | undefined, {
    ...fieldState,
    ...(alwaysDirty && { isDirty: true }),
    isSubmitted: form.formState.isSubmitted,
  });
  const inputId = useId();
  const text = typeof field.value === 'string' ? field.value : '';
  return { form, field, message, inputId, text };
}
