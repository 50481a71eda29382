import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import styles from './language-menu.module.css';

/** The language chooser: a keyboard-accessible menu of the shop's languages (Radix mechanics). */
export function LanguageMenu({
  tone = 'light',
  defaultOpen = false,
}: {
  tone?: 'light' | 'dark';
  defaultOpen?: boolean;
}) {
  const t = useT();
  const { lang, setLanguage } = useLanguage();
  const { languages } = useSettings();
  const current = languages.find((language) => language.locale === lang);
  const short = (locale: string) => (locale.split('-')[0] ?? locale).toUpperCase();

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={`${styles.trigger} ${tone === 'dark' ? styles.dark : ''}`}
        aria-label={`${t('Language')}: ${current?.name ?? lang}`}
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
          <DropdownMenu.RadioGroup value={lang} onValueChange={setLanguage}>
            {languages.map((language) => (
              <DropdownMenu.RadioItem
                key={language.locale}
                value={language.locale}
                className={styles.item}
                lang={language.locale}
              >
                <span>{language.name}</span>
                <DropdownMenu.ItemIndicator className={styles.check} aria-hidden="true">
                  ✓
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
