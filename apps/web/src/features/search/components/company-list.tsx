import type { Ref } from 'react';
import { CompanyCard, type ListedCompany, type RenderCompanyProducts } from './company-card';
import styles from './company-list.module.css';

/** Companies one under another; one of them may be open (the current company). */
export function CompanyList({
  items,
  expandedId,
  onToggle,
  renderProducts,
  onRemove,
  listRef,
  labelledBy,
}: {
  items: readonly ListedCompany[];
  expandedId: number | undefined;
  onToggle(id: number): void;
  renderProducts: RenderCompanyProducts;
  onRemove?: (id: number) => void;
  listRef?: Ref<HTMLUListElement>;
  labelledBy?: string;
}) {
  return (
    <ul className={styles.list} ref={listRef} aria-labelledby={labelledBy}>
      {items.map((listed, index) => (
        <li key={listed.company.id}>
          <CompanyCard
            listed={listed}
            index={index}
            expanded={listed.company.id === expandedId}
            onToggle={() => onToggle(listed.company.id)}
            renderProducts={renderProducts}
            onRemove={onRemove ? () => onRemove(listed.company.id) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
