import type { ReactNode } from 'react';
import { Link } from '@/components/link/link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import styles from './hero.module.css';

/**
 * The dark top of the home page, continuing the dark header: the shop's promise, the company
 * search (given by the route) and the three steps of an order.
 */
export function Hero({ search }: { search: ReactNode }) {
  const t = useT();
  const steps = [t('HowItWorksStep1'), t('HowItWorksStep2'), t('HowItWorksStep3')];
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.main}>
          <h1 className={styles.title}>{t('HeroTitle')}</h1>
          <p className={styles.subtitle}>{t('HeroSubtitle')}</p>
          <div className={styles.search}>{search}</div>
          <Link to={paths.tariffs} className={styles.tariffs}>
            {t('GoToTariffs')}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        <div className={styles.steps}>
          <h2 className={styles.stepsTitle}>{t('HowItWorksTitle')}</h2>
          <ol className={styles.stepList}>
            {steps.map((step, index) => (
              <li key={step} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

/** Pulls the block right after the hero up over its lower edge. */
export function HeroOverlap({ children }: { children: ReactNode }) {
  return <div className={`container ${styles.overlap}`}>{children}</div>;
}
