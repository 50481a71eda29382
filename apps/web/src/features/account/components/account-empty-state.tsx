import type { ReactNode } from 'react';
import styles from './account-empty-state.module.css';

const ICONS = {
  building: 'M4 20V6l8-3 8 3v14M9 20v-4h6v4M8 9h.01M12 9h.01M16 9h.01M8 13h.01M12 13h.01M16 13h.01M2 20h20',
  document: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  box: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9',
} as const;

/** An account list with nothing in it: an icon, what is (not) there, and what to do next. */
export function AccountEmptyState({
  icon,
  title,
  text,
  children,
}: {
  icon: keyof typeof ICONS;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.empty} data-testid="account-empty">
      <svg className={styles.icon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <path
          d={ICONS[icon]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
