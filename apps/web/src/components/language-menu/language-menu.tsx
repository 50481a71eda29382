import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import styles from './language-menu.module.css';

const short = (locale: string) => (locale.split('-')[0] ?? locale).toUpperCase();

/**
 * Set from a choice until the language is shown. At another address (ADR 070) the router shows the
 * page anew: the new menu's button takes the focus its predecessor had.
 */
let focusAfterMove = false;

function expectMove(): void {
  focusAfterMove = true;
}

function focusWanted(): boolean {
  const wanted = focusAfterMove;
  focusAfterMove = false;
  return wanted;
}

/**
 * The language chooser: a menu button (WAI-ARIA menu button pattern) listing the shop's languages
 * as radio items. Written here rather than taken from a menu library: it is in the header of every
 * page, and a general-purpose menu with floating positioning cost about 26 KB of script (brotli)
 * for two or three buttons.
 *
 * Keyboard: Enter, Space or ArrowDown on the button opens the menu on the chosen language, ArrowUp
 * on the last one; ArrowUp/ArrowDown/Home/End move; Enter or Space chooses; Escape closes and
 * returns focus to the button; Tab closes and moves on. A click or touch outside closes it.
 */
export function LanguageMenu({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useT();
  const { lang, setLanguage } = useLanguage();
  const { languages } = useSettings();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const current = languages.find((language) => language.locale === lang);
  const chosenIndex = Math.max(
    0,
    languages.findIndex((language) => language.locale === lang),
  );

  useEffect(() => {
    if (!open) return;
    itemsRef.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useLayoutEffect(() => {
    if (focusWanted()) triggerRef.current?.focus();
  }, [lang]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const choose = (locale: string) => {
    close(true);
    if (locale === lang) return;
    expectMove();
    setLanguage(locale);
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? chosenIndex : languages.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = languages.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={`${styles.trigger} ${tone === 'dark' ? styles.dark : ''}`}
        // The name holds the visible code ("Язык: RU, Русский"), as WCAG 2.5.3 (label in name) asks.
        aria-label={`${t('Language')}: ${short(lang)}${current ? `, ${current.name}` : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(chosenIndex))}
        onKeyDown={onTriggerKey}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span>{short(lang)}</span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('Language')}
          className={styles.content}
          onKeyDown={onMenuKey}
        >
          {languages.map((language, index) => (
            <button
              key={language.locale}
              ref={(element) => {
                itemsRef.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={language.locale === lang}
              tabIndex={index === focusIndex ? 0 : -1}
              className={styles.item}
              lang={language.locale}
              onClick={() => choose(language.locale)}
              onFocus={() => setFocusIndex(index)}
            >
              <span>{language.name}</span>
              {language.locale === lang && (
                <span className={styles.check} aria-hidden="true">
                  ✓
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
