import type { Country } from '@storefront/contract';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { loadChunk } from '@/lib/chunk-load';
import { useT } from '@/lib/i18n';
import type { ManualCompanySchema } from '../api/manual-company-rules';
import { addManualCompany, type ManualCompany } from '../stores/manual-companies';

const loadManualCompanyRules = () =>
  loadChunk(() => import('../api/manual-company-rules')).then((rules) => rules.manualCompanySchema);

interface ManualCompanyValues {
  name: string;
  country_id: string;
  number: string;
}

/**
 * A company typed in by hand: its name, its country (the search's one to start with) and, if
 * known, its number. Checked with the contract's rules; kept in this browser (no call, no human
 * check), under a new local id.
 */
export function ManualCompanyForm({
  countries,
  countryId,
  defaultName,
  onAdded,
}: {
  countries: readonly Country[];
  countryId: number | undefined;
  defaultName: string;
  onAdded(company: ManualCompany): void;
}) {
  const t = useT();
  const [initial] = useState<ManualCompanyValues>(() => ({
    name: defaultName,
    country_id: countryId === undefined ? '' : String(countryId),
    number: '',
  }));
  const form = useContractForm<ManualCompanyValues, ManualCompanySchema>({
    schema: loadManualCompanyRules,
    defaultValues: initial,
    humanCheck: false,
  });
  const options = [
    ...(countryId === undefined ? [{ value: '', label: t('ChooseCountry') }] : []),
    ...countries.map((country) => ({ value: String(country.id), label: country.text })),
  ];
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const country = countries.find((candidate) => candidate.id === values.country_id);
        return addManualCompany({
          name: values.name,
          countryId: values.country_id,
          countryCode: country?.code ?? '',
          number: values.number ?? '',
        });
      }}
      onSuccess={onAdded}
      submitLabel={t('ManualCompanyAdd')}
      keepFormOnSuccess
      requiredHint
      aria-label={t('AddCompanyTitle')}
    >
      <TextField name="name" label={t('CompanyName')} required autoComplete="organization" />
      <SelectField name="country_id" label={t('Country')} options={options} />
      <TextField
        name="number"
        label={t('ManualCompanyNumber')}
        hint={t('ManualCompanyNumberHint')}
        maxLength={64}
        autoComplete="off"
      />
    </Form>
  );
}
