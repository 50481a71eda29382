import { PageMeta } from '@/components/page/page-meta';
import { OrderedProductList } from '@/features/account/components/ordered-product-list';
import { useSettings } from '@/features/settings/api/get-settings';
import { useSignedIn } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import styles from './account-page.module.css';

/** /account/products: the products the customer bought. */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const { authKey } = useSignedIn();
  return (
    <>
      <PageMeta title={t('Orders')} description={t('OrdersMetaDescription')} siteName={settings.sitename} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('Orders')}</h1>
        <p className={styles.intro}>{t('OrdersIntro')}</p>
      </header>
      <OrderedProductList authKey={authKey} />
    </>
  );
}
