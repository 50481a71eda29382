import type { ReactNode } from 'react';
import type { ChosenCompany } from '@/config/paths';
import { useT } from '@/lib/i18n';
import styles from './selection-layout.module.css';

/**
 * The frame of the steps from a company to a product: the step's heading, the company being
 * ordered for (with a way back to the search), then the step's choices.
 */
export function SelectionLayout({
  title,
  lead,
  step,
  company,
  countryName,
  back,
  aside,
  children,
}: {
  title: string;
  lead: string;
  /** 1: the purpose and type, 2: the documents. */
  step: 1 | 2;
  company: ChosenCompany;
  countryName?: string;
  back: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const known = (value: string) => (value && value !== '-' ? value : undefined);
  const details = [
    known(company.inn) ? `${t('Inn')} ${company.inn}` : undefined,
    countryName ?? known(company.country),
    known(company.status),
  ].filter(Boolean);
  return (
    <div className="container page">
      <header className={styles.header}>
        <p className={styles.step}>{t('SelectionStep', step, 2)}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className="lead">{lead}</p>
      </header>
      <section className={`card ${styles.company}`} aria-label={t('Company')} data-testid="chosen-company">
        <div className={styles.companyMain}>
          <span className={styles.companyLabel}>{t('Company')}</span>
          <strong className={styles.companyName}>{company.name}</strong>
          {details.length ? <span className={styles.companyDetails}>{details.join(' · ')}</span> : null}
        </div>
        <div className={styles.companyActions}>
          {aside}
          {back}
        </div>
      </section>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
