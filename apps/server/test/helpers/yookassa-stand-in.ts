import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  created_at: string;
  description?: string;
  metadata: Record<string, string>;
  test: boolean;
  refundable: boolean;
  captured_at?: string;
  cancellation_details?: { party: string; reason: string };
  refunded_amount?: { value: string; currency: string };
}

export interface YooKassaStandIn {
  /** `http://127.0.0.1:<port>/v3`, as YOOKASSA_API_URL. */
  apiUrl: string;
  payments: Map<string, StandInPayment>;
  /** Every request's method, path, Idempotence-Key and JSON body. */
  requests: { method: string; path: string; idempotenceKey?: string; body?: any }[];
  /** Answer every request with this status (an outage) until reset to undefined. */
  outage: number | undefined;
  set(id: string, changes: Partial<StandInPayment>): void;
  close(): Promise<void>;
}

const money = /^\d+\.\d{2}$/;

/** Why a create-payment body breaks YooKassa's documented rules, or undefined when it does not. */
function invalidParameter(body: any): string | undefined {
  if (!money.test(body?.amount?.value ?? '') || body.amount.currency !== 'RUB') return 'amount';
  if (body.capture !== true) return 'capture';
  if (body.confirmation?.type !== 'redirect' || typeof body.confirmation.return_url !== 'string')
    return 'confirmation';
  if (typeof body.description === 'string' && body.description.length > 128) return 'description';
  const receipt = body.receipt;
  if (!receipt?.customer?.email || !Array.isArray(receipt.items) || receipt.items.length === 0)
    return 'receipt';
  let sum = 0;
  for (const item of receipt.items) {
    if (
      typeof item.description !== 'string' ||
      item.description.length === 0 ||
      item.description.length > 128
    )
      return 'receipt.items.description';
    if (item.quantity !== '1.00') return 'receipt.items.quantity';
    if (!money.test(item.amount?.value ?? '') || item.amount.currency !== 'RUB')
      return 'receipt.items.amount';
    if (!Number.isInteger(item.vat_code) || item.vat_code < 1 || item.vat_code > 12)
      return 'receipt.items.vat_code';
    if (item.payment_subject !== 'service') return 'receipt.items.payment_subject';
    if (item.payment_mode !== 'full_payment') return 'receipt.items.payment_mode';
    sum += Math.round(Number(item.amount.value) * 100);
  }
  if (sum !== Math.round(Number(body.amount.value) * 100)) return 'receipt.items.amount';
  return undefined;
}

/**
 * A stand-in for YooKassa's API v3 on loopback: POST /v3/payments (Basic auth, Idempotence-Key:
 * the same key answers the same payment), GET /v3/payments/{id} and POST /v3/payments/{id}/cancel,
 * with the documented shapes and error answers; tests move payments along with `set`.
 */
export async function startYooKassaStandIn(credentials: {
  shopId: string;
  secretKey: string;
}): Promise<YooKassaStandIn> {
  const payments = new Map<string, StandInPayment>();
  const byKey = new Map<string, string>();
  const requests: YooKassaStandIn['requests'] = [];
  const expectedAuth = `Basic ${Buffer.from(`${credentials.shopId}:${credentials.secretKey}`).toString('base64')}`;
  const state = { outage: undefined as number | undefined };

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const error = (response: ServerResponse, status: number, code: string, parameter?: string) =>
    answer(response, status, { type: 'error', id: randomUUID(), code, description: code, parameter });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = (request.url ?? '').split('?')[0]!;
    const idempotenceKey = request.headers['idempotence-key'] as string | undefined;
    let body: any;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return error(response, 400, 'invalid_request');
    }
    requests.push({ method: request.method ?? '', path, idempotenceKey, body });
    if (state.outage) return error(response, state.outage, 'internal_server_error');
    if (request.headers.authorization !== expectedAuth) return error(response, 401, 'invalid_credentials');
    if (request.method === 'POST' && path === '/v3/payments') {
      if (!idempotenceKey || idempotenceKey.length > 64)
        return error(response, 400, 'invalid_request', 'Idempotence-Key');
      const known = byKey.get(idempotenceKey);
      if (known) return answer(response, 200, payments.get(known));
      const parameter = invalidParameter(body);
      if (parameter) return error(response, 400, 'invalid_request', parameter);
      const id = randomUUID();
      const payment: StandInPayment = {
        id,
        status: 'pending',
        paid: false,
        amount: body.amount,
        confirmation: {
          type: 'redirect',
          confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`,
          return_url: body.confirmation.return_url,
        },
        created_at: new Date().toISOString(),
        description: body.description,
        metadata: body.metadata ?? {},
        test: true,
        refundable: false,
      };
      payments.set(id, payment);
      byKey.set(idempotenceKey, id);
      return answer(response, 200, payment);
    }
    const match = /^\/v3\/payments\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && match) {
      const payment = payments.get(decodeURIComponent(match[1]!));
      return payment ? answer(response, 200, payment) : error(response, 404, 'not_found');
    }
    // Only a payment waiting for capture (two-stage) can be cancelled; any other state is refused.
    const cancel = /^\/v3\/payments\/([^/]+)\/cancel$/.exec(path);
    if (request.method === 'POST' && cancel) {
      if (!idempotenceKey || idempotenceKey.length > 64)
        return error(response, 400, 'invalid_request', 'Idempotence-Key');
      const payment = payments.get(decodeURIComponent(cancel[1]!));
      if (!payment) return error(response, 404, 'not_found');
      if (payment.status !== 'waiting_for_capture') return error(response, 400, 'invalid_request', 'status');
      Object.assign(payment, {
        status: 'canceled',
        cancellation_details: { party: 'merchant', reason: 'canceled_by_merchant' },
      });
      return answer(response, 200, payment);
    }
    return error(response, 404, 'not_found');
  };

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v3`,
    payments,
    requests,
    get outage() {
      return state.outage;
    },
    set outage(value) {
      state.outage = value;
    },
    set(id, changes) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no stand-in payment ${id}`);
      Object.assign(payment, changes);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
  };
}
