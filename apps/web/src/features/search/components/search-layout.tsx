import type { ReactNode } from 'react';
import styles from './search-layout.module.css';

/**
 * The search pages' frame: the heading, the country and the query box in one panel, a line of
 * links under it, then the results.
 */
export function SearchLayout({
  title,
  lead,
  country,
  form,
  links,
  children,
}: {
  title: string;
  lead: string;
  country: ReactNode;
  form: ReactNode;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container page">
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className="lead">{lead}</p>
      </header>
      <div className={`card ${styles.panel}`}>
        <div className={styles.country}>{country}</div>
        <div className={styles.form}>{form}</div>
      </div>
      {links ? <div className={styles.links}>{links}</div> : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
