import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import styles from './language-menu.module.css';

const loadMenu = () => import('./language-menu');
const Menu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

/** Loads the menu's code when the browser is idle after the page has loaded. */
function loadWhenIdle(): () => void {
  const load = () => void loadMenu();
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(load, 1500);
  return () => clearTimeout(id);
}

/**
 * The language menu's code (Radix menu, floating positioning) is not needed to paint the page: the
 * same-looking trigger shows at once, the chunk loads when the browser is idle or the pointer or
 * focus comes to the trigger, and a click that comes before it has arrived opens the menu as soon
 * as it has.
 */
export function LanguageMenu({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useT();
  const { lang } = useLanguage();
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  useEffect(loadWhenIdle, []);
  const fallback = (
    <button
      type="button"
      className={`${styles.trigger} ${tone === 'dark' ? styles.dark : ''}`}
      aria-label={t('Language')}
      aria-haspopup="menu"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
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
