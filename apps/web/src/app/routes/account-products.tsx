import { AccountPage } from '@/features/account/components/account-page';
import { OrderedProductList } from '@/features/account/components/ordered-product-list';
import { useSignedIn } from '@/lib/auth';
import { useT } from '@/lib/i18n';

/** /account/products: the products the customer bought. */
export function Component() {
  const t = useT();
  const { authKey } = useSignedIn();
  return (
    <AccountPage title={t('Orders')} description={t('OrdersMetaDescription')} intro={t('OrdersIntro')}>
      <OrderedProductList authKey={authKey} />
    </AccountPage>
  );
}
