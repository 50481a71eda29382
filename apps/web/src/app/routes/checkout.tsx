import { PageMeta } from '@/components/page/page-meta';
import { CartPriceNotices } from '@/features/cart/components/cart-price-notices';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { useT } from '@/lib/i18n';
import { useSettings } from '@/lib/settings/get-settings';

/** /checkout (spec section 2): reached from the cart's checkout button. */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  return (
    <div className="container page">
      <PageMeta
        title={t('Checkout')}
        description={t('CheckoutMetaDescription')}
        siteName={settings.sitename}
      />
      <h1>{t('Checkout')}</h1>
      <CheckoutView cartNotices={<CartPriceNotices />} />
    </div>
  );
}
