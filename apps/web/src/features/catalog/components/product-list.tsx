import type { Product, TypePurpose } from '@storefront/contract';
import { useId, useMemo, useState } from 'react';
import { usePlural, useT } from '@/lib/i18n';
import { productsForPurpose } from '../utils/filter-products';
import { ProductCard } from './product-card';
import styles from './product-list.module.css';

/**
 * A country's products, filtered by purpose: the chips are the purposes of the products answer;
 * choosing one keeps the products whose types meet the purpose's types.
 */
export function ProductList({
  products,
  typePurposes,
}: {
  products: readonly Product[];
  typePurposes: readonly TypePurpose[];
}) {
  const t = useT();
  const plural = usePlural();
  const labelId = useId();
  const [purposeId, setPurposeId] = useState<number | undefined>(undefined);
  const purpose = typePurposes.find((candidate) => candidate.id === purposeId);
  const shown = useMemo(() => productsForPurpose(products, purpose), [products, purpose]);
  const byId = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);

  if (products.length === 0) return <p className={styles.empty}>{t('NoProducts')}</p>;

  return (
    <div className={styles.wrap}>
      {typePurposes.length > 0 ? (
        <div className={styles.filter}>
          <p className={styles.filterLabel} id={labelId}>
            {t('TypePurposesTitle')}
          </p>
          <div className={styles.chips} role="group" aria-labelledby={labelId}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={purpose === undefined}
              onClick={() => setPurposeId(undefined)}
            >
              {t('AllProducts')}
            </button>
            {typePurposes.map((item) => (
              <button
                key={item.id}
                type="button"
                className={styles.chip}
                aria-pressed={item.id === purpose?.id}
                title={item.description}
                onClick={() => setPurposeId(item.id)}
              >
                {item.name}
              </button>
            ))}
          </div>
          {purpose ? <p className={styles.purposeNote}>{purpose.description}</p> : null}
        </div>
      ) : null}
      <p className={styles.count} aria-live="polite">
        {plural('Document', shown.length)}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                related={product.productsRelated.flatMap((id) => byId.get(id) ?? [])}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('NoProductsForPurpose')}</p>
      )}
    </div>
  );
}
