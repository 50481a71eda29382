import { type ReactNode, useId } from 'react';
import styles from './home-section.module.css';

/** One block of the home page: a heading, an optional line under it and an optional link beside it. */
export function HomeSection({
  title,
  subtitle,
  action,
  tone = 'plain',
  children,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`${styles.section} ${tone === 'tinted' ? styles.tinted : ''}`} aria-labelledby={id}>
      <div className="container">
        <div className={styles.head}>
          <div>
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {action ? <div className={styles.action}>{action}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
