import { useCallback, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { showToast } from '@/lib/toast';
import { downloadOffer, downloadPriceList, type OfferAddressee } from '../api/download-catalog-pdf';

/** A download in the page's language: `pending` while it runs, a toast when it starts or fails. */
function useCatalogDownload<A>(fetchFile: (argument: A, lang: string) => Promise<void>) {
  const t = useT();
  const { lang } = useLanguage();
  const [pending, setPending] = useState(false);
  const download = useCallback(
    async (argument: A): Promise<boolean> => {
      setPending(true);
      try {
        await fetchFile(argument, lang);
        void showToast(t('DownloadStarted'), 'success');
        return true;
      } catch {
        // Whatever failed (a refusal, the network), the customer gets the one message of spec section 8.
        void showToast(t('ErrorFetchingPriceList'), 'error');
        return false;
      } finally {
        setPending(false);
      }
    },
    [fetchFile, lang, t],
  );
  return { download, pending };
}

/** Downloads a country's price list: `download(countryId)`. */
export function useDownloadPriceList() {
  return useCatalogDownload(downloadPriceList);
}

/**
 * Downloads a commercial offer for the chosen company: `download({ countryId, name, inn, ... })`.
 * For the product selection page's offer button.
 */
export function useDownloadOffer() {
  return useCatalogDownload<OfferAddressee>(downloadOffer);
}
