import {
  companyNumbersText,
  DEFAULT_LANGUAGE,
  euroFromCents,
  moscowDay,
  trackingUrl,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  documentsReadyMail,
  type MailService,
  managerOrderMail,
  type OrderMailData,
  orderPlacedMail,
  originalsShippedMail,
  paymentDeclinedMail,
  paymentReceivedMail,
} from '../mail/mail.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { OrderItemRow } from './order.repository.js';
import type { OrderMails, OrderRow, OrderService } from './order.service.js';

/** A company of an order's line with its numbers under its country's labels, for a mail. */
function withNumbers(
  item: {
    company_name: string;
    company_country: string;
    company_inn: string;
    company_register_id: string | null;
  },
  lang: string,
): string {
  const numbers = companyNumbersText(
    { country: item.company_country, inn: item.company_inn, registerId: item.company_register_id },
    lang,
  );
  return numbers ? `${item.company_name} (${numbers})` : item.company_name;
}

/**
 * The mails of an order's life, to its customer in the order's language and to the shop's managers,
 * each written into the outbox in the caller's transaction (so a rolled-back change mails nobody).
 * Everything is read through the `trx` given: it runs inside units of work (SQLite has one connection).
 */
export class OrderMailService implements OrderMails {
  constructor(
    private readonly deps: {
      orders: Pick<OrderService, 'itemsOf'>;
      settings: Pick<SettingsService, 'sitenameIn'>;
      mail: Pick<MailService, 'enqueue' | 'managerAddressIn'>;
      publicUrl: string;
    },
  ) {}

  async orderPlaced(trx: Kysely<Database>, order: OrderRow, invoiceId: number): Promise<void> {
    const sitename = await this.deps.settings.sitenameIn(trx, order.language_code);
    await this.deps.mail.enqueue(
      trx,
      orderPlacedMail(order.email, { ...(await this.mailData(trx, order, sitename)), invoiceId }),
    );
  }

  async paymentReceived(trx: Kysely<Database>, order: OrderRow): Promise<void> {
    const sitename = await this.deps.settings.sitenameIn(trx, order.language_code);
    await this.deps.mail.enqueue(
      trx,
      paymentReceivedMail(order.email, {
        ...(await this.mailData(trx, order, sitename)),
        expectedDate: order.expected_date ?? moscowDay(new Date()),
        estimate: order.expected_date_estimate === 1,
      }),
    );
  }

  async paymentDeclined(trx: Kysely<Database>, order: OrderRow): Promise<void> {
    const sitename = await this.deps.settings.sitenameIn(trx, order.language_code);
    await this.deps.mail.enqueue(
      trx,
      paymentDeclinedMail(order.email, await this.mailData(trx, order, sitename)),
    );
  }

  async documentsReady(trx: Kysely<Database>, order: OrderRow): Promise<void> {
    const sitename = await this.deps.settings.sitenameIn(trx, order.language_code);
    await this.deps.mail.enqueue(
      trx,
      documentsReadyMail(order.email, await this.mailData(trx, order, sitename)),
    );
  }

  /** Paper originals left with a carrier: which, with whom, the tracking number and its page. */
  async originalsShipped(
    trx: Kysely<Database>,
    order: OrderRow,
    parcel: { items: OrderItemRow[]; carrier: string; trackingNumber: string },
  ): Promise<void> {
    await this.deps.mail.enqueue(
      trx,
      originalsShippedMail(order.email, {
        sitename: await this.deps.settings.sitenameIn(trx, order.language_code),
        language: order.language_code,
        number: order.number,
        items: parcel.items.map((item) => ({ product: item.product_name, company: item.company_name })),
        carrier: parcel.carrier,
        trackingNumber: parcel.trackingNumber,
        trackingUrl: trackingUrl(parcel.carrier, parcel.trackingNumber),
        accountLink: `${this.deps.publicUrl}/account/orders`,
      }),
    );
  }

  placedForManagers(trx: Kysely<Database>, order: OrderRow): Promise<void> {
    return this.managersMail(trx, order, 'placed');
  }

  paidForManagers(trx: Kysely<Database>, order: OrderRow): Promise<void> {
    return this.managersMail(trx, order, 'paid');
  }

  /** The shop's managers are told of a new order and of a paid one (no manager address: nobody). */
  private async managersMail(
    trx: Kysely<Database>,
    order: OrderRow,
    event: 'placed' | 'paid',
  ): Promise<void> {
    const to = await this.deps.mail.managerAddressIn(trx);
    if (!to) return;
    const sitename = await this.deps.settings.sitenameIn(trx, DEFAULT_LANGUAGE);
    const buyer = [
      [order.last_name, order.first_name, order.middle_name].filter(Boolean).join(' '),
      order.yur_name && order.yur_inn
        ? `${order.yur_name} (${order.yur_country === null ? 'ИНН' : 'налоговый номер'} ${order.yur_inn})`
        : order.yur_name,
      order.email,
      order.phone,
    ]
      .filter(Boolean)
      .join(', ');
    await this.deps.mail.enqueue(
      trx,
      managerOrderMail(to, await this.mailData(trx, order, sitename, DEFAULT_LANGUAGE), event, {
        buyer,
        adminLink: `${this.deps.publicUrl}/admin/orders/${order.id}`,
      }),
    );
  }

  /** An order's mail data; `lang` labels the companies' numbers (the managers' mail: Russian). */
  private async mailData(
    trx: Kysely<Database>,
    order: OrderRow,
    sitename: string,
    lang: string = order.language_code,
  ): Promise<OrderMailData> {
    const items = await this.deps.orders.itemsOf(order.id, trx);
    return {
      sitename,
      language: order.language_code,
      number: order.number,
      items: items.map((item) => ({
        product: item.product_name,
        // The numbers tell namesakes apart ("ALBION HOLDINGS LTD (Company number 08492362)").
        company: withNumbers(item, lang),
        priceEur: euroFromCents(item.price_cents),
        priceRub: item.price_rub,
      })),
      totalEur: euroFromCents(order.total_cents),
      totalRub: order.total_rub,
      paymentMethod: order.payment_method === 'invoice' ? 'invoice' : 'card',
      durationDays: order.duration_days,
      // The order's own page: it pays the order while it awaits payment (after a login, if asked).
      accountLink: `${this.deps.publicUrl}/account/orders/${order.id}`,
    };
  }
}
