import { useId } from 'react';
import { Link } from '@/components/link/link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import styles from './logo.module.css';

/**
 * The shop's logo, a link home: the brand mark and the name as text from the dictionary, so it
 * reads in the page's language (the settings' logo picture has the Russian name drawn into it).
 */
export function LogoLink({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const t = useT();
  const gradient = useId();
  return (
    <Link
      to={paths.home}
      className={className ? `${styles.logo} ${className}` : styles.logo}
      data-tone={tone}
      data-testid="logo"
    >
      <svg className={styles.mark} viewBox="2 4 52 52" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#1d4ed8" />
            <stop offset="1" stopColor="#14b8a6" />
          </linearGradient>
        </defs>
        <rect x="2" y="4" width="52" height="52" rx="14" fill={`url(#${gradient})`} />
        <path d="M17 14h16l8 8v24H17z" fill="#fff" />
        <path d="M33 14v8h8" fill="#bfdbfe" />
        <path d="M22 27h12M22 33h10" stroke="#1d4ed8" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="38" cy="42" r="8" fill="#14b8a6" stroke="#fff" strokeWidth="2" />
        <path
          d="M34.5 42l2.5 2.5 4.5-5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>{t('LogoName')}</span>{' '}
        <span className={styles.tagline}>{t('LogoTagline')}</span>
      </span>
      {/* The name is the visible words (WCAG 2.5.3, label in name), then where the link goes. */}
      <span className="visually-hidden">, {t('Home')}</span>
    </Link>
  );
}
