import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import styles from './language-menu.module.css';

const loadMenu = () => import('./language-menu');
const Menu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

/**
 * The language menu's code (Radix menu, floating positioning) is not needed to paint the page: the
 * same-looking trigger shows at once, the chunk loads right after the first paint, and a click that
 * comes before it has arrived opens the menu as soon as it has.
 */
export function LanguageMenu({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useT();
  const { lang } = useLanguage();
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  useEffect(() => {
    void loadMenu();
  }, []);
  const fallback = (
    <button
      type="button"
      className={`${styles.trigger} ${tone === 'dark' ? styles.dark : ''}`}
      aria-label={t('Language')}
      aria-haspopup="menu"
      onClick={() => setOpenWhenLoaded(true)}
    >
      <span>{(lang.split('-')[0] ?? lang).toUpperCase()}</span>
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <Menu tone={tone} defaultOpen={openWhenLoaded} />
    </Suspense>
  );
}
