import type { Product } from '@storefront/contract';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '@/lib/i18n';
import { DeliveryBadge } from './delivery-badge';
import { Duration } from './duration';
import { Price } from './price';
import styles from './product-card.module.css';

/**
 * One product of a country: name, description, duration, delivery and price. It opens (the spec's
 * product 'open' flag) to show its whole description and the products usually ordered with it.
 */
export function ProductCard({
  product,
  related,
  renderAction,
}: {
  product: Product;
  related: readonly Product[];
  /** What the product and each related one offer to do (the selection page gives "Add to cart"). */
  renderAction?: (product: Product) => ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const expandable = related.length > 0;
  return (
    <article className={`card ${styles.card}`} data-open={open} data-testid="product-card">
      <img className={styles.thumb} src={product.thumb} alt="" width={56} height={56} loading="lazy" />
      <div className={styles.body}>
        <h3 className={styles.name} id={`${id}-name`}>
          {product.name}
        </h3>
        <p className={`${styles.description} ${expandable && !open ? styles.clamped : ''}`}>
          {product.description}
        </p>
        <div className={styles.meta}>
          <Duration duration={product.duration} />
          <DeliveryBadge delivery={product.delivery} />
        </div>
      </div>
      <div className={styles.side}>
        <Price euro={product.price_num} ruble={product.ruble_price_num} />
        {renderAction?.(product)}
        {expandable ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            aria-describedby={`${id}-name`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('Collapse') : t('Expand')}
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.chevron}>
              <path
                d="M6 9l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
      </div>
      {expandable ? (
        <div id={`${id}-panel`} className={styles.panel} hidden={!open}>
          <p className={styles.panelTitle}>{t('RelatedProducts')}</p>
          <ul className={styles.related}>
            {related.map((item) => (
              <li key={item.id} className={styles.relatedItem}>
                <span className={styles.relatedName}>
                  {item.name}
                  <span className={styles.relatedMeta}>
                    <Duration duration={item.duration} />
                    <DeliveryBadge delivery={item.delivery} />
                  </span>
                </span>
                <span className={styles.relatedSide}>
                  <Price euro={item.price_num} ruble={item.ruble_price_num} size="sm" />
                  {renderAction?.(item)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
