import { companySelectionPath, paths } from '@/config/paths';
import { PurposePicker } from '@/features/catalog/components/purpose-picker';
import { useT } from '@/lib/i18n';
import { CompanySelectionPage, companySelectionLoader, useCompanySelection } from './company-selection';

/** /search/select-type: the purpose of the documents, then the product type. */
export const loader = companySelectionLoader;

export function Component() {
  const t = useT();
  const selection = useCompanySelection();
  const { company, purposeId } = selection;
  return (
    <CompanySelectionPage step={1} title={t('SelectType')} lead={t('SelectTypeLead')}>
      {({ products, typePurposes }) => (
        <PurposePicker
          purposes={typePurposes}
          offeredTypeIds={new Set(products.flatMap((product) => product.productTypes))}
          purposeId={purposeId}
          hrefForPurpose={(id) => companySelectionPath(paths.selectType, { company, purposeId: id })}
          hrefForType={(type) =>
            companySelectionPath(paths.selectProduct, { company, purposeId, typeId: type.id })
          }
        />
      )}
    </CompanySelectionPage>
  );
}
