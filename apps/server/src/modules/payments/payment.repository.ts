import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PaymentNotificationTable, PaymentStatus, PaymentTable } from '../../db/schema.js';

export type PaymentRow = Selectable<PaymentTable>;

export function latestAttempt(db: Kysely<Database>, orderId: number): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('attempt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The new attempt, or undefined when a parallel start inserted this attempt first. */
export function insertAttempt(
  db: Kysely<Database>,
  values: Insertable<PaymentTable>,
): Promise<PaymentRow | undefined> {
  return db
    .insertInto('payment')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findByIdempotencyKey(db: Kysely<Database>, key: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payment').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export function findById(db: Kysely<Database>, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByProviderId(
  db: Kysely<Database>,
  provider: string,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

/** Records what the provider made, once: false when a parallel start recorded its own first. */
export async function recordCreated(
  db: Kysely<Database>,
  id: number,
  values: { providerPaymentId: string; paymentForm: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payment')
    .set({
      provider_payment_id: values.providerPaymentId,
      payment_form: values.paymentForm,
      updated_at: values.at,
    })
    .where('id', '=', id)
    .where('provider_payment_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves the attempt from `from` to a new state; false when it is no longer in `from` (a race). */
export async function changeState(
  db: Kysely<Database>,
  id: number,
  from: PaymentStatus,
  values: { status: PaymentStatus; failure: string | null; paidAt: string | null; raw: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payment')
    .set({
      status: values.status,
      failure: values.failure,
      paid_at: values.paidAt,
      raw: values.raw,
      updated_at: values.at,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertNotification(
  db: Kysely<Database>,
  values: Insertable<PaymentNotificationTable>,
): Promise<void> {
  await db.insertInto('payment_notification').values(values).execute();
}

/** The order's attempts, newest first. */
export function attemptsOf(db: Kysely<Database>, orderId: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('attempt', 'desc')
    .execute();
}

/** The notifications received about these payments, oldest first. */
export function notificationsOf(db: Kysely<Database>, paymentIds: number[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payment_notification')
    .select(['id', 'payment_id', 'received_at', 'event', 'verified', 'refusal', 'outcome', 'remote_ip'])
    .where('payment_id', 'in', paymentIds)
    .orderBy('id')
    .execute();
}

/**
 * Marks the order's succeeded payment as to be refunded, once: the latest not marked yet (an extra
 * payment may be marked already), else the latest marked one. Answers it, or undefined when none.
 */
export async function markRefundDue(
  db: Kysely<Database>,
  orderId: number,
  values: { at: string; reason: string },
): Promise<PaymentRow | undefined> {
  const payment = await db
    .selectFrom('payment')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .orderBy((eb) => eb.case().when('refund_due_at', 'is', null).then(0).else(1).end())
    .orderBy('attempt', 'desc')
    .executeTakeFirst();
  if (!payment) return undefined;
  if (payment.refund_due_at !== null) return payment;
  return db
    .updateTable('payment')
    .set({ refund_due_at: values.at, refund_reason: values.reason, updated_at: values.at })
    .where('id', '=', payment.id)
    .returningAll()
    .executeTakeFirst();
}

/** Marks this payment as to be refunded; false when it was marked already. */
export async function markPaymentRefundDue(
  db: Kysely<Database>,
  paymentId: number,
  values: { at: string; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payment')
    .set({ refund_due_at: values.at, refund_reason: values.reason, updated_at: values.at })
    .where('id', '=', paymentId)
    .where('refund_due_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A payment of the order due for refund, returned: refunded from now on. Answers the row as it was
 * before, or undefined when the order has no such payment; `moved` is false when it is not (or no
 * longer) a succeeded payment due for refund.
 */
export async function markRefunded(
  db: Kysely<Database>,
  orderId: number,
  paymentId: number,
  at: string,
): Promise<{ payment: PaymentRow; moved: boolean } | undefined> {
  const payment = await db
    .selectFrom('payment')
    .selectAll()
    .where('id', '=', paymentId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!payment) return undefined;
  const result = await db
    .updateTable('payment')
    .set({ status: 'refunded', updated_at: at })
    .where('id', '=', paymentId)
    .where('status', '=', 'succeeded')
    .where('refund_due_at', 'is not', null)
    .executeTakeFirst();
  return { payment, moved: Number(result.numUpdatedRows) === 1 };
}

/** The order's pending attempts before `attempt` that reached their provider (a new one replaces them). */
export function pendingBefore(db: Kysely<Database>, orderId: number, attempt: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('attempt', '<', attempt)
    .where('status', '=', 'pending')
    .where('provider_payment_id', 'is not', null)
    .orderBy('attempt')
    .execute();
}
