import { downloadFile } from '@/lib/download';

/** The company a commercial offer is addressed to, as the customer chose or typed it. */
export interface OfferAddressee {
  countryId: number;
  name: string;
  /** The company's country as shown to the customer. */
  country?: string;
  /** Its INN, or the register's number abroad; '-' (unknown, spec section 3) is left out. */
  inn?: string;
  /** Its registration date as the register shows it. */
  date?: string;
}

/** Unknown values of a typed-in company are shown as '-' (spec section 3): not printed in an offer. */
const known = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' || value.trim() === '-' ? undefined : value;

/** Downloads a country's price list (`pricelist.pdf`) in `lang`. */
export function downloadPriceList(countryId: number, lang: string): Promise<void> {
  return downloadFile('priceList', { country_id: countryId, lang });
}

/** Downloads a commercial offer (`offer.pdf`) in `lang` for one company and its country's products. */
export function downloadOffer(addressee: OfferAddressee, lang: string): Promise<void> {
  return downloadFile('commercialOffer', {
    lang,
    country_id: addressee.countryId,
    company_name: addressee.name,
    company_country: known(addressee.country),
    company_inn: known(addressee.inn),
    company_date: known(addressee.date),
  });
}
