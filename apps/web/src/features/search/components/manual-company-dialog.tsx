import type { Country } from '@storefront/contract';
import type { RefObject } from 'react';
import { Modal } from '@/components/modal/modal';
import { useT } from '@/lib/i18n';
import type { ManualCompany } from '../stores/manual-companies';
import { ManualCompanyForm } from './manual-company-form';

/** The typed-in company's form in the shared modal; loaded on first use with the form code it needs. */
export default function ManualCompanyDialog({
  open,
  onOpenChange,
  countries,
  countryId,
  defaultName,
  onAdded,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  countries: readonly Country[];
  countryId: number | undefined;
  defaultName: string;
  onAdded(company: ManualCompany): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('AddCompanyTitle')}
      description={t('ManualCompanyIntro')}
      closeLabel={t('Close')}
      returnFocusTo={returnFocusTo}
    >
      {open ? (
        <ManualCompanyForm
          countries={countries}
          countryId={countryId}
          defaultName={defaultName}
          onAdded={onAdded}
        />
      ) : null}
    </Modal>
  );
}
