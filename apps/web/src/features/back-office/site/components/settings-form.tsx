import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ContractForm } from '@/components/form/use-contract-form';
import { useT } from '@/lib/i18n';
import styles from './site-forms.module.css';
import { EditorForm } from '@/components/back-office/editor-form';

/**
 * A form of the shop's one set of settings (contacts, the seller's requisites): a card of titled
 * groups of fields that stays after a save and says it saved.
 */
export function SettingsForm<V extends FieldValues, O extends FieldValues, A>({
  form,
  save,
  onSaved,
  successMessage,
  children,
}: {
  form: ContractForm<V, O>;
  save: (values: O) => Promise<A>;
  onSaved: (answer: A) => void;
  successMessage: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <EditorForm
      form={form}
      onSubmit={(values) => save(values)}
      onSuccess={(answer) => onSaved(answer)}
      submitLabel={t('AdminTextsSave')}
      successMessage={successMessage}
      className={`card ${styles.contactsCard}`}
    >
      {children}
    </EditorForm>
  );
}

/** A titled group of a settings form. */
export function SettingsGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
