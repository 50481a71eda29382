import type { ChosenCompany } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useSettings } from '@/lib/settings/get-settings';
import { useAddToCart } from '../api/cart';
import styles from './add-to-cart-button.module.css';

/**
 * "Add to cart" for one product and company; "In the cart" (still a button: it adds nothing twice)
 * once the cart holds that line.
 */
export function AddToCartButton({
  company,
  product,
}: {
  company: ChosenCompany;
  product: { id: number; name: string; price_num: number };
}) {
  const t = useT();
  const { cart } = useSettings();
  const add = useAddToCart();
  const inCart = cart.some((item) => item.product_id === product.id && item.company_name === company.name);
  return (
    <button
      type="button"
      className={`button ${inCart ? styles.added : ''} ${styles.button}`}
      disabled={add.isPending}
      aria-label={`${inCart ? t('InCart') : t('AddToCart')}: ${product.name}`}
      data-testid="add-to-cart"
      data-in-cart={inCart || undefined}
      onClick={() => add.mutate({ company, productId: product.id, price: product.price_num })}
    >
      {inCart ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M5 12l5 5L20 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
      ) : null}
      {inCart ? t('InCart') : t('AddToCart')}
    </button>
  );
}
