import type { ProductType, TypePurpose } from '@storefront/contract';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';
import { useRevealAfterNavigation } from '@/lib/reveal';
import { useProductTypes } from '../api/get-product-types';
import styles from './purpose-picker.module.css';

/**
 * The country's type purposes (for a bank, for a tender, ...) as a choice of cards; for the chosen
 * one, its product types that the country offers, each leading to its documents.
 */
export function PurposePicker({
  purposes,
  offeredTypeIds,
  purposeId,
  hrefForPurpose,
  hrefForType,
}: {
  purposes: readonly TypePurpose[];
  /** Types with at least one product in the company's country. */
  offeredTypeIds: ReadonlySet<number>;
  purposeId?: number;
  hrefForPurpose(purposeId: number): string;
  hrefForType(type: ProductType): string;
}) {
  const t = useT();
  const types = useProductTypes(purposeId);
  const chosen = purposes.find((purpose) => purpose.id === purposeId);
  const offered = types.data?.productTypes.filter((type) => offeredTypeIds.has(type.id));
  // The chosen purpose's types come below every purpose (some 1000 px down on a phone): in view.
  const typesStart = useRevealAfterNavigation(String(purposeId), chosen !== undefined, { focus: true });

  return (
    <>
      <section aria-labelledby="purposes-title" className={styles.section}>
        <h2 id="purposes-title" className={styles.heading}>
          {t('ChoosePurpose')}
        </h2>
        <ul className={`${styles.grid} ${styles.purposes}`}>
          {purposes.map((purpose) => (
            <li key={purpose.id}>
              <Link
                className={styles.option}
                to={hrefForPurpose(purpose.id)}
                aria-current={purpose.id === purposeId ? 'true' : undefined}
                data-testid="purpose"
                replace
                preventScrollReset
              >
                <span className={styles.optionName}>{purpose.name}</span>
                {purpose.description ? (
                  <span className={styles.optionText}>{purpose.description}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {chosen ? (
        <section aria-labelledby="types-title" className={styles.section}>
          <h2 id="types-title" className={styles.heading} ref={typesStart} tabIndex={-1}>
            {t('ChooseProductType', chosen.name)}
          </h2>
          {types.isError ? (
            <ErrorState error={types.error} onRetry={() => void types.refetch()} t={t} />
          ) : !offered ? (
            <Loader label={t('Loading')} />
          ) : offered.length === 0 ? (
            <p className={styles.empty}>{t('NoProducts')}</p>
          ) : (
            <ul className={styles.grid}>
              {offered.map((type) => (
                <li key={type.id}>
                  <Link
                    className={`${styles.option} ${styles.type}`}
                    to={hrefForType(type)}
                    data-testid="product-type"
                  >
                    <span className={styles.optionName}>{type.name}</span>
                    {type.description ? <span className={styles.optionText}>{type.description}</span> : null}
                    <span className={styles.arrow} aria-hidden="true">
                      →
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  );
}
