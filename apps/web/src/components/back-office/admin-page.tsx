import type { ReactNode } from 'react';
import { Link } from '@/components/link/link';
import { useT } from '@/lib/i18n';
import styles from './admin-page.module.css';

/** Where a back-office screen's back link leads, and what it says there. */
export interface BackTo {
  to: string;
  label: string;
}

/**
 * The frame of every back-office screen: the way back (above the title), the title (also the
 * document's), a line under it, the screen's own buttons beside it, a status notice (a save, a
 * block) read out politely, then the content.
 */
export function AdminPage({
  title,
  lead,
  back,
  actions,
  notice,
  children,
}: {
  title: string;
  lead?: ReactNode;
  back?: BackTo;
  actions?: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <title>{`${title} — ${t('AdminTitle')}`}</title>
      <div className={styles.pageHead}>
        {back ? (
          <Link className={styles.back} to={back.to}>
            ← {back.label}
          </Link>
        ) : null}
        <div className={styles.headRow}>
          <div className={styles.heading}>
            <h1 className={styles.title}>{title}</h1>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
          {actions ? <div className={styles.headActions}>{actions}</div> : null}
        </div>
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
      </div>
      {children}
    </>
  );
}
