import type { LegalEntity } from '@storefront/contract';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useT } from '@/lib/i18n';
import {
  legalEntityFormValues,
  type LegalEntityFormValues,
  type LegalEntitySchema,
  loadLegalEntityRules,
  saveLegalEntity,
} from '../api/save-legal-entity';
import styles from './legal-entity-form.module.css';

/**
 * Adds a legal entity or, given one, edits it (`user-yurlitso-add` / `-update`). The requisites are
 * checked with the contract's rules as the server checks them: INN, OGRN or OGRNIP, KPP, BIK and
 * the account's key against the BIK.
 */
export function LegalEntityForm({ entity, onSaved }: { entity?: LegalEntity; onSaved(): void }) {
  const t = useT();
  const [initial] = useState(() => legalEntityFormValues(entity));
  const form = useContractForm<LegalEntityFormValues, LegalEntitySchema>({
    schema: loadLegalEntityRules,
    defaultValues: initial,
  });
  const digitsOnly = (value: string) => value.replace(/\D/g, '');
  return (
    <Form
      form={form}
      onSubmit={(values, token) => saveLegalEntity(values, { token: token ?? '', id: entity?.id })}
      onSuccess={onSaved}
      submitLabel={t('Save')}
      keepFormOnSuccess
      requiredHint
      aria-label={entity ? t('EditLegalEntity') : t('AddLegalEntity')}
    >
      <div className={styles.grid}>
        <div className={styles.wide}>
          <TextField name="name" label={t('LegalEntityName')} required autoComplete="organization" />
        </div>
        <TextField
          name="inn"
          label={t('LegalEntityInn')}
          required
          maxLength={12}
          inputMode="numeric"
          transform={digitsOnly}
          hint={t('LegalEntityInnHint')}
          deps={['ogrn', 'kpp']}
          autoComplete="off"
        />
        <TextField
          name="ogrn"
          label={t('LegalEntityOgrn')}
          required
          maxLength={15}
          inputMode="numeric"
          transform={digitsOnly}
          hint={t('LegalEntityOgrnHint')}
          autoComplete="off"
        />
        <TextField
          name="kpp"
          label={t('LegalEntityKpp')}
          maxLength={9}
          transform={(value) => value.toUpperCase().replace(/[^\dA-Z]/g, '')}
          hint={t('LegalEntityKppHint')}
          autoComplete="off"
        />
        <div className={styles.wide}>
          <TextField
            name="yur_address"
            label={t('LegalEntityAddress')}
            required
            autoComplete="street-address"
          />
        </div>
        <TextField
          name="bik"
          label={t('LegalEntityBik')}
          required
          maxLength={9}
          inputMode="numeric"
          transform={digitsOnly}
          deps={['rasch_sch']}
          autoComplete="off"
        />
        <TextField name="bank" label={t('LegalEntityBank')} required autoComplete="off" />
        <div className={styles.wide}>
          <TextField
            name="rasch_sch"
            label={t('LegalEntityAccount')}
            required
            maxLength={20}
            inputMode="numeric"
            transform={digitsOnly}
            hint={t('LegalEntityAccountHint')}
            autoComplete="off"
          />
        </div>
      </div>
    </Form>
  );
}
