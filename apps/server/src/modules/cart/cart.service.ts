import { type CartItemWire, euroFromCents, rublePrice } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { euroText } from '../../lib/money.js';
import type { SettingsService } from '../settings/settings.service.js';
import * as repository from './cart.repository.js';

export class CartService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: SettingsService,
  ) {}

  async itemsOfGuest(itemIds: number[], lang: string): Promise<CartItemWire[]> {
    return this.toWire(await repository.listGuestCartItems(this.db, [...new Set(itemIds)], lang));
  }

  async itemsOfUser(userId: number, lang: string): Promise<CartItemWire[]> {
    return this.toWire(await repository.listUserCartItems(this.db, userId, lang));
  }

  private async toWire(rows: repository.CartItemRow[]): Promise<CartItemWire[]> {
    if (rows.length === 0) return [];
    const course = await this.settings.rubleCourse();
    return rows.map((row) => {
      const euro = euroFromCents(row.price_cents);
      return {
        id: row.id,
        thumb: row.thumb,
        product_name: row.product_name,
        company_name: row.company_name,
        company_inn: row.company_inn,
        company_country: row.company_country,
        product_duration: { from: row.duration_from, to: row.duration_to, text: String(row.duration_from) },
        product_price: euroText(row.price_cents),
        product_price_num: euro,
        product_ruble_price_num: rublePrice(euro, course),
        delivery: row.delivery === 1,
        product_id: row.product_id,
      };
    });
  }
}
