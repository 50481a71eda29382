import { ErrorState } from '@/components/error-state/error-state';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';
import { loadSellerRules, saveSeller, type SellerSchema, useSellerSaved } from '../api/save-seller';
import { type SellerRequisites } from '@storefront/contract';
import { useSeller } from '../api/get-seller';
import styles from './site-forms.module.css';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

function RequisitesForm({ seller }: { seller: SellerRequisites | null }) {
  const t = useT();
  const saved = useSellerSaved();
  const form = useContractForm<SellerRequisites, SellerSchema>({
    schema: loadSellerRules,
    humanCheck: false,
    defaultValues: seller ?? {
      name: '',
      inn: '',
      kpp: '',
      ogrn: '',
      address: '',
      bank: '',
      bik: '',
      account: '',
      correspondent_account: '',
    },
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => saveSeller(values)}
      onSuccess={(answer) => void saved(answer)}
      submitLabel={t('AdminTextsSave')}
      successMessage={t('AdminSellerSaved')}
      keepFormOnSuccess
      requiredHint
      className={`card ${styles.contactsCard}`}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('AdminSellerCompany')}</legend>
        <TextField name="name" label={t('AdminSellerName')} required maxLength={255} />
        <TextField
          name="inn"
          label={t('LegalEntityInn')}
          required
          maxLength={12}
          transform={digitsOnly}
          deps={['ogrn', 'kpp']}
        />
        <TextField name="kpp" label={t('LegalEntityKpp')} maxLength={9} hint={t('AdminSellerKppHint')} />
        <TextField name="ogrn" label={t('LegalEntityOgrn')} required maxLength={15} transform={digitsOnly} />
        <TextField name="address" label={t('LegalEntityAddress')} required maxLength={1000} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('AdminBank')}</legend>
        <TextField name="bank" label={t('LegalEntityBank')} required maxLength={255} />
        <TextField
          name="bik"
          label={t('LegalEntityBik')}
          required
          maxLength={9}
          transform={digitsOnly}
          deps={['account', 'correspondent_account']}
        />
        <TextField
          name="account"
          label={t('LegalEntityAccount')}
          required
          maxLength={20}
          transform={digitsOnly}
        />
        <TextField
          name="correspondent_account"
          label={t('AdminSellerCorrespondentAccount')}
          required
          maxLength={20}
          transform={digitsOnly}
        />
      </fieldset>
    </Form>
  );
}

/** The seller's requisites (administrators): what every invoice and act issued from now on prints. */
export function SellerForm() {
  const t = useT();
  const query = useSeller();
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />;
  if (query.data === undefined) return <Loader label={t('Loading')} />;
  return <RequisitesForm seller={query.data} />;
}
