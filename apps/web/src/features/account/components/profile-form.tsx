import type { User } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { PhoneField } from '@/components/form/phone-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useContractForm, useContractFormContext } from '@/components/form/use-contract-form';
import { setSessionData } from '@/lib/session/use-session';
import { useT } from '@/lib/i18n';
import {
  editProfile,
  loadProfileRules,
  profileFormValues,
  type ProfileFormValues,
  type ProfileSchema,
} from '../api/edit-profile';
import styles from './profile-form.module.css';

/** The closing-document options; a value saved some other way stays selectable. */
const ACT_TYPES = ['paper', 'edo'] as const;
const ACT_TYPE_KEYS: Record<string, string> = { paper: 'ActTypePaper', edo: 'ActTypeEdo' };

/**
 * The current password, asked only while the e-mail differs from the saved one: the
 * login e-mail moves only with it. The server checks it; a missing or wrong one comes back under it.
 */
function CurrentPasswordField() {
  const t = useT();
  const form = useContractFormContext();
  const email = useWatch({ control: form.control, name: 'email' }) as string | undefined;
  // The saved e-mail is the form's default: a save resets the form to the answered user.
  const saved = String(form.formState.defaultValues?.email ?? '');
  const changed = (email ?? '').trim().toLowerCase() !== saved.trim().toLowerCase();
  if (!changed) return null;
  return (
    <TextField
      name="current_password"
      type="password"
      label={t('CurrentPassword')}
      hint={t('CurrentPasswordHint')}
      required
      autoComplete="current-password"
    />
  );
}

/**
 * Every user field of spec section 3 (`edit-profile`): the names (last, first and patronymic, as
 * checkout asks them and prefills them from here), e-mail, phone and Telegram; how
 * closing documents are sent; delivery address and contact person with their phone. Phones use
 * the masks from settings. A new e-mail asks for the current password. A save puts the answered
 * user wherever the app shows the user.
 */
export function ProfileForm({ user }: { user: User }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [initial] = useState(() => profileFormValues(user));
  const form = useContractForm<ProfileFormValues, ProfileSchema>({
    schema: loadProfileRules,
    defaultValues: initial,
  });
  const actTypes = [
    ...ACT_TYPES,
    ...(initial.act_type && !ACT_TYPE_KEYS[initial.act_type] ? [initial.act_type] : []),
  ];
  return (
    <Form
      form={form}
      onSubmit={(values, token) => editProfile(values, user, token ?? '')}
      onSuccess={(answer) => {
        setSessionData(queryClient, answer.user);
        form.reset(profileFormValues(answer.user));
      }}
      submitLabel={t('Save')}
      successMessage={t('ProfileSaved')}
      keepFormOnSuccess
      requiredHint
      className={styles.form}
      aria-label={t('Profile')}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('PersonalData')}</legend>
        <div className={styles.grid}>
          <TextField name="last_name" label={t('LastName')} autoComplete="family-name" />
          <TextField name="first_name" label={t('FirstName')} autoComplete="given-name" />
          <TextField name="middle_name" label={t('MiddleName')} autoComplete="additional-name" />
          <TextField name="email" type="email" label={t('Email')} required autoComplete="email" />
          <CurrentPasswordField />
          <PhoneField
            name="phone"
            label={t('Phone')}
            defaultCountry={user.phone ? undefined : user.phoneMask?.iso_code_2}
          />
          <TextField name="telegram" label={t('Telegram')} placeholder="@username" autoComplete="off" />
          <SelectField
            name="act_type"
            label={t('ActType')}
            options={[
              { value: '', label: t('NotSpecified') },
              ...actTypes.map((value) => ({
                value,
                label: ACT_TYPE_KEYS[value] ? t(ACT_TYPE_KEYS[value]) : value,
              })),
            ]}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('DeliveryData')}</legend>
        <div className={styles.grid}>
          <TextField name="country" label={t('Country')} autoComplete="country-name" />
          <TextField name="region" label={t('Region')} autoComplete="address-level1" />
          <TextField name="city" label={t('City')} autoComplete="address-level2" />
          <TextField name="contact_index" label={t('ContactIndex')} autoComplete="postal-code" />
          <div className={styles.wide}>
            <TextField name="address" label={t('Address')} autoComplete="street-address" />
          </div>
          <TextField name="contact_name" label={t('ContactName')} autoComplete="off" />
          <PhoneField
            name="contact_phone"
            label={t('ContactPhone')}
            defaultCountry={user.contact_phone ? undefined : user.contact_phoneMask?.iso_code_2}
          />
        </div>
      </fieldset>
    </Form>
  );
}
