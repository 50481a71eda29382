import type { SiteSettings } from '@storefront/contract';
import type { Translate } from '@/lib/i18n';
import styles from './faq-contact.module.css';

/** Under the questions: no answer here? The shop's e-mail and phone. */
export function FaqContact({ settings, t }: { settings: SiteSettings; t: Translate }) {
  return (
    <section className={styles.box} aria-labelledby="faq-contact-title">
      <h2 id="faq-contact-title" className={styles.title}>
        {t('FaqContactTitle')}
      </h2>
      <p className={styles.text}>{t('FaqSubtitle')}</p>
      <div className={styles.actions}>
        <a className="button" href={`mailto:${settings.email}`}>
          {settings.email}
        </a>
        <a className={`button button-secondary ${styles.phone}`} href={settings.phone_link}>
          {settings.phone}
        </a>
      </div>
    </section>
  );
}
