import type { ReactNode } from 'react';
import styles from './search-layout.module.css';

/**
 * The search pages' frame: the heading, the query box and the country in one panel (with a note
 * on the country's register), then the results.
 */
export function SearchLayout({
  title,
  lead,
  country,
  form,
  note,
  children,
}: {
  title: string;
  lead: string;
  country: ReactNode;
  form: ReactNode;
  note?: string;
  children: ReactNode;
}) {
  return (
    <div className="container page">
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className="lead">{lead}</p>
      </header>
      <div className={`card ${styles.panel}`}>
        <div className={styles.form}>{form}</div>
        <div className={styles.country}>{country}</div>
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
