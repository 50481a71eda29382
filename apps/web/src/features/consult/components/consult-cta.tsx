import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { useConsultDialog } from './consult-dialog-provider';
import styles from './consult-cta.module.css';

/**
 * A call to action for the free consultation: opens the contact form. At the end of a page's
 * content by default; `band` makes it a full-width block between the home page's sections.
 */
export function ConsultCta({ band = false }: { band?: boolean }) {
  const t = useT();
  const consult = useConsultDialog();
  const id = useId();
  const cta = (
    <section className={styles.cta} aria-labelledby={id}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path
          d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6a.5.5 0 0 1-.8-.4V16A2.5 2.5 0 0 1 4 13.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M8.5 8.5h7M8.5 11.5h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <div className={styles.text}>
        <h2 id={id} className={styles.title}>
          {t('ConsultCtaTitle')}
        </h2>
        <p className={styles.lead}>{t('ConsultCtaText')}</p>
      </div>
      <button
        type="button"
        className={`button ${styles.button}`}
        onClick={(event) => consult.open(event.currentTarget)}
        onPointerEnter={consult.preload}
        onFocus={consult.preload}
        aria-haspopup="dialog"
      >
        {t('ConsultCtaButton')}
      </button>
    </section>
  );
  return band ? <div className={`container ${styles.band}`}>{cta}</div> : cta;
}
