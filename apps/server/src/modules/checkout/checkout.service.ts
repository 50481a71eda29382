import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type AnswerOf,
  type Order,
  type OrderPaymentWire,
  type ParsedBodyOf,
  type PaymentForm,
  isForeignPayer,
  type saveOrderCall,
} from '@storefront/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { invalid, notFound, Refusal, userExists } from '../../lib/errors.js';
import type { PasswordResetService } from '../auth/password-reset.service.js';
import type { RequestSource, SessionService } from '../auth/session.service.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { CartOwner, CartService } from '../cart/cart.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { LegalEntityService } from '../legal-entities/legal-entity.service.js';
import { type MailService, setPasswordMail } from '../mail/mail.service.js';
import type { DocumentService } from '../orders/document.service.js';
import type { OrderMailService } from '../orders/order-mails.service.js';
import type { OrderQueryService } from '../orders/order-queries.service.js';
import type { OrderRow, OrderService } from '../orders/order.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { normalEmail, type UserService } from '../users/user.service.js';

type SaveOrderForm = ParsedBodyOf<typeof saveOrderCall>;
type SaveOrderAnswer = AnswerOf<typeof saveOrderCall>;

/** What the checkout needs of the payments module (modules/payments). */
export interface CheckoutPayments {
  /** The browser's form for an order awaiting payment by card; a new attempt, or the pending one. */
  startPayment(orderId: number, options: { newAttempt: boolean; write?: Write }): Promise<PaymentForm>;
  /** The latest payment attempt of the order, as the order answer shows it. */
  latestPayment(orderId: number, db?: Kysely<Database>): Promise<OrderPaymentWire | null>;
  /** Asks the provider for the latest attempt's state and syncs the order with it. */
  checkPayment(orderId: number): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whether the sent checkout value is the one the order was placed with (constant time). */
function sameCheckout(storedHash: string | null, sent: string | undefined): boolean {
  if (storedHash === null || sent === undefined) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(sent).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The payer's country when it is not Russia (its `yur_inn` is a tax id of its own), else null. */
const foreignPayerCountry = (form: SaveOrderForm): string | null =>
  isForeignPayer(form.yur_country) ? form.yur_country! : null;

/** How long a guest's repeated checkout (a double click, a retry) may still sign the browser in. */
const GUEST_REPLAY_WINDOW_MS = 30 * 60 * 1000;

/** The delivery fields a cart with a paper original must have (region is optional: not every country has one). */
const DELIVERY_FIELDS = [
  'delivery_country',
  'delivery_city',
  'delivery_address',
  'contact_name',
  'contact_phone',
  'contact_index',
] as const;

/**
 * Checkout (docs/decisions/028-checkout-and-orders.md): the cart becomes an
 * order in one unit of work, priced from the catalog at today's rate; a guest gets an account
 * and is signed in; one checkout makes one order whatever retries, double clicks and second tabs
 * do (an idempotency key of who checks out and which lines, unique in the database).
 */
export class CheckoutService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      cart: CartService;
      catalog: CatalogService;
      orders: OrderService;
      /** The order's page as the account shows it. */
      orderQueries: Pick<OrderQueryService, 'orderView'>;
      orderMails: OrderMailService;
      documents: DocumentService;
      users: UserService;
      sessions: SessionService;
      passwordReset: PasswordResetService;
      legalEntities: LegalEntityService;
      settings: SettingsService;
      mail: MailService;
      payments: CheckoutPayments;
      publicUrl: string;
      paymentMethods: readonly string[];
    },
  ) {
    // The invoice a bank-transfer order's mail carries, rendered when the mail goes out.
    deps.mail.renderAttachments('invoice', async (ref) => {
      const owner = await this.deps.documents.ownerOf(ref.id);
      // Gone (its order deleted): the sender fails the mail; the demo's outbox answers 404.
      if (owner === undefined) throw notFound('index');
      // The mail sender sends one mail at a time and cannot be asked to come back: it waits its turn.
      const file = await this.deps.documents.pdf(owner, ref.id, 'invoice', ref.language, {
        whenBusy: 'wait',
      });
      return { filename: file.fileName, content: file.pdf, contentType: 'application/pdf' };
    });
  }

  /**
   * Places the order of the caller's cart. Answers the spec's `user` (with the key the browser is
   * signed in with), `order` and `payment_form` (null for a bank transfer, or when the provider
   * could not be reached: the order page then offers to pay).
   */
  async saveOrder(
    write: Write,
    form: SaveOrderForm,
    caller: { user: UserRow | undefined; authKey: string | undefined },
    lang: string,
    source: RequestSource,
  ): Promise<SaveOrderAnswer> {
    const methods = await this.deps.settings.paymentMethods();
    if (methods.length === 0) throw invalid('CheckoutUnavailable');
    if (!methods.includes(form.payment_method)) throw invalid('PaymentMethodUnavailable', 'payment_method');
    const email = normalEmail(form.email);
    const heldIds = [...new Set(form.cart_ids)].sort((a, b) => a - b);
    const owner: CartOwner = caller.user
      ? { userId: caller.user.id }
      : { guestItemIds: heldIds, cartKey: form.cart_key };

    for (let attempt = 1; ; attempt++) {
      const allLines = await this.deps.cart.checkoutLines(owner);
      // A customer orders the lines the page showed (`cart_ids`), or the whole cart when none are sent.
      const lines =
        caller.user && heldIds.length > 0 ? allLines.filter((line) => heldIds.includes(line.id)) : allLines;
      const key = this.idempotencyKey(
        caller.user,
        email,
        form.clientID,
        heldIds.length > 0 ? heldIds : lines.map((l) => l.id),
      );

      const replay = await this.deps.orders.findByIdempotencyKey(key);
      if (replay) return this.replayed(write, replay, caller, form.checkout_key, lang, source);

      if (lines.length === 0) throw invalid('CartIsEmpty', 'cart_ids');
      if (caller.user && heldIds.length > 0 && lines.length !== heldIds.length)
        throw invalid('CartChanged', 'cart_ids');

      const products = await this.deps.catalog.productSummaries(
        lang,
        lines.map((line) => line.product_id),
      );
      for (const line of lines) {
        const product = products.get(line.product_id);
        if (!product || !product.active) throw invalid('ProductUnavailable', 'cart_ids');
      }
      const needsDelivery = lines.some((line) => products.get(line.product_id)?.delivery === 1);
      if (needsDelivery)
        for (const field of DELIVERY_FIELDS) if (!form[field]) throw invalid('FieldCannotBeEmpty', field);

      if (!caller.user && (await this.deps.users.findAnyByEmail(this.db, email))) {
        // The same checkout sent at once may have made the account (with its order) meanwhile.
        const madeMeanwhile = await this.deps.orders.findByIdempotencyKey(key);
        if (madeMeanwhile)
          return this.replayed(write, madeMeanwhile, caller, form.checkout_key, lang, source);
        throw userExists();
      }

      // The order keeps the rate it is placed at and the day that rate was set for (ADR 038).
      const course = await this.deps.settings.rubleRates.inForce();
      if (!course) throw invalid('CheckoutUnavailable');
      const { sitename } = (await this.deps.settings.publicSettings(lang)).settings;
      try {
        const placed = await write(async (trx) => {
          const user = caller.user ?? (await this.newCustomer(trx, form, email, lang));
          const legalEntityId = caller.user ? await this.payerEntity(trx, caller.user.id, form) : null;
          const order = await this.deps.orders.placeIn(trx, {
            userId: user.id,
            legalEntityId,
            rubleCourse: course.rate,
            ...(course.day && { rubleCourseDate: course.day }),
            languageCode: lang,
            paymentMethod: form.payment_method,
            idempotencyKey: key,
            customer: {
              firstName: form.first_name,
              lastName: form.last_name,
              middleName: form.middle_name ?? null,
              email,
              phone: form.phone,
              yurName: form.yur_name ?? null,
              yurInn: form.yur_inn ?? null,
              yurCountry: foreignPayerCountry(form),
            },
            delivery: needsDelivery
              ? {
                  country: form.delivery_country ?? '',
                  region: form.delivery_region ?? '',
                  city: form.delivery_city ?? '',
                  address: form.delivery_address ?? '',
                  contactName: form.contact_name ?? '',
                  contactPhone: form.contact_phone ?? '',
                  contactIndex: form.contact_index ?? '',
                }
              : null,
            comment: form.comment ?? null,
            clientId: form.clientID ?? null,
            checkoutKeyHash: form.checkout_key === undefined ? null : sha256(form.checkout_key),
            // Prices from the catalog, never from the cart's rows or the client.
            items: lines.map((line) => {
              const product = products.get(line.product_id)!;
              return {
                productId: product.id,
                productName: product.name,
                priceCents: product.price_cents,
                durationFrom: product.duration_from,
                durationTo: product.duration_to,
                delivery: product.delivery === 1,
                company: {
                  id: line.company_id,
                  registerId: line.company_register_id,
                  name: line.company_name,
                  inn: line.company_inn,
                  country: line.company_country,
                  status: line.company_status,
                  type: line.company_type,
                  address: line.company_address,
                },
              };
            }),
          });
          await this.deps.cart.removeOrdered(trx, lines);
          const stored = await this.deps.orders.findByIdempotencyKey(key, trx);
          await this.deps.orderMails.orderPlaced(trx, stored!, order.invoiceId);
          await this.deps.orderMails.placedForManagers(trx, stored!);
          let authKey = caller.authKey;
          if (!caller.user) {
            authKey = await this.deps.sessions.open(trx, user.id, false, source);
            const link = await this.deps.passwordReset.firstPasswordLink(trx, user.id, source.ip);
            await this.deps.mail.enqueue(trx, setPasswordMail(email, { sitename, language: lang, link }));
          }
          return { orderId: order.orderId, user, authKey: authKey ?? '' };
        });
        return this.answer(placed.orderId, placed.user, placed.authKey, lang, form.payment_method === 'card');
      } catch (error) {
        // A parallel submit of the same checkout won the key (or made the account) first: look again.
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** The order of its owner (or a manager acting as them); anyone else's id reads as absent. */
  async getOrder(userId: number | undefined, orderId: number, lang: string): Promise<Order> {
    if (userId === undefined || (await this.deps.orders.ownerOf(orderId)) !== userId)
      throw notFound('order_id');
    return this.orderAnswer(orderId, lang);
  }

  /** "Pay again": a new payment attempt of the customer's order awaiting payment by card. */
  async payOrder(write: Write, userId: number, orderId: number, lang: string) {
    if ((await this.deps.orders.ownerOf(orderId)) !== userId) throw notFound('order_id');
    const paymentForm = await this.deps.payments.startPayment(orderId, { newAttempt: true, write });
    return { order: await this.orderAnswer(orderId, lang), payment_form: paymentForm };
  }

  /** The return pages: the latest attempt synced with its provider, then the order as it is. */
  async checkPayment(userId: number, orderId: number, lang: string) {
    if ((await this.deps.orders.ownerOf(orderId)) !== userId) throw notFound('order_id');
    await this.deps.payments.checkPayment(orderId);
    return { order: await this.orderAnswer(orderId, lang) };
  }

  async orderAnswer(orderId: number, lang: string, db: Kysely<Database> = this.db): Promise<Order> {
    const [view, payment] = await Promise.all([
      this.deps.orderQueries.orderView(orderId, db),
      this.deps.payments.latestPayment(orderId, db),
    ]);
    if (!view) throw notFound('order_id');
    // The items' pictures are the catalog's, in the caller's language.
    const products = await this.deps.catalog.productSummaries(
      lang,
      view.items.map((item) => item.product_id),
    );
    return {
      ...view,
      items: view.items.map((item) => ({ ...item, thumb: products.get(item.product_id)?.thumb ?? '' })),
      payment,
      can_pay:
        view.status === 'awaiting_payment' &&
        view.payment_method === 'card' &&
        this.deps.paymentMethods.includes('card'),
    };
  }

  /** Who checks out and which lines, hashed: the same checkout sent twice has the same key. */
  private idempotencyKey(
    user: UserRow | undefined,
    email: string,
    clientId: string | undefined,
    lineIds: number[],
  ): string {
    const who = user ? `user:${user.id}` : `guest:${email}:${clientId ?? ''}`;
    return createHash('sha256')
      .update(`${who}|${[...lineIds].sort((a, b) => a - b).join(',')}`)
      .digest('hex');
  }

  /**
   * The same checkout again (a double click, a second tab, a retry after a timeout): the order
   * the first one made, never a second. A guest's browser is signed in again only when it sends
   * the checkout page's value the order was placed with (the e-mail and the cart ids are no
   * secret), within half an hour, and while the account has no password of its own (it is the one
   * this checkout made); otherwise the e-mail's owner must log in, as for any registered e-mail.
   */
  private async replayed(
    write: Write,
    order: OrderRow,
    caller: { user: UserRow | undefined; authKey: string | undefined },
    checkoutKey: string | undefined,
    lang: string,
    source: RequestSource,
  ): Promise<SaveOrderAnswer> {
    if (caller.user) return this.answer(order.id, caller.user, caller.authKey ?? '', lang, false);
    if (!sameCheckout(order.checkout_key_hash, checkoutKey)) throw userExists();
    const user = await this.deps.users.findActive(order.user_id);
    const fresh = Date.now() - Date.parse(order.created_at) < GUEST_REPLAY_WINDOW_MS;
    if (!user || user.password_hash !== null || !fresh) throw userExists();
    const authKey = await write((trx) => this.deps.sessions.open(trx, user.id, false, source));
    return this.answer(order.id, user, authKey, lang, false);
  }

  private async answer(
    orderId: number,
    user: UserRow,
    authKey: string,
    lang: string,
    startPayment: boolean,
  ): Promise<SaveOrderAnswer> {
    const order = await this.orderAnswer(orderId, lang);
    let paymentForm: PaymentForm | null = null;
    if (order.can_pay && (startPayment || order.payment?.status === 'pending')) {
      try {
        paymentForm = await this.deps.payments.startPayment(orderId, { newAttempt: false });
        order.payment = await this.deps.payments.latestPayment(orderId);
      } catch (error) {
        // The provider is down (or the order was paid meanwhile): the order stands, its page offers to pay.
        if (!(error instanceof Refusal)) throw error;
      }
    }
    return {
      user: { ...(await this.deps.users.toWire(user)), auth_key: authKey },
      order,
      payment_form: paymentForm,
    };
  }

  /** A guest's account: the checkout's name, phone and e-mail; no password until the mailed link sets one. */
  private async newCustomer(
    trx: Kysely<Database>,
    form: SaveOrderForm,
    email: string,
    lang: string,
  ): Promise<UserRow> {
    return this.deps.users.create(trx, {
      email,
      password_hash: null,
      first_name: form.first_name,
      last_name: form.last_name,
      middle_name: form.middle_name ?? null,
      phone: form.phone,
      phone_country: null,
      contact_phone_country: null,
      client_id: form.clientID ?? null,
      language_code: lang,
      def_your_name: form.yur_name ?? null,
      def_your_inn: form.yur_inn ?? null,
      def_your_country: foreignPayerCountry(form),
    });
  }

  /**
   * The customer's legal entity the order is paid by: the one they keep under the checkout's INN,
   * or the payer typed in, kept now when they asked for it. A foreign payer is none of them: the
   * entities hold Russian requisites.
   */
  private async payerEntity(
    trx: Transaction<Database>,
    userId: number,
    form: SaveOrderForm,
  ): Promise<number | null> {
    if (!form.yur_inn || foreignPayerCountry(form) !== null) return null;
    if (form.save_legal_entity && form.yur_name)
      return this.deps.legalEntities.keepFromCheckout(trx, userId, {
        name: form.yur_name,
        inn: form.yur_inn,
      });
    return (await this.deps.legalEntities.findOwnByInn(userId, form.yur_inn, trx)) ?? null;
  }
}
