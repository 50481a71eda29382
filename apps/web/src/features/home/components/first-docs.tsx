import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';
import { useFirstDocs } from '../api/get-first-docs';
import { HomeSection } from './home-section';
import styles from './first-docs.module.css';

/** Samples of the documents a customer gets, for the chosen country. */
export function FirstDocs({ countryId }: { countryId: number }) {
  const t = useT();
  const docs = useFirstDocs(countryId);
  if (docs.data?.docs.length === 0) return null;
  return (
    <HomeSection title={t('FirstDocsTitle')} subtitle={t('FirstDocsSubtitle')}>
      {docs.isError ? (
        <ErrorState error={docs.error} onRetry={() => void docs.refetch()} t={t} />
      ) : !docs.data ? (
        <Loader label={t('Loading')} />
      ) : (
        <ul className={styles.grid} aria-busy={docs.isPlaceholderData} data-busy={docs.isPlaceholderData}>
          {docs.data.docs.map((doc) => (
            <li key={doc.id} className={`card ${styles.card}`}>
              <div className={styles.imageBox}>
                <img
                  src={doc.image}
                  alt=""
                  width={300}
                  height={400}
                  loading="lazy"
                  className={styles.image}
                />
              </div>
              <div className={styles.text}>
                <h3 className={styles.title}>{doc.title}</h3>
                <p className={styles.description}>{doc.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
