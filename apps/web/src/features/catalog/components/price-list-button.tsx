import type { Country } from '@storefront/contract';
import { useT } from '@/lib/i18n';
import { useDownloadPriceList } from '../hooks/use-catalog-download';
import styles from './price-list-button.module.css';

/** Downloads the country's price list as a PDF in the page's language (`pricelist.pdf`). */
export function PriceListButton({ country }: { country: Country }) {
  const t = useT();
  const { download, pending } = useDownloadPriceList();
  return (
    <button
      type="button"
      className={`button button-secondary ${styles.button}`}
      onClick={() => void download(country.id)}
      disabled={pending}
      aria-busy={pending}
      data-testid="price-list-download"
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3v12m0 0-4.5-4.5M12 15l4.5-4.5M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t('DownloadPriceList')}</span>
      <span className={styles.format} aria-hidden="true">
        PDF
      </span>
    </button>
  );
}
