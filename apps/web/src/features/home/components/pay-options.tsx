import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';
import { usePayOptions } from '../api/get-pay-options';
import { HomeSection } from './home-section';
import styles from './pay-options.module.css';

export function PayOptions() {
  const t = useT();
  const options = usePayOptions();
  if (options.data?.pay_options.length === 0) return null;
  return (
    <HomeSection title={t('PayOptionsTitle')}>
      {options.isError ? (
        <ErrorState error={options.error} onRetry={() => void options.refetch()} t={t} />
      ) : !options.data ? (
        <Loader label={t('Loading')} />
      ) : (
        <ul className={styles.grid}>
          {options.data.pay_options.map((option) => (
            <li key={option.id} className={`card ${styles.card}`}>
              <img src={option.image} alt="" width={80} height={50} loading="lazy" className={styles.image} />
              <h3 className={styles.title}>{option.title}</h3>
              <p className={styles.text}>{option.text}</p>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
