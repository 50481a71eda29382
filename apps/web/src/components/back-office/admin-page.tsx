import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import styles from './admin-page.module.css';

/** A back-office page: its title (also the document's) and its content. */
export function AdminPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <title>{`${title} — ${t('AdminTitle')}`}</title>
      <div className={styles.pageHead}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {children}
    </>
  );
}
