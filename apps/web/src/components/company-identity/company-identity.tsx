import { companyNumberLabel, companyNumbers } from '@storefront/contract';
import { Fragment } from 'react';
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

/** A short number stays on one line; a long one (a German register entry) wraps like text. */
function NumberText({ text }: { text: string }) {
  return <span className={text.length <= NUMBER_KEPT_WHOLE ? styles.number : undefined}>{text}</span>;
}

/** A country's name in the page's language ("Россия", "United Kingdom"); the code where it has none. */
export function countryName(code: string, lang: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Characters of "label number" kept on one line: "Номер компании SC592202" and "ОГРН 1027700132195" fit a phone. */
const NUMBER_KEPT_WHOLE = 28;

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
  const numbers = companyNumbers({ country, inn, registerId });
  const place = known(address);
  return (
    <span className={className} data-testid="company-identity" title={place}>
      <span className={styles.name}>{name}</span>
      {numbers.map((number) => (
        <Fragment key={number.kind}>
          {' · '}
          <NumberText text={`${companyNumberLabel(number.kind, lang)} ${number.value}`} />
        </Fragment>
      ))}
      {country ? ` · ${countryName(country, lang)}` : ''}
      {showAddress && place ? <span className={styles.address}>{place}</span> : null}
    </span>
  );
}
