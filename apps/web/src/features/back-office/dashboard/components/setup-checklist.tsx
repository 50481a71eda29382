import { formatRate, type SetupItem, type SetupItemState } from '@storefront/contract';
import { useId } from 'react';
import { Link } from '@/components/link/link';
import { backOfficePaths } from '@/config/back-office-paths';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useSetup } from '../api/get-setup';
import styles from './setup-checklist.module.css';

/** Each item's label, its hint, and where it is done (none: on the server, or already done there). */
const ITEMS: Record<SetupItem, { label: string; hint: string; to?: string }> = {
  administrator: { label: 'AdminSetupAdministrator', hint: 'AdminSetupAdministratorHint' },
  seller: { label: 'AdminSetupSeller', hint: 'AdminSetupSellerHint', to: backOfficePaths.adminSiteSeller },
  contacts: {
    label: 'AdminSetupContacts',
    hint: 'AdminSetupContactsHint',
    to: backOfficePaths.adminSiteContacts,
  },
  rate: { label: 'AdminSetupRate', hint: 'AdminSetupRateHint', to: backOfficePaths.adminRates },
  catalogue: {
    label: 'AdminSetupCatalogue',
    hint: 'AdminSetupCatalogueHint',
    to: backOfficePaths.adminCatalog,
  },
  payments: { label: 'AdminSetupPayments', hint: 'AdminSetupPaymentsHint' },
  mail: { label: 'AdminSetupMail', hint: 'AdminSetupMailHint' },
  test_order: { label: 'AdminSetupTestOrder', hint: 'AdminSetupTestOrderHint', to: paths.home },
};

const METHOD_KEYS: Record<string, string> = { card: 'PaymentCard', invoice: 'PaymentInvoice' };

/** An item's detail as shown: the rate in force in the language's marks ('98,45'), the rest as sent. */
const detailText = (item: SetupItemState, lang: string) =>
  item.key === 'rate' && item.detail ? formatRate(item.detail, lang) : item.detail;

function StateIcon({ done }: { done: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.icon}>
      <circle
        cx="12"
        cy="12"
        r="10"
        fill={done ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
      {done ? (
        <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}

/**
 * The dashboard's set-up checklist (docs/decisions/058-demo-and-production.md): what a real shop
 * still lacks before it sells, each item with where to do it, until every one is done.
 */
export function SetupChecklist() {
  const t = useT();
  const { lang } = useLanguage();
  const titleId = useId();
  const setup = useSetup();
  if (!setup.data || setup.data.complete) return null;
  const { items, mode } = setup.data;
  const done = items.filter((item) => item.done).length;
  const methods = setup.data.payment_methods.map((method) => t(METHOD_KEYS[method] ?? method));
  return (
    <section className={styles.setup} aria-labelledby={titleId} data-testid="setup-checklist">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('AdminSetupTitle')}
        </h2>
        <span className={styles.progress}>{t('AdminSetupProgress', done, items.length)}</span>
      </div>
      <p className={styles.lead}>{mode === 'demo' ? t('AdminSetupDemo') : t('AdminSetupLead')}</p>
      <ol className={styles.items}>
        {items.map((item) => {
          const text = ITEMS[item.key];
          return (
            <li
              key={item.key}
              className={styles.item}
              data-done={item.done}
              data-testid={`setup-${item.key}`}
            >
              <StateIcon done={item.done} />
              <div className={styles.body}>
                <span className={styles.label}>
                  {t(text.label)}
                  {item.detail ? <span className={styles.detail}> · {detailText(item, lang)}</span> : null}
                  <span className="visually-hidden">
                    {' '}
                    — {item.done ? t('AdminSetupDone') : t('AdminSetupToDo')}
                  </span>
                </span>
                {item.done ? null : <span className={styles.hint}>{t(text.hint)}</span>}
              </div>
              {!item.done && text.to ? (
                <Link
                  className={`button button-secondary ${styles.open}`}
                  to={text.to}
                  aria-label={`${t('AdminSetupOpen')}: ${t(text.label)}`}
                >
                  {t('AdminSetupOpen')}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className={styles.methods} data-testid="setup-payment-methods">
        {methods.length > 0 ? t('AdminSetupPaymentMethods', methods.join(', ')) : t('AdminSetupNoCheckout')}
      </p>
    </section>
  );
}
