import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { CompanySearchForm } from './company-search-form';
import styles from './order-cta.module.css';

/** Ordering starts from a company: a call to search for it. */
export function OrderCta() {
  const t = useT();
  const id = useId();
  return (
    <section className={styles.cta} aria-labelledby={id}>
      <div className={styles.text}>
        <h2 id={id} className={styles.title}>
          {t('OrderCtaTitle')}
        </h2>
        <p className={styles.lead}>{t('OrderCtaText')}</p>
      </div>
      <CompanySearchForm tone="dark" />
    </section>
  );
}
