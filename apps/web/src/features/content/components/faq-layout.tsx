import type { ReactNode } from 'react';
import styles from './faq-layout.module.css';

/** The questions, with `aside` beside them on wide screens (sticky) and after them on narrow ones. */
export function FaqLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{children}</div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </div>
  );
}
