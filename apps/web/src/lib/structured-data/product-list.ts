import { centsFromEuro, type Product as CatalogProduct } from '@storefront/contract';
import type { ItemAvailability, ItemList, Offer, Product, WithContext } from 'schema-dts';
import { absoluteUrl, SCHEMA_CONTEXT } from './json-ld';

/** A euro price as schema.org writes one, exact to the cent from the contract's rule ('5.90'). */
export function euroPrice(euro: number): string {
  const cents = centsFromEuro(euro);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A country's products, each with its price in euros and, when the shop has a rate, in roubles:
 * the amounts the page shows (the rouble price is the server's, rounded up at its rate by the
 * contract's rule). `orderable`: the shop takes orders (a rate and a way to pay); otherwise the
 * offers are out of stock. `pagePath`: the page that lists them.
 */
export function productList(
  products: readonly CatalogProduct[],
  { name, pagePath, orderable }: { name: string; pagePath: string; orderable: boolean },
  siteUrl: string,
): WithContext<ItemList> {
  const url = absoluteUrl(pagePath, siteUrl);
  const availability: ItemAvailability = orderable
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';
  const offer = (price: string, priceCurrency: string): Offer => ({
    '@type': 'Offer',
    price,
    priceCurrency,
    availability,
    url,
  });
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    name,
    url,
    itemListElement: products.map((product, index) => {
      const item: Product = {
        '@type': 'Product',
        name: product.name,
        description: product.description,
        ...(product.thumb && { image: absoluteUrl(product.thumb, siteUrl) }),
        offers: [
          offer(euroPrice(product.price_num), 'EUR'),
          ...(product.ruble_price_num === null ? [] : [offer(String(product.ruble_price_num), 'RUB')]),
        ],
      };
      return { '@type': 'ListItem', position: index + 1, item };
    }),
  };
}
