import type { Country } from '@storefront/contract';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { RegisterBadge } from './register-badge';
import styles from './country-header.module.css';

/**
 * The top of a country's page: its title, a lead line, the register's name and status and a link
 * elsewhere.
 */
export function CountryHeader({
  title,
  lead,
  country,
  aside,
}: {
  title: string;
  lead: string;
  country: Country;
  aside?: ReactNode;
}) {
  const t = useT();
  return (
    <header className={styles.header}>
      <span className={styles.code} aria-hidden="true">
        {country.code}
      </span>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        <p className={`lead ${styles.lead}`}>{lead}</p>
        {country.register_name && (
          <p className={styles.register}>{t('CountryRegisterName', country.register_name)}</p>
        )}
        <div className={styles.meta}>
          <RegisterBadge country={country} />
          {aside}
        </div>
      </div>
    </header>
  );
}
