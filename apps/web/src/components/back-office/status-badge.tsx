import styles from './list-screen.module.css';

/** A record's state as a labelled badge; the tone (the state's own name) picks its colour. */
export function StatusBadge({ tone, label }: { tone: string; label: string }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {label}
    </span>
  );
}
