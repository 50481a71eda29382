import styles from './loader.module.css';

/** A spinner announced to screen readers; `fullPage` centres it in the viewport (start-up). */
export function Loader({ label, fullPage = false }: { label: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? styles.fullPage : styles.inline} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
