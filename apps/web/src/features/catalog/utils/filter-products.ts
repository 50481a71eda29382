import type { Product, TypePurpose } from '@storefront/contract';

/** The products that serve a purpose: those with at least one of the purpose's product types. */
export function productsForPurpose(
  products: readonly Product[],
  purpose: TypePurpose | undefined,
): Product[] {
  if (!purpose) return [...products];
  const wanted = new Set(purpose.productTypes);
  return products.filter((product) => product.productTypes.some((type) => wanted.has(type)));
}
