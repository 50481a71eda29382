import { companyNumbersText } from '@storefront/contract';
import { useLanguage } from '@/lib/language';
import styles from './company-identity.module.css';

export interface CompanyIdentityProps {
  name: string;
  country: string;
  inn: string | null | undefined;
  registerId: string | null | undefined;
  address?: string | null | undefined;
  /** The address on a line of its own (checkout, order pages); elsewhere only its tooltip. */
  showAddress?: boolean;
  className?: string | undefined;
}

const known = (text: string | null | undefined) => (text && text.trim() !== '-' ? text.trim() : undefined);

/**
 * A company as it is told apart from its namesakes wherever it is shown: the name, its numbers
 * under its country's labels ("Company number 08492362", "ИНН … · ОГРН …", never "ИНН -"), the
 * country, and the address.
 */
export function CompanyIdentity({
  name,
  country,
  inn,
  registerId,
  address,
  showAddress = false,
  className,
}: CompanyIdentityProps) {
  const { lang } = useLanguage();
  const numbers = companyNumbersText({ country, inn, registerId }, lang);
  const place = known(address);
  return (
    <span className={className} data-testid="company-identity" title={place}>
      <span className={styles.name}>{name}</span>
      {numbers ? <span className={styles.numbers}>{` · ${numbers}`}</span> : null}
      {country ? ` · ${country}` : ''}
      {showAddress && place ? <span className={styles.address}>{place}</span> : null}
    </span>
  );
}
