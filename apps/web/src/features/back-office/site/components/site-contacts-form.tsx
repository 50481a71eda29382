import { socialNetworks } from '@storefront/contract';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { Loaded } from '@/components/back-office/loaded';
import { useT } from '@/lib/i18n';
import { type AdminSiteContacts } from '@storefront/contract';
import {
  loadSiteContactsRules,
  saveSiteContacts,
  type SiteContactsFormValues,
  type SiteContactsSchema,
  useSiteContactsSaved,
} from '../api/save-site-contacts';
import { useSiteContacts } from '../api/get-site-contacts';
import { SettingsForm, SettingsGroup } from './settings-form';

const NETWORK_NAMES: Record<(typeof socialNetworks)[number], string> = {
  vk: 'VK',
  tw: 'X (Twitter)',
  fb: 'Facebook',
  in: 'LinkedIn',
};

function ContactsForm({ contacts }: { contacts: AdminSiteContacts }) {
  const t = useT();
  const saved = useSiteContactsSaved();
  const form = useContractForm<SiteContactsFormValues, SiteContactsSchema>({
    schema: loadSiteContactsRules,
    humanCheck: false,
    defaultValues: {
      phone: contacts.phone,
      phone2: contacts.phone2,
      phone_link: contacts.phone_link,
      email: contacts.email,
      sitename: { 'ru-RU': contacts.sitename['ru-RU'] ?? '', 'en-US': contacts.sitename['en-US'] ?? '' },
      address: { 'ru-RU': contacts.address['ru-RU'] ?? '', 'en-US': contacts.address['en-US'] ?? '' },
      social: {
        vk: contacts.social.vk ?? '',
        tw: contacts.social.tw ?? '',
        fb: contacts.social.fb ?? '',
        in: contacts.social.in ?? '',
      },
    },
  });
  return (
    <SettingsForm
      form={form}
      save={saveSiteContacts}
      onSaved={(answer) => void saved(answer)}
      successMessage={t('AdminContactsSaved')}
    >
      <SettingsGroup legend={t('AdminContactsName')}>
        <TextField name="sitename.ru-RU" label={t('AdminContactsInRussian')} required maxLength={255} />
        <TextField name="sitename.en-US" label={t('AdminContactsInEnglish')} maxLength={255} />
      </SettingsGroup>
      <SettingsGroup legend={t('AdminContactsPhones')}>
        <TextField name="phone" label={t('AdminContactsPhone')} required maxLength={64} />
        <TextField
          name="phone_link"
          label={t('AdminContactsPhoneLink')}
          required
          maxLength={64}
          hint={t('AdminContactsPhoneLinkHint')}
        />
        <TextField name="phone2" label={t('AdminContactsPhone2')} maxLength={64} />
        <TextField name="email" type="email" label={t('Email')} required maxLength={255} />
      </SettingsGroup>
      <SettingsGroup legend={t('AdminContactsAddress')}>
        <TextField name="address.ru-RU" label={t('AdminContactsInRussian')} required maxLength={1000} />
        <TextField name="address.en-US" label={t('AdminContactsInEnglish')} maxLength={1000} />
      </SettingsGroup>
      <SettingsGroup legend={t('AdminContactsSocial')}>
        {socialNetworks.map((network) => (
          <TextField
            key={network}
            name={`social.${network}`}
            label={NETWORK_NAMES[network]}
            maxLength={255}
            hint={t('AdminContactsSocialHint')}
          />
        ))}
      </SettingsGroup>
    </SettingsForm>
  );
}

/** The shop's contacts and social links: one form, shown by the shop at once. */
export function SiteContactsForm() {
  return <Loaded query={useSiteContacts()}>{(contacts) => <ContactsForm contacts={contacts} />}</Loaded>;
}
