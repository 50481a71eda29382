import styles from './auth-page.module.css';

/** Why the visitor is on a login page (auth_required, an expired session), announced politely. */
export function AuthNotice({ text }: { text: string }) {
  return (
    <p className={styles.notice} role="status">
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M10 9v5M10 6.2v.3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {text}
    </p>
  );
}
