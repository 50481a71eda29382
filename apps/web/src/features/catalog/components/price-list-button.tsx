import type { Country } from '@storefront/contract';
import { useT } from '@/lib/i18n';
import type { OfferAddressee } from '../api/download-catalog-pdf';
import { useDownloadOffer, useDownloadPriceList } from '../hooks/use-catalog-download';
import styles from './price-list-button.module.css';

/** Downloads the country's price list as a PDF in the page's language (`pricelist.pdf`). */
export function PriceListButton({ country }: { country: Country }) {
  const t = useT();
  const { download, pending } = useDownloadPriceList();
  return (
    <PdfButton
      label={t('DownloadPriceList')}
      pending={pending}
      onClick={() => void download(country.id)}
      testId="price-list-download"
    />
  );
}

/** Downloads a commercial offer addressed to the chosen company (`offer.pdf`), for the selection page. */
export function OfferButton({ addressee }: { addressee: OfferAddressee }) {
  const t = useT();
  const { download, pending } = useDownloadOffer();
  return (
    <PdfButton
      label={t('DownloadOffer')}
      pending={pending}
      onClick={() => void download(addressee)}
      testId="offer-download"
    />
  );
}

function PdfButton({
  label,
  pending,
  onClick,
  testId,
}: {
  label: string;
  pending: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={`button button-secondary ${styles.button}`}
      onClick={onClick}
      disabled={pending}
      aria-busy={pending}
      data-testid={testId}
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
      <span>{label}</span>
      <span className={styles.format} aria-hidden="true">
        PDF
      </span>
    </button>
  );
}
