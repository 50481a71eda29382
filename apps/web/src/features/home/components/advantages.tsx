import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';
import { useAdvantages } from '../api/get-advantages';
import { HomeSection } from './home-section';
import styles from './advantages.module.css';

export function Advantages() {
  const t = useT();
  const advantages = useAdvantages();
  // A shop that has not written its advantages yet shows no empty block.
  if (advantages.data?.records.length === 0) return null;
  return (
    <HomeSection title={t('AdvantagesTitle')} tone="tinted">
      {advantages.isError ? (
        <ErrorState error={advantages.error} onRetry={() => void advantages.refetch()} t={t} />
      ) : !advantages.data ? (
        <Loader label={t('Loading')} />
      ) : (
        <ul className={styles.grid}>
          {advantages.data.records.map((advantage) => (
            <li key={advantage.id} className={styles.item}>
              <img
                src={advantage.icon}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className={styles.icon}
              />
              <div>
                <h3 className={styles.title}>{advantage.title}</h3>
                <p className={styles.text}>{advantage.text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
