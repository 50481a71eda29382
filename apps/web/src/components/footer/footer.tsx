import { Link } from '@/components/link/link';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import styles from './footer.module.css';

const SOCIAL_NAMES = { vk: 'VK', tw: 'X (Twitter)', fb: 'Facebook', in: 'LinkedIn' } as const;

/** What the write-a-message button opens: the contact form popup, provided by the layout. */
export interface MessageDialogOpener {
  open(opener?: HTMLElement | null): void;
  /** Loads the popup's code ahead of the click. */
  preload(): void;
}

/**
 * Contacts in the app's language, the bottom menu, social links that are set, and the copyright
 * line. The write-a-message button opens `writeMessage`'s popup (a mail link without one).
 */
export function Footer({ writeMessage }: { writeMessage?: MessageDialogOpener }) {
  const t = useT();
  const { settings, bottom_menu: bottomMenu, social } = useSettings();
  const networks = (Object.keys(SOCIAL_NAMES) as (keyof typeof SOCIAL_NAMES)[]).filter(
    (network) => social[network],
  );

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            {t('Contacts')}
          </h2>
          <ul className={styles.list}>
            {settings.phone ? (
              <li>
                <a href={settings.phone_link}>{settings.phone}</a>
              </li>
            ) : null}
            {settings.phone2 ? (
              <li>
                <a href={`tel:${settings.phone2.replace(/[^\d+]/g, '')}`}>{settings.phone2}</a>
              </li>
            ) : null}
            {settings.email ? (
              <li>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
            ) : null}
            {settings.address ? <li className={styles.address}>{settings.address}</li> : null}
          </ul>
          {writeMessage ? (
            <button
              type="button"
              className={`button ${styles.write}`}
              onClick={(event) => writeMessage.open(event.currentTarget)}
              onPointerEnter={writeMessage.preload}
              onFocus={writeMessage.preload}
              aria-haspopup="dialog"
              data-testid="write-message"
            >
              {t('WriteMessage')}
            </button>
          ) : (
            <a
              className={`button ${styles.write}`}
              href={`mailto:${settings.email}`}
              data-testid="write-message"
            >
              {t('WriteMessage')}
            </a>
          )}
        </section>
        {bottomMenu.length > 0 ? (
          <nav aria-labelledby="footer-menu">
            <h2 id="footer-menu" className={styles.heading}>
              {t('FooterMenu')}
            </h2>
            <ul className={styles.list}>
              {bottomMenu.map((item) => (
                <li key={item.id}>
                  <Link to={item.url}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {networks.length > 0 ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              {t('FollowUs')}
            </h2>
            <ul className={styles.social}>
              {networks.map((network) => (
                <li key={network}>
                  <a
                    href={social[network] ?? undefined}
                    rel="noopener noreferrer"
                    target="_blank"
                    data-network={network}
                  >
                    {SOCIAL_NAMES[network]}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className={`container ${styles.copyright}`}>
        © {settings.sitename ? `${settings.sitename}, ` : ''}2005–{new Date().getFullYear()}.{' '}
        {t('AllRightsReserved')}
      </div>
    </footer>
  );
}
