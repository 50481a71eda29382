import { lazy, Suspense } from 'react';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import styles from './language-menu.module.css';

const loadMenu = () => import('./language-menu');
const Menu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

/**
 * The language menu's code (Radix menu, floating positioning) is not needed to paint the page: the
 * same-looking trigger shows at once and the menu replaces it as soon as its chunk has arrived.
 */
export function LanguageMenu({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useT();
  const { lang } = useLanguage();
  const fallback = (
    <button
      type="button"
      className={`${styles.trigger} ${tone === 'dark' ? styles.dark : ''}`}
      aria-label={t('Language')}
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
    >
      <span>{(lang.split('-')[0] ?? lang).toUpperCase()}</span>
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <Menu tone={tone} />
    </Suspense>
  );
}
