import type { Product } from '@storefront/contract';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { ProductCard } from './product-card';
import styles from './product-offers.module.css';

/**
 * The documents offered for a company on the selection page: the products of one type (all when
 * no type is given), each with its related products from the same country's catalog.
 */
export function ProductOffers({
  products,
  typeId,
  renderAction,
}: {
  products: readonly Product[];
  typeId?: number;
  renderAction(product: Product): ReactNode;
}) {
  const t = useT();
  const byId = new Map(products.map((product) => [product.id, product]));
  const shown =
    typeId === undefined ? products : products.filter((product) => product.productTypes.includes(typeId));
  if (shown.length === 0) return <p className={styles.empty}>{t('NoProducts')}</p>;
  return (
    <ul className={styles.list} data-testid="select-products">
      {shown.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            related={product.productsRelated.flatMap((id) => byId.get(id) ?? [])}
            renderAction={renderAction}
          />
        </li>
      ))}
    </ul>
  );
}
