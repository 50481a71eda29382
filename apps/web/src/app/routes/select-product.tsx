import { Link } from '@/components/link/link';
import { companySelectionPath, paths } from '@/config/paths';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { OfferButton } from '@/features/catalog/components/price-list-button';
import { ProductOffers } from '@/features/catalog/components/product-offers';
import { useT } from '@/lib/i18n';
import { CompanySelectionPage, companySelectionLoader, useCompanySelection } from './company-selection';

/**
 * /search/select-product: the documents of the chosen type for the company's country (all of
 * them when no type was chosen), each with its related products, to add to the cart.
 */
export const loader = companySelectionLoader;

export function Component() {
  const t = useT();
  const { company, purposeId, typeId } = useCompanySelection();
  const back = (
    <>
      <Link to={companySelectionPath(paths.selectType, { company, purposeId })}>
        {t('ChangeProductType')}
      </Link>
      <OfferButton
        addressee={{
          countryId: company.countryId,
          name: company.name,
          country: company.country,
          inn: company.inn,
        }}
      />
    </>
  );
  return (
    <CompanySelectionPage step={2} title={t('SelectProductTitle')} lead={t('SelectProductLead')} aside={back}>
      {({ products }) => (
        <ProductOffers
          products={products}
          typeId={typeId}
          renderAction={(product) => <AddToCartButton company={company} product={product} />}
        />
      )}
    </CompanySelectionPage>
  );
}
