import type { ReactNode } from 'react';
import { PageMeta } from '@/components/page/page-meta';
import { useSettings } from '@/lib/settings/get-settings';
import styles from './account-page.module.css';

/** One account page: its title and meta description, the heading with an intro line, the content. */
export function AccountPage({
  title,
  description,
  intro,
  children,
}: {
  title: string;
  description: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { settings } = useSettings();
  return (
    <>
      <PageMeta title={title} description={description} siteName={settings.sitename} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      {children}
    </>
  );
}
