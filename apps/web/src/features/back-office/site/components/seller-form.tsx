import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useT } from '@/lib/i18n';
import { loadSellerRules, saveSeller, type SellerSchema, useSellerSaved } from '../api/save-seller';
import { type SellerRequisites } from '@storefront/contract';
import { useSeller } from '../api/get-seller';
import { Loaded } from '@/components/back-office/loaded';
import { SettingsForm, SettingsGroup } from './settings-form';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** One requisite's field: its label, limit, whether it is required, and what it is typed as. */
interface Requisite {
  name: keyof SellerRequisites;
  labelKey: string;
  maxLength: number;
  required?: boolean;
  /** Typed as digits only (numbers of registers and accounts). */
  digits?: boolean;
  hintKey?: string;
  /** The fields checked again when this one changes (a number that must agree with it). */
  deps?: (keyof SellerRequisites)[];
}

const COMPANY: Requisite[] = [
  { name: 'name', labelKey: 'AdminSellerName', maxLength: 255, required: true },
  {
    name: 'inn',
    labelKey: 'LegalEntityInn',
    maxLength: 12,
    required: true,
    digits: true,
    deps: ['ogrn', 'kpp'],
  },
  { name: 'kpp', labelKey: 'LegalEntityKpp', maxLength: 9, hintKey: 'AdminSellerKppHint' },
  { name: 'ogrn', labelKey: 'LegalEntityOgrn', maxLength: 15, required: true, digits: true },
  { name: 'address', labelKey: 'LegalEntityAddress', maxLength: 1000, required: true },
];

const BANK: Requisite[] = [
  { name: 'bank', labelKey: 'LegalEntityBank', maxLength: 255, required: true },
  {
    name: 'bik',
    labelKey: 'LegalEntityBik',
    maxLength: 9,
    required: true,
    digits: true,
    deps: ['account', 'correspondent_account'],
  },
  { name: 'account', labelKey: 'LegalEntityAccount', maxLength: 20, required: true, digits: true },
  {
    name: 'correspondent_account',
    labelKey: 'AdminSellerCorrespondentAccount',
    maxLength: 20,
    required: true,
    digits: true,
  },
];

const NO_SELLER: SellerRequisites = {
  name: '',
  inn: '',
  kpp: '',
  ogrn: '',
  address: '',
  bank: '',
  bik: '',
  account: '',
  correspondent_account: '',
};

function RequisiteFields({ fields }: { fields: Requisite[] }) {
  const t = useT();
  return fields.map((field) => (
    <TextField
      key={field.name}
      name={field.name}
      label={t(field.labelKey)}
      required={field.required}
      maxLength={field.maxLength}
      hint={field.hintKey ? t(field.hintKey) : undefined}
      transform={field.digits ? digitsOnly : undefined}
      deps={field.deps}
    />
  ));
}

function RequisitesForm({ seller }: { seller: SellerRequisites | null }) {
  const t = useT();
  const saved = useSellerSaved();
  const form = useContractForm<SellerRequisites, SellerSchema>({
    schema: loadSellerRules,
    humanCheck: false,
    defaultValues: seller ?? NO_SELLER,
  });
  return (
    <SettingsForm
      form={form}
      save={saveSeller}
      onSaved={(answer) => void saved(answer)}
      successMessage={t('AdminSellerSaved')}
    >
      <SettingsGroup legend={t('AdminSellerCompany')}>
        <RequisiteFields fields={COMPANY} />
      </SettingsGroup>
      <SettingsGroup legend={t('AdminBank')}>
        <RequisiteFields fields={BANK} />
      </SettingsGroup>
    </SettingsForm>
  );
}

/** The seller's requisites (administrators): what every invoice and act issued from now on prints. */
export function SellerForm() {
  return <Loaded query={useSeller()}>{(seller) => <RequisitesForm seller={seller} />}</Loaded>;
}
