import { type Company, formatDate, type Product } from '@storefront/contract';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { revealElement } from '@/lib/reveal';
import { UNKNOWN_FIELD } from '../stores/manual-companies';
import styles from './company-card.module.css';

/** A company as the lists show it: from the register or typed in by hand, with its country's offer. */
export interface ListedCompany {
  company: Company;
  countryId: number;
  /** The country's products when the search's answer brought them. */
  products?: readonly Product[];
  /** Typed in by the customer (a local id), not found in the register. */
  manual?: boolean;
  /** The country's name, shown for typed-in companies (they may be of any country). */
  countryName?: string;
}

/** Shows what can be ordered about a company; the route gives it (the catalog's products). */
export type RenderCompanyProducts = (listed: ListedCompany) => ReactNode;

const shown = (value: string) => value.trim() || UNKNOWN_FIELD;

/**
 * One company: its name, register details and status, and a button that opens the panel with its
 * country's documents and prices (the spec's `productsExpanded`). A typed-in company is marked so,
 * shows '-' for what it does not tell, and can be removed.
 */
export function CompanyCard({
  listed,
  expanded,
  onToggle,
  renderProducts,
  onRemove,
  index,
}: {
  listed: ListedCompany;
  expanded: boolean;
  onToggle(): void;
  renderProducts: RenderCompanyProducts;
  onRemove?: () => void;
  /** Its place in the list, for moving the focus to the first of the next page. */
  index?: number;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const id = useId();
  const { company, manual } = listed;
  const updated = company.updated_at ? formatDate(company.updated_at, lang) : '';
  // Opened, its documents may fall below the fold (a card low on the screen): brought into view,
  // the focus left on the button that opened them.
  const panel = useRef<HTMLDivElement>(null);
  const wasExpanded = useRef(expanded);
  useEffect(() => {
    if (expanded && !wasExpanded.current && panel.current) revealElement(panel.current, { block: 'nearest' });
    wasExpanded.current = expanded;
  }, [expanded]);
  const details: [string, string][] = [
    [t('Inn'), shown(company.inn)],
    [t('RegistrationNumber'), shown(company.companyId)],
    [t('Type'), shown(company.type)],
    ...(listed.countryName ? [[t('Country'), listed.countryName] as [string, string]] : []),
    ...(updated ? [[t('Updated'), updated] as [string, string]] : []),
  ];
  return (
    <article
      className={`card ${styles.card}`}
      aria-labelledby={`${id}-name`}
      data-open={expanded}
      data-manual={manual ? true : undefined}
      data-company-index={index}
      data-company-id={company.id}
      data-testid="company"
      tabIndex={-1}
    >
      <div className={styles.head}>
        <h3 className={styles.name} id={`${id}-name`}>
          {company.name}
        </h3>
        <span className={styles.badges}>
          {manual ? <span className={`${styles.badge} ${styles.manual}`}>{t('CompanyTypedIn')}</span> : null}
          <span className={styles.badge}>
            <span className="visually-hidden">{t('Status')}: </span>
            {shown(company.status)}
          </span>
        </span>
      </div>
      <dl className={styles.details}>
        {details.map(([label, value]) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={`${styles.detail} ${styles.wide}`}>
          <dt>{t('Address')}</dt>
          <dd>{shown(company.address)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          aria-describedby={`${id}-name`}
          onClick={onToggle}
        >
          {t('DocumentsAndPrices')}
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.chevron}>
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {onRemove ? (
          <button
            type="button"
            className={styles.remove}
            aria-label={t('RemoveCompany', company.name)}
            onClick={onRemove}
          >
            {t('Remove')}
          </button>
        ) : null}
      </div>
      <div id={`${id}-panel`} ref={panel} className={styles.panel} hidden={!expanded}>
        {expanded ? renderProducts(listed) : null}
      </div>
    </article>
  );
}
