import {
  type CartItemWire,
  LIMITS,
  LOCAL_COMPANY_ID_BASE,
  type ParsedBodyOf,
  type addToCartCall,
  type cartPricesSeenCall,
  type ProductCompanyKind,
  centsFromEuro,
  companyKindOf,
  euroFromCents,
  productFitsCompany,
  rublePrice,
} from '@storefront/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { invalid, notFound } from '../../lib/errors.js';
import { euroText } from '../../lib/money.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import * as repository from './cart.repository.js';
import { cartKeyMatcher, newGuestCartKey } from './guest-cart-key.js';

type AddForm = ParsedBodyOf<typeof addToCartCall>;
type SeenPrices = ParsedBodyOf<typeof cartPricesSeenCall>['seen'];
type Db = Kysely<Database> | Transaction<Database>;

/**
 * A guest's hold on its cart: the item ids it keeps and the cart's key. The ids reach lines only
 * of the guest cart the key opens (ADR 055); without the key they reach nothing.
 */
export interface GuestCart {
  guestItemIds: number[];
  cartKey: string | undefined;
}

/** Whose cart a call reads or writes: a signed-in customer's, or a guest's reached by its ids and key. */
export type CartOwner = { userId: number } | GuestCart;

/** Guest carts nobody touched for this long are purged (docs/api.md, "Guest carts"). */
export const GUEST_CART_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A line's rouble price at a rate; null while the shop has none. */
const rublesAt = (priceCents: number, course: string | null): number | null =>
  course === null ? null : rublePrice(euroFromCents(priceCents), course);

/** The key of the company a line is for: one line per product and company in a cart. */
export function companyKey(company: AddForm['company'], registerCompanyId: number | null): string {
  if (registerCompanyId !== null) return `register:${registerCompanyId}`;
  return `typed:${(company.country ?? '').toLowerCase()}:${company.name.toLowerCase()}`;
}

/**
 * Whether a product may be ordered for a register's company: one of its country, and for its kind
 * (an EGRIP extract for a sole trader only; rules/catalog-fit). A company typed in by hand is not
 * known well enough to refuse anything.
 */
function fitsRegisterCompany(
  product: { country_id: number; company_kind: ProductCompanyKind },
  company: { country_id: number; register_code: string; legal_form: string },
): boolean {
  const kind = companyKindOf({ registerCode: company.register_code, legalForm: company.legal_form });
  return product.country_id === company.country_id && productFitsCompany(product.company_kind, kind);
}

export class CartService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { settings: SettingsService; catalog: CatalogService },
  ) {}

  async itemsOfGuest(guest: GuestCart, lang: string): Promise<CartItemWire[]> {
    if (guest.cartKey === undefined) return [];
    const opens = cartKeyMatcher(guest.cartKey);
    const rows = await repository.listGuestCartItems(this.db, [...new Set(guest.guestItemIds)]);
    return this.toWire(
      rows.filter((row) => opens(row.guest_key_hash)),
      lang,
    );
  }

  async itemsOfUser(userId: number, lang: string): Promise<CartItemWire[]> {
    return this.toWire(await repository.listUserCartItems(this.db, userId), lang);
  }

  async items(owner: CartOwner, lang: string): Promise<CartItemWire[]> {
    return 'userId' in owner ? this.itemsOfUser(owner.userId, lang) : this.itemsOfGuest(owner, lang);
  }

  /**
   * Adds a product for a company at the catalog's price. A `price` the customer saw that is not
   * the catalog's adds nothing and answers CartPriceChanged with the current cart. A line the
   * cart has already (same product and company) is not added twice. A guest's line goes into the
   * guest cart its ids and key open, or else a new one with a new key, which the answer carries
   * (`cart_key`) and nobody can ask for again; the answer lists the new id with the held ones.
   */
  async add(
    write: Write,
    owner: CartOwner,
    form: AddForm,
    lang: string,
  ): Promise<{ cart: CartItemWire[]; message?: 'CartPriceChanged'; cart_key?: string }> {
    const product = (await this.deps.catalog.productSummaries(lang, [form.product_id])).get(form.product_id);
    if (!product || !product.active) throw invalid('ProductUnavailable', 'product_id');
    if (form.price !== undefined && centsFromEuro(form.price) !== product.price_cents)
      return { cart: await this.items(owner, lang), message: 'CartPriceChanged' };

    const typedIn = form.company.id >= LOCAL_COMPANY_ID_BASE;
    const course = await this.deps.settings.rubleCourse();
    const prices = { price_cents: product.price_cents, price_rub: rublesAt(product.price_cents, course) };
    const { itemId, newKey } = await write(async (trx) => {
      const now = new Date().toISOString();
      const registerCompany = typedIn ? undefined : await repository.findCompany(trx, form.company.id);
      if (!typedIn && !registerCompany) throw notFound('company[id]');
      if (registerCompany && !fitsRegisterCompany(product, registerCompany))
        throw invalid('ProductNotForCompany', 'product_id');
      const { cartId, newKey } = await this.writableCart(trx, owner, now);
      const key = companyKey(form.company, registerCompany?.id ?? null);
      const existing = await repository.findLine(trx, cartId, product.id, key);
      if (existing !== undefined) {
        // Added again at the price the customer saw: a change of the line's price is known to them.
        if (form.price !== undefined) await repository.setSeenPrices(trx, cartId, existing, prices);
        return { itemId: existing, newKey };
      }
      if ((await repository.countItems(trx, cartId)) >= LIMITS.maxCartItems)
        throw invalid('CartIsFull', undefined, [LIMITS.maxCartItems]);
      const inserted = await repository.insertLine(
        trx,
        cartId,
        {
          product_id: product.id,
          ...prices,
          company_key: key,
          company_id: registerCompany?.id ?? null,
          company_register_id: registerCompany?.register_id ?? null,
          company_name: form.company.name,
          company_inn: form.company.inn ?? '-',
          company_country: form.company.country ?? '',
          company_status: form.company.status ?? '-',
          company_type: form.company.type ?? '-',
          company_address: form.company.address ?? '-',
        },
        now,
      );
      return { itemId: inserted, newKey };
    });
    const after: CartOwner =
      'userId' in owner
        ? owner
        : { guestItemIds: [...owner.guestItemIds, itemId], cartKey: newKey ?? owner.cartKey };
    return { cart: await this.items(after, lang), ...(newKey !== undefined && { cart_key: newKey }) };
  }

  /**
   * The customer was shown that these lines' prices changed since they were added: each line
   * whose catalog price and rouble price are still the ones shown keeps them as seen, so the
   * change is not told again. A line that changed once more meanwhile keeps its old prices (its
   * notice comes again, with the newer ones); an id that is not the caller's is passed over.
   */
  async pricesSeen(write: Write, owner: CartOwner, seen: SeenPrices, lang: string): Promise<CartItemWire[]> {
    const held = 'userId' in owner ? seen : seen.filter((line) => owner.guestItemIds.includes(line.id));
    if (held.length > 0) {
      const [course, products] = await Promise.all([
        this.deps.settings.rubleCourse(),
        this.deps.catalog.productSummaries(
          lang,
          (
            await repository.productsOfItems(
              this.db,
              held.map((line) => line.id),
            )
          ).map((row) => row.product_id),
        ),
      ]);
      await write(async (trx) => {
        const cartId =
          'userId' in owner
            ? await repository.findUserCart(trx, owner.userId)
            : await this.openedGuestCart(trx, owner);
        if (cartId === undefined) return;
        const lines = await repository.productsOfItems(
          trx,
          held.map((line) => line.id),
          cartId,
        );
        for (const line of lines) {
          const product = products.get(line.product_id);
          const shown = held.find((entry) => entry.id === line.id);
          if (!product || !shown) continue;
          const now = { price_cents: product.price_cents, price_rub: rublesAt(product.price_cents, course) };
          const asShown =
            centsFromEuro(shown.price) === now.price_cents && (shown.ruble_price ?? null) === now.price_rub;
          if (asShown) await repository.setSeenPrices(trx, cartId, line.id, now);
        }
      });
    }
    return this.items(owner, lang);
  }

  /**
   * Removes an item of the caller's cart; an id that is not theirs (for a guest: not held, or not
   * in the cart its key opens) is NotFound.
   */
  async remove(write: Write, owner: CartOwner, itemId: number, lang: string): Promise<CartItemWire[]> {
    if ('guestItemIds' in owner && !owner.guestItemIds.includes(itemId)) throw notFound('cart_id');
    const removed = await write(async (trx) => {
      if ('userId' in owner) return repository.deleteItem(trx, itemId, { userId: owner.userId });
      const guestCartId = await this.openedGuestCart(trx, { ...owner, guestItemIds: [itemId] });
      return guestCartId !== undefined && repository.deleteItem(trx, itemId, { guestCartId });
    });
    if (!removed) throw notFound('cart_id');
    return this.items(owner, lang);
  }

  /**
   * Moves a guest's items (the ids it holds, of the guest cart its key opens) into the customer's
   * cart inside the login's unit of work; a line the customer has already is dropped, so a second
   * login with the same ids finds nothing left to merge. The cart's limit still holds: lines past
   * it stay out.
   */
  async mergeGuestItems(trx: Transaction<Database>, userId: number, guest: GuestCart): Promise<void> {
    const guestCartId = await this.openedGuestCart(trx, guest);
    if (guestCartId === undefined) return;
    const lines = await repository.guestLines(trx, guestCartId, [...new Set(guest.guestItemIds)]);
    if (lines.length === 0) return;
    const now = new Date().toISOString();
    const cartId = await repository.ensureUserCart(trx, userId, now);
    await repository.touchCart(trx, cartId, now);
    let count = await repository.countItems(trx, cartId);
    const dropped: number[] = [];
    for (const line of lines) {
      const duplicate = await repository.findLine(trx, cartId, line.product_id, line.company_key);
      if (duplicate !== undefined || count >= LIMITS.maxCartItems) {
        dropped.push(line.id);
        continue;
      }
      await repository.moveItem(trx, line.id, cartId);
      count++;
    }
    await repository.deleteItems(trx, dropped);
    await repository.deleteEmptyGuestCarts(trx, [...new Set(lines.map((line) => line.cart_id))]);
  }

  /**
   * The lines a checkout orders, with their company snapshots: the customer's cart, or the guest's
   * held ids in the cart its key opens.
   */
  async checkoutLines(owner: CartOwner, db: Kysely<Database> = this.db) {
    if ('userId' in owner) return repository.checkoutLines(db, owner);
    const guestCartId = await this.openedGuestCart(db, owner);
    if (guestCartId === undefined) return [];
    return repository.checkoutLines(db, { guestCartId, itemIds: [...new Set(owner.guestItemIds)] });
  }

  /** Takes ordered lines out of their cart inside the checkout's unit of work (a guest's empty cart goes too). */
  async removeOrdered(trx: Transaction<Database>, lines: { id: number; cart_id: number }[]): Promise<void> {
    await repository.deleteItems(
      trx,
      lines.map((line) => line.id),
    );
    await repository.deleteEmptyGuestCarts(trx, [...new Set(lines.map((line) => line.cart_id))]);
  }

  /** Deletes guest carts untouched for 30 days; safe to run on several instances at once. */
  async purgeStaleGuestCarts(now = new Date()): Promise<number> {
    return repository.deleteStaleGuestCarts(
      this.db,
      new Date(now.getTime() - GUEST_CART_LIFETIME_MS).toISOString(),
    );
  }

  /**
   * The cart a write goes to, touched and (PostgreSQL) locked for the rest of the unit of work; a
   * guest's new cart comes with its new key.
   */
  private async writableCart(
    trx: Transaction<Database>,
    owner: CartOwner,
    now: string,
  ): Promise<{ cartId: number; newKey?: string }> {
    if ('userId' in owner) {
      const cartId = await repository.ensureUserCart(trx, owner.userId, now);
      await repository.touchCart(trx, cartId, now);
      return { cartId };
    }
    const held = await this.openedGuestCart(trx, owner);
    if (held !== undefined && (await repository.touchCart(trx, held, now))) return { cartId: held };
    const key = newGuestCartKey();
    return { cartId: await repository.createGuestCart(trx, now, key.hash), newKey: key.key };
  }

  /**
   * The guest cart that holds some of the guest's ids and that its key opens: the candidates are
   * the carts of the ids, each one's stored hash compared with the key's in constant time.
   */
  private async openedGuestCart(db: Db, guest: GuestCart): Promise<number | undefined> {
    if (guest.cartKey === undefined || guest.guestItemIds.length === 0) return undefined;
    const opens = cartKeyMatcher(guest.cartKey);
    const candidates = await repository.guestCartsHolding(db, [...new Set(guest.guestItemIds)]);
    return candidates.find((cart) => opens(cart.guest_key_hash))?.id;
  }

  /** Every line priced from the catalog at today's rate, with the company as the customer saw it. */
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
      const euro = euroFromCents(product.price_cents);
      const rubles = rublesAt(product.price_cents, course);
      // Told while what the customer last saw differs; a line of unknown roubles then, by its euros only.
      const changed =
        row.price_cents !== product.price_cents ||
        (row.price_rub !== null && rubles !== null && row.price_rub !== rubles);
      return {
        id: row.id,
        thumb: product.thumb,
        product_name: product.name,
        company_name: row.company_name,
        company_inn: row.company_inn,
        company_country: row.company_country,
        company_register_id: row.company_register_id,
        company_address: row.company_address,
        product_duration: {
          from: product.duration_from,
          to: product.duration_to,
          text: String(product.duration_from),
        },
        product_price: euroText(product.price_cents),
        product_price_num: euro,
        product_ruble_price_num: rubles,
        delivery: product.delivery === 1,
        product_id: row.product_id,
        ...(changed && {
          price_change: {
            from_price_num: euroFromCents(row.price_cents),
            from_ruble_price_num: row.price_rub,
          },
        }),
      };
    });
  }
}
