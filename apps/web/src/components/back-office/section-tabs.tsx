import { NavLink } from '@/components/link/link';
import styles from './section-tabs.module.css';

/** A screen's sections as tabs: links (each section has its own address), the open one marked current. */
export function SectionTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { to: string; label: string }[];
}) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
