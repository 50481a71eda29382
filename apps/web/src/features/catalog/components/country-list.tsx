import type { Country } from '@storefront/contract';
import { useId } from 'react';
import { Link } from '@/components/link/link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { RegisterBadge } from './register-badge';
import styles from './country-list.module.css';

function CountryGroup({
  title,
  countries,
  featured,
}: {
  title: string;
  countries: readonly Country[];
  featured: boolean;
}) {
  const id = useId();
  if (countries.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={`${styles.grid} ${featured ? styles.featured : ''}`}>
        {countries.map((country) => (
          <li key={country.id}>
            <Link className={styles.card} to={paths.tariff(country.link_sef)}>
              <span className={styles.code} aria-hidden="true">
                {country.code}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{country.text}</span>
                <RegisterBadge country={country} />
              </span>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.arrow}>
                <path
                  d="M9 6l6 6-6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every country linking to its tariffs: the popular ones first, then the rest. */
export function CountryList({
  countries,
  popular,
}: {
  countries: readonly Country[];
  popular: readonly Country[];
}) {
  const t = useT();
  const popularIds = new Set(popular.map((country) => country.id));
  const others = countries.filter((country) => !popularIds.has(country.id));
  return (
    <div className={styles.groups}>
      <CountryGroup title={t('PopularCountries')} countries={popular} featured />
      <CountryGroup
        title={popular.length > 0 ? t('OtherCountries') : t('AllCountries')}
        countries={others}
        featured={false}
      />
    </div>
  );
}
