import type { ReactNode } from 'react';
import styles from './content-page.module.css';

/** A content page's heading block: its one h1, the introduction under it, and any further text. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <h1>{title}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      {children}
    </header>
  );
}

/** A list with nothing to show, and what to do about it. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p>{message}</p>
      {children}
    </div>
  );
}
