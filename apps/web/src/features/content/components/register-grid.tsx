import type { Country } from '@storefront/contract';
import { Link } from '@/components/link/link';
import { paths } from '@/config/paths';
import type { Translate } from '@/lib/i18n';
import styles from './register-grid.module.css';

/** Whether a country's register answers online or documents are requested through a partner there. */
function RegisterKind({ online, t }: { online: boolean; t: Translate }) {
  return (
    <span className={styles.kind} data-online={online}>
      <span className={styles.dot} aria-hidden="true" />
      {online ? t('OnlineRegister') : t('OfflineRegister')}
    </span>
  );
}

/** The legend of the two kinds of register, with how many countries have each. */
export function RegisterLegend({ countries, t }: { countries: readonly Country[]; t: Translate }) {
  const online = countries.filter((country) => country.online).length;
  return (
    <dl className={styles.legend}>
      <div className={styles.legendItem}>
        <dt>
          <RegisterKind online t={t} />
          <span className={styles.legendCount}>{online}</span>
        </dt>
        <dd>{t('OnlineRegisterHint')}</dd>
      </div>
      <div className={styles.legendItem}>
        <dt>
          <RegisterKind online={false} t={t} />
          <span className={styles.legendCount}>{countries.length - online}</span>
        </dt>
        <dd>{t('OfflineRegisterHint')}</dd>
      </div>
    </dl>
  );
}

/** Foreign countries as cards: code, name, kind of register and the way to its tariffs. */
export function RegisterGrid({ countries, t }: { countries: readonly Country[]; t: Translate }) {
  return (
    <ul className={styles.grid}>
      {countries.map((country) => (
        <li key={country.id} className={styles.card}>
          <div className={styles.top}>
            <span className={styles.code} aria-hidden="true">
              {country.code}
            </span>
            <RegisterKind online={country.online} t={t} />
          </div>
          <h3 className={styles.name}>{country.text}</h3>
          <Link to={paths.tariff(country.link_sef)} className={styles.link}>
            {t('GoToTariffs')}
            <span className="visually-hidden">: {country.text}</span>
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
              <path
                d="M7.5 4.5 13 10l-5.5 5.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
