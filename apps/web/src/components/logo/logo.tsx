import { Link } from '@/components/link/link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import markUrl from './logo-mark.svg?no-inline';
import styles from './logo.module.css';

/**
 * The shop's logo, a link home: the brand mark and the name as text from the dictionary, so it
 * reads in the page's language (the settings' logo picture has the Russian name drawn into it).
 * The mark is a file of its own (cached once for every page) rather than markup in the script.
 */
export function LogoLink({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const t = useT();
  return (
    <Link
      to={paths.home}
      className={className ? `${styles.logo} ${className}` : styles.logo}
      data-tone={tone}
      data-testid="logo"
    >
      <img className={styles.mark} src={markUrl} alt="" width={40} height={40} />
      <span className={styles.words}>
        <span className={styles.name}>{t('LogoName')}</span>{' '}
        <span className={styles.tagline}>{t('LogoTagline')}</span>
      </span>
      {/* The name is the visible words (WCAG 2.5.3, label in name), then where the link goes. */}
      <span className="visually-hidden">, {t('Home')}</span>
    </Link>
  );
}
