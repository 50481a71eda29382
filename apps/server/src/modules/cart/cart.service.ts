import { type CartItemWire, euroFromCents, rublePrice } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { euroText } from '../../lib/money.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import * as repository from './cart.repository.js';

export class CartService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { settings: SettingsService; catalog: CatalogService },
  ) {}

  async itemsOfGuest(itemIds: number[], lang: string): Promise<CartItemWire[]> {
    return this.toWire(await repository.listGuestCartItems(this.db, [...new Set(itemIds)]), lang);
  }

  async itemsOfUser(userId: number, lang: string): Promise<CartItemWire[]> {
    return this.toWire(await repository.listUserCartItems(this.db, userId), lang);
  }

  private async toWire(rows: repository.CartItemRow[], lang: string): Promise<CartItemWire[]> {
    if (rows.length === 0) return [];
    const [course, products] = await Promise.all([
      this.deps.settings.rubleCourse(),
      this.deps.catalog.productSummaries(
        lang,
        rows.map((row) => row.product_id),
      ),
    ]);
    return rows.flatMap((row) => {
      const product = products.get(row.product_id);
      // The foreign key keeps the product; a missing one would be a broken row, not a cart line.
      if (!product) return [];
      const euro = euroFromCents(row.price_cents);
      return {
        id: row.id,
        thumb: product.thumb,
        product_name: product.name,
        company_name: row.company_name,
        company_inn: row.company_inn,
        company_country: row.company_country,
        product_duration: {
          from: product.duration_from,
          to: product.duration_to,
          text: String(product.duration_from),
        },
        product_price: euroText(row.price_cents),
        product_price_num: euro,
        product_ruble_price_num: rublePrice(euro, course),
        delivery: product.delivery === 1,
        product_id: row.product_id,
      };
    });
  }
}
