import { type CompanyKind, type Product, type TypePurpose, productFitsCompany } from '@storefront/contract';

/** The products that serve a purpose: those with at least one of the purpose's product types. */
export function productsForPurpose(
  products: readonly Product[],
  purpose: TypePurpose | undefined,
): Product[] {
  if (!purpose) return [...products];
  const wanted = new Set(purpose.productTypes);
  return products.filter((product) => product.productTypes.some((type) => wanted.has(type)));
}

/**
 * The products a company can have (an EGRIP extract only for a sole trader, an EGRUL one only for
 * an organisation); a company whose kind is not known (typed in by hand) may have any.
 */
export function productsForCompany(products: readonly Product[], kind: CompanyKind | undefined): Product[] {
  return products.filter((product) => productFitsCompany(product.company_kind, kind));
}
