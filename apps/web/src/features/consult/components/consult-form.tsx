import type { User } from '@storefront/contract';
import { type ReactNode, useState } from 'react';
import { Form } from '@/components/form/form';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import {
  type ConsultFormValues,
  type ConsultSchema,
  loadConsultRules,
  sendConsult,
} from '../api/send-consult';
import { consultPrefill } from '../utils/consult-prefill';
import styles from './consult-form.module.css';

const stripDigits = (text: string) => text.replace(/\d/g, '');

/**
 * The free-consultation form (spec sections 2 and 5): name (3 characters or more, digits dropped
 * as typed), e-mail, phone with its country, company; a phone or an e-mail is needed. Prefilled
 * from `user` when someone is signed in.
 */
export function ConsultForm({
  user,
  onSuccess,
  successActions,
}: {
  user?: User | null;
  onSuccess?(): void;
  successActions?: ReactNode;
}) {
  const t = useT();
  const { lang } = useLanguage();
  // Taken once: a user arriving mid-edit does not overwrite what was typed.
  const [prefill] = useState(() => consultPrefill(user));
  const form = useContractForm<ConsultFormValues, ConsultSchema>({
    schema: loadConsultRules,
    defaultValues: prefill.values,
  });
  return (
    <Form
      form={form}
      onSubmit={(values, token) => sendConsult(values, token ?? '', lang)}
      onSuccess={onSuccess}
      submitLabel={t('Send')}
      successMessage={t('SentSuccessfully')}
      successActions={successActions}
      requiredHint
      aria-label={t('ConsultTitle')}
    >
      <TextField name="name" label={t('Name')} required autoComplete="name" transform={stripDigits} />
      <TextField
        name="email"
        type="email"
        label={t('Email')}
        autoComplete="email"
        placeholder={t('EmailPlaceholder')}
        deps={['phone']}
      />
      <PhoneField
        name="phone"
        label={t('Phone')}
        defaultCountry={prefill.phoneCountry}
        hint={t('EmailOrPhoneHint')}
      />
      <TextField name="company" label={t('Company')} required autoComplete="organization" />
      <p className={styles.consent}>{t('ConsentPersonalData')}</p>
    </Form>
  );
}
