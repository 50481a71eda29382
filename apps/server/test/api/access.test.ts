import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CallAccess, type CallName, calls, errorAnswer, moscowDay } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../../src/db/seed/data/index.js';
import { hashToken } from '../../src/lib/tokens.js';
import { deliveredOrder, organisationRequisites, placeOrder } from '../helpers/account.js';
import {
  breakAuditLog,
  createCartItem,
  createLinkToken,
  createManagerToken,
  createSession,
  createUser,
  demoProducts,
  repairAuditLog,
} from '../helpers/factories.js';
import { postFrom, registerConfirmed } from '../helpers/accounts.js';
import { facsimilePng } from '../helpers/images.js';
import { solvedToken } from '../helpers/human-check.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

/**
 * The access table (docs/decisions/014-call-access.md), checked for every call of the contract
 * from its declaration: each caller below makes each call with a request that is valid for
 * customer A, and the status (and, for writes made by a manager acting as A, the audit row)
 * follows from the call's declared access alone.
 */
const CALLERS = [
  'anonymous',
  'customer',
  'other customer',
  'manager acting',
  'manager own',
  'admin own',
  'revoked',
] as const;
type Caller = (typeof CALLERS)[number];

/** Calls the contract declares that later issues serve; until then their paths are unknown (404). */
const NOT_SERVED_YET = [] as const satisfies readonly CallName[];
const notServedYet: readonly CallName[] = NOT_SERVED_YET;

interface Request {
  body: Record<string, unknown>;
  query?: Record<string, string | number>;
  /** The request names one of customer A's own rows (an id in the query or the body). */
  namesOwnRow?: boolean;
  /** A manager acting as the customer is refused with this key (403) where the customer is not. */
  refusedToActingManager?: string;
  /** Body fields that differ by caller (each signed-in caller orders its own cart). */
  perCaller?: Partial<Record<Caller, Record<string, unknown>>>;
  /** Sent as multipart/form-data with this file after the fields (the back-office's upload). */
  file?: { name: string; content: Buffer };
}

/** 2xx, or the refusal's status and key. */
function expectedOutcome(access: CallAccess, caller: Caller, request: Request): [number, string?] {
  const signedInAs = {
    anonymous: undefined,
    revoked: undefined,
    customer: 'A',
    'manager acting': 'A',
    'other customer': 'B',
    'manager own': 'M',
    'admin own': 'AD',
  }[caller];
  switch (access) {
    case 'anyone':
      return [200];
    case 'guest-or-customer':
      if (caller === 'revoked') return [401, 'IncorrectToken'];
      return signedInAs !== 'A' && request.namesOwnRow ? [404, 'NotFound'] : [200];
    case 'customer':
      if (!signedInAs) return [401, 'IncorrectToken'];
      if (caller === 'manager acting' && request.refusedToActingManager)
        return [403, request.refusedToActingManager];
      return signedInAs !== 'A' && request.namesOwnRow ? [404, 'NotFound'] : [200];
    case 'manager':
      if (caller === 'manager own' || caller === 'admin own') return [200];
      if (caller === 'customer' || caller === 'other customer') return [403, 'ManagerOnly'];
      return [401, 'IncorrectToken'];
    case 'admin':
      if (caller === 'admin own') return [200];
      if (caller === 'customer' || caller === 'other customer' || caller === 'manager own')
        return [403, 'AdminOnly'];
      return [401, 'IncorrectToken'];
  }
}

describe.each(testedDialects())('access table on %s', (dialect) => {
  let t: TestApp;
  let documentsDir: string;
  const db = () => t.database.handle.db;
  const ids = { a: 0, b: 0, manager: 0, admin: 0 };
  const keys: Record<Exclude<Caller, 'anonymous'>, string> = {
    customer: '',
    'other customer': '',
    'manager acting': '',
    'manager own': '',
    'admin own': '',
    revoked: '',
  };
  let managerTokenId = 0;
  let resetUserId = 0;

  beforeAll(async () => {
    documentsDir = mkdtempSync(join(tmpdir(), 'storefront-access-'));
    t = await createTestApp(dialect, {
      config: { documentsDir, uploadsDir: join(documentsDir, 'uploads') },
    });
    const [a, b, manager, admin, resetUser] = [
      await createUser(db()),
      await createUser(db()),
      await createUser(db(), { role: 'manager' }),
      await createUser(db(), { role: 'admin' }),
      await createUser(db()),
    ];
    Object.assign(ids, { a: a.id, b: b.id, manager: manager.id, admin: admin.id });
    resetUserId = resetUser!.id;
    keys.customer = await createSession(db(), a.id);
    keys['other customer'] = await createSession(db(), b.id);
    keys['manager own'] = await createSession(db(), manager.id);
    keys['admin own'] = await createSession(db(), admin.id);
    keys['manager acting'] = await createManagerToken(db(), manager.id, a.id);
    keys.revoked = await createSession(db(), a.id, { revoked: true });
    managerTokenId = (
      await db()
        .selectFrom('manager_token')
        .select('id')
        .where('token_hash', '=', hashToken(keys['manager acting']))
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(documentsDir, { recursive: true, force: true });
  });

  /** A legal entity of customer A, made for one request (a delete or a switch uses it up). */
  async function legalEntityOfA(): Promise<number> {
    const row = await db()
      .insertInto('legal_entity')
      .values({ ...organisationRequisites, user_id: ids.a, is_default: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A line of customer A's cart, made for one request (a remove uses it up). */
  async function cartItemOfA(productId: number): Promise<number> {
    const cart =
      (await db().selectFrom('cart').select('id').where('user_id', '=', ids.a).executeTakeFirst()) ??
      (await db().insertInto('cart').values({ user_id: ids.a }).returning('id').executeTakeFirstOrThrow());
    const name = `Фирма ${unique()}`;
    const row = await db()
      .insertInto('cart_item')
      .values({
        cart_id: cart.id,
        product_id: productId,
        price_cents: 100,
        company_key: `typed:ru:${name.toLowerCase()}`,
        company_id: null,
        company_register_id: null,
        company_name: name,
        company_inn: '-',
        company_country: 'RU',
        company_status: '-',
        company_type: '-',
        company_address: '-',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Another login session of customer A, made for one request (ending it uses it up). */
  async function sessionOfA(): Promise<number> {
    const key = await createSession(db(), ids.a);
    const row = await db()
      .selectFrom('user_session')
      .select('id')
      .where('token_hash', '=', hashToken(key))
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A delivered order of customer A: its act, its invoice and one delivered file. */
  async function deliveredOrderOfA() {
    const { actId, invoiceId, fileId } = await deliveredOrder(db(), ids.a, documentsDir);
    return { actId, invoiceId, fileId };
  }

  async function liveResetToken(): Promise<string> {
    const token = await createLinkToken(db(), 'password_reset', resetUserId);
    return token;
  }

  /** A live confirmation link of a new, unconfirmed account (its token after '#'). */
  async function liveConfirmToken(): Promise<string> {
    const user = await db()
      .insertInto('app_user')
      .values({ email: `confirm-${unique()}@example.test` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createLinkToken(db(), 'email_confirmation', user.id);
    return token;
  }

  let sequence = 0;
  const unique = () => `${Date.now()}-${++sequence}`;

  /** A request valid for customer A, made afresh for each caller. */
  const requests: Record<Exclude<CallName, (typeof NOT_SERVED_YET)[number]>, () => Promise<Request>> = {
    settings: async () => ({ body: { lang: 'ru-RU' } }),
    login: async () => {
      const email = `login-${unique()}@example.test`;
      await registerConfirmed(t.app, db(), email, 'correct horse battery');
      return { body: { LoginForm: { username: email, password: 'correct horse battery', rememberMe: 0 } } };
    },
    register: async () => ({
      body: {
        SignupForm: {
          email: `new-${unique()}@example.test`,
          password: 'correct horse battery',
          passwordRepeat: 'correct horse battery',
        },
        token: await solvedToken(t.app),
      },
    }),
    requestNewPassword: async () => ({
      body: {
        PasswordResetRequestForm: { email: `reset-${unique()}@example.test` },
        token: await solvedToken(t.app),
      },
    }),
    validateResetToken: async () => ({ body: {}, query: { token: await liveResetToken() } }),
    resetNewPassword: async () => ({
      body: {
        ResetPasswordForm: { password: 'another horse battery' },
        reset_token: await liveResetToken(),
        token: await solvedToken(t.app),
      },
    }),
    consult: async () => ({
      body: {
        name: 'Иван',
        email: 'ivan@example.test',
        company: 'ООО «Ромашка»',
        token: await solvedToken(t.app),
      },
    }),
    editProfile: async () => {
      const a = await db()
        .selectFrom('app_user')
        .select('email')
        .where('id', '=', ids.a)
        .executeTakeFirstOrThrow();
      return {
        body: { id: ids.a, email: a.email, first_name: `Анна ${unique()}`, token: await solvedToken(t.app) },
        namesOwnRow: true,
      };
    },
    loginByToken: async () => ({ body: {} }),
    setClientId: async () => ({ body: { clientID: `client-${unique()}` } }),
    countries: async () => ({ body: { lang: 'ru-RU' } }),
    page: async () => ({ body: { link: 'about', lang: 'ru-RU' } }),
    userDocuments: async () => ({ body: { lang: 'ru-RU' } }),
    userAct: async () => ({
      body: { lang: 'ru-RU' },
      query: { id: (await deliveredOrderOfA()).actId },
      namesOwnRow: true,
    }),
    userInvoice: async () => ({
      body: { lang: 'ru-RU' },
      query: { id: (await deliveredOrderOfA()).invoiceId },
      namesOwnRow: true,
    }),
    userYurlitsa: async () => ({ body: {} }),
    userOrders: async () => ({ body: { lang: 'ru-RU' } }),
    userYurlitsoUse: async () => ({ body: {}, query: { id: await legalEntityOfA() }, namesOwnRow: true }),
    userYurlitsoAdd: async () => ({ body: { ...organisationRequisites, token: await solvedToken(t.app) } }),
    userYurlitsoUpdate: async () => ({
      body: { ...organisationRequisites, name: `ООО «Правка ${unique()}»`, token: await solvedToken(t.app) },
      query: { id: await legalEntityOfA() },
      namesOwnRow: true,
    }),
    userYurlitsoDelete: async () => ({ body: {}, query: { id: await legalEntityOfA() }, namesOwnRow: true }),
    listCart: async () => ({ body: { lang: 'ru-RU', cart_ids: [] } }),
    addToCart: async () => {
      const [product] = await demoProducts(db(), 1);
      return {
        body: {
          lang: 'ru-RU',
          company: { id: 1_000_000_000, name: `Фирма ${unique()}`, country: 'RU' },
          product_id: product!.id,
        },
      };
    },
    removeFromCart: async () => {
      const [product] = await demoProducts(db(), 1);
      return { body: { lang: 'ru-RU', cart_id: await cartItemOfA(product!.id) }, namesOwnRow: true };
    },
    cartPricesSeen: async () => {
      const [product] = await demoProducts(db(), 1);
      const line = { id: await cartItemOfA(product!.id), price: (product!.price_cents / 100).toFixed(2) };
      return { body: { lang: 'ru-RU', seen: [line] } };
    },
    typePurposes: async () => ({ body: { lang: 'ru-RU' } }),
    productTypes: async () => {
      const purpose = await db().selectFrom('type_purpose').select('id').executeTakeFirstOrThrow();
      return { body: { lang: 'ru-RU', type_purpose_id: purpose.id } };
    },
    faqs: async () => ({ body: { lang: 'ru-RU' } }),
    firstDocs: async () => ({ body: { lang: 'ru-RU' } }),
    firstAdvantages: async () => ({ body: { lang: 'ru-RU' } }),
    firstPayOptions: async () => ({ body: { lang: 'ru-RU' } }),
    reviews: async () => ({ body: { lang: 'ru-RU' } }),
    articles: async () => ({ body: { lang: 'ru-RU' } }),
    article: async () => {
      const article = await db().selectFrom('article').select('path').executeTakeFirstOrThrow();
      return { body: { lang: 'ru-RU', path: article.path } };
    },
    products: async () => {
      const country = await db().selectFrom('country').select('id').executeTakeFirstOrThrow();
      return { body: { lang: 'ru-RU', country_id: country.id } };
    },
    priceList: async () => {
      const country = await db().selectFrom('country').select('id').executeTakeFirstOrThrow();
      return { body: { lang: 'ru-RU', country_id: country.id } };
    },
    commercialOffer: async () => {
      const country = await db().selectFrom('country').select('id').executeTakeFirstOrThrow();
      return { body: { lang: 'ru-RU', country_id: country.id, company_name: 'ООО «Ромашка»' } };
    },
    companies: async () => {
      const country = await db().selectFrom('country').select('id').executeTakeFirstOrThrow();
      return { body: { lang: 'ru-RU', query: 'ромашка', country_id: country.id } };
    },
    companies2: async () => {
      const country = await db().selectFrom('country').select('id').executeTakeFirstOrThrow();
      return { body: { lang: 'ru-RU', query: 'ромашка', country_id: country.id }, query: { page: 2 } };
    },
    humanCheckChallenge: async () => ({ body: {} }),
    userFile: async () => ({
      body: {},
      query: { id: (await deliveredOrderOfA()).fileId },
      namesOwnRow: true,
    }),
    confirmEmail: async () => ({ body: { confirm_token: await liveConfirmToken() } }),
    logout: async () => ({ body: { auth_key: await createSession(db(), ids.a) } }),
    managerUserToken: async () => ({ body: { user_id: ids.a } }),
    userSessions: async () => ({ body: {} }),
    saveOrder: async () => {
      const [product] = await demoProducts(db(), 1);
      const guestCartKey = `guest-cart-${unique()}`;
      const item = (userId: number | null) =>
        createCartItem(db(), {
          userId,
          productId: product!.id,
          priceCents: product!.price_cents,
          guestCartKey,
        });
      const [guest, a, b, manager, admin] = [
        await item(null),
        await item(ids.a),
        await item(ids.b),
        await item(ids.manager),
        await item(ids.admin),
      ];
      return {
        body: {
          lang: 'ru-RU',
          cart_ids: [guest],
          cart_key: guestCartKey,
          first_name: 'Анна',
          last_name: 'Смирнова',
          email: `checkout-${unique()}@example.test`,
          phone: '+7 (916) 000-00-00',
          payment_method: 'invoice',
          token: await solvedToken(t.app),
        },
        perCaller: {
          customer: { cart_ids: [a] },
          'manager acting': { cart_ids: [a] },
          'other customer': { cart_ids: [b] },
          'manager own': { cart_ids: [manager] },
          'admin own': { cart_ids: [admin] },
        },
      };
    },
    getOrder: async () => ({
      body: { lang: 'ru-RU' },
      query: { order_id: (await placeOrder(db(), ids.a)).orderId },
      namesOwnRow: true,
    }),
    payOrder: async () => ({
      body: { lang: 'ru-RU' },
      query: { order_id: (await placeOrder(db(), ids.a, { paymentMethod: 'card' })).orderId },
      namesOwnRow: true,
    }),
    checkPayment: async () => ({
      body: { lang: 'ru-RU' },
      query: { order_id: (await placeOrder(db(), ids.a)).orderId },
      namesOwnRow: true,
    }),
    userSessionEnd: async () => ({
      body: {},
      query: { id: await sessionOfA() },
      namesOwnRow: true,
      refusedToActingManager: 'ManagerCannotEndSessions',
    }),
    userSessionsEndOthers: async () => ({ body: {}, refusedToActingManager: 'ManagerCannotEndSessions' }),
    readyDate: async () => ({ body: { days: 5 } }),
    adminOrders: async () => ({ body: { q: 'RD-' } }),
    adminOrder: async () => ({ body: {}, query: { id: (await placeOrder(db(), ids.a)).orderId } }),
    adminOrderTake: async () => ({ body: {}, query: { id: (await paidOrderOfA()).orderId } }),
    adminOrderCancel: async () => ({
      body: { reason: 'Дубль заказа' },
      query: { id: (await placeOrder(db(), ids.a)).orderId },
    }),
    adminOrderResendMail: async () => ({
      body: { mail: 'order_placed' },
      query: { id: (await placeOrder(db(), ids.a)).orderId },
    }),
    adminOrderUpload: async () => ({
      body: {},
      query: { id: (await paidOrderOfA()).itemIds[0]! },
      file: { name: 'extract.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
    }),
    adminMe: async () => ({ body: {} }),
    adminDashboard: async () => ({ body: {} }),
    adminRates: async () => ({ body: {} }),
    adminRateSet: async () => ({ body: { day: '2030-01-01', rate: '101,5' } }),
    // The test config points the import at a closed port: a failed import, kept and audited.
    adminRateImport: async () => ({ body: {} }),
    adminCalendar: async () => ({ body: {}, query: { year: 2026 } }),
    adminCalendarUpload: async () => ({
      body: {
        file_name: 'calendar.json',
        content: JSON.stringify({ years: { '2031': { daysOff: ['2031-01-01'], workingWeekendDays: [] } } }),
      },
    }),
    adminOrderDocument: async () => ({ body: {}, query: { id: (await deliveredOrderOfA()).actId } }),
    adminOrderMarkPaid: async () => ({
      body: { paid_on: moscowDay(new Date()), reference: '123' },
      query: { id: (await placeOrder(db(), ids.a)).orderId },
    }),
    adminOrderRefundMade: async () => {
      const { orderId } = await placeOrder(db(), ids.a);
      const payment = await db()
        .insertInto('payment')
        .values({
          order_id: orderId,
          provider: 'sandbox',
          idempotency_key: `order:${orderId}:attempt:1`,
          attempt: 1,
          amount_minor: 10_000,
          currency: 'RUB',
          status: 'succeeded',
          refund_due_at: new Date().toISOString(),
          refund_reason: 'RefundPaidTwice',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { body: { payment_id: payment.id, reference: 'R-1' }, query: { id: orderId } };
    },
    adminOrderShip: async () => {
      const { orderId, itemIds } = await paidOrderOfA();
      await db().updateTable('order_item').set({ delivery: 1 }).where('id', '=', itemIds[0]!).execute();
      return {
        body: { item_ids: [itemIds[0]!], carrier: 'СДЭК', tracking_number: `${Date.now()}` },
        query: { id: orderId },
      };
    },
    adminCustomers: async () => ({ body: { q: 'example', sort: 'orders' } }),
    adminCustomer: async () => ({ body: {}, query: { id: ids.a } }),
    adminCustomerBlock: async () => ({
      body: { reason: 'Мошенничество' },
      query: { id: (await createUser(db())).id },
    }),
    adminCustomerUnblock: async () => {
      const blocked = await createUser(db());
      await db()
        .updateTable('app_user')
        .set({ disabled_at: new Date().toISOString(), disabled_reason: 'Проверка' })
        .where('id', '=', blocked.id)
        .execute();
      return { body: { reason: 'Разобрались' }, query: { id: blocked.id } };
    },
    adminStaff: async () => ({ body: {} }),
    adminStaffCreate: async () => ({
      body: { email: `staff-${unique()}@example.test`, first_name: 'Ольга', role: 'manager' },
    }),
    adminStaffRole: async () => ({
      body: { role: 'admin' },
      query: { id: (await createUser(db(), { role: 'manager' })).id },
    }),
    adminStaffActive: async () => ({
      body: { active: 0 },
      query: { id: (await createUser(db(), { role: 'manager' })).id },
    }),
    adminCatalogCountries: async () => ({ body: { q: 'Рос', sort: 'name' } }),
    adminCatalogCountry: async () => ({ body: {}, query: { id: (await anyRow('country')).id } }),
    adminCatalogCountrySave: async () => ({ body: await newCountryBody() }),
    adminCatalogCountryDelete: async () => ({ body: {}, query: { id: await unusedCountry() } }),
    adminCatalogPurposes: async () => ({ body: { sort: 'sort' } }),
    adminCatalogPurpose: async () => ({ body: {}, query: { id: (await anyRow('type_purpose')).id } }),
    adminCatalogPurposeSave: async () => ({ body: { sort: 1, active: 1, texts: catalogTexts() } }),
    adminCatalogPurposeDelete: async () => ({ body: {}, query: { id: await unusedPurpose() } }),
    adminCatalogTypes: async () => ({ body: { sort: 'code', dir: 'desc' } }),
    adminCatalogType: async () => ({ body: {}, query: { id: (await anyRow('product_type')).id } }),
    adminCatalogTypeSave: async () => ({
      body: { code: `access-${unique()}`, sort: 1, active: 1, texts: catalogTexts() },
    }),
    adminCatalogTypeDelete: async () => ({ body: {}, query: { id: await unusedType() } }),
    adminCatalogProducts: async () => ({ body: { sort: 'price', active: 1 } }),
    adminCatalogProduct: async () => ({ body: {}, query: { id: (await anyRow('product')).id } }),
    adminCatalogProductSave: async () => ({ body: await newProductBody() }),
    adminCatalogProductDelete: async () => ({ body: {}, query: { id: await unusedProduct() } }),
    adminCatalogOptions: async () => ({ body: { lang: 'en-US' } }),
    adminConsultations: async () => ({ body: { status: 'new', q: 'Иван' } }),
    adminConsultation: async () => ({ body: {}, query: { id: await consultRequest() } }),
    adminConsultationStatus: async () => ({
      body: { status: 'in_work' },
      query: { id: await consultRequest() },
    }),
    adminConsultationNote: async () => ({
      body: { text: 'Перезвонить завтра' },
      query: { id: await consultRequest() },
    }),
    adminOutbox: async () => ({ body: { status: 'failed' } }),
    adminOutboxMail: async () => ({ body: {}, query: { id: await failedMail() } }),
    adminOutboxRetry: async () => ({ body: {}, query: { id: await failedMail() } }),
    adminOutboxAttachment: async () => ({
      body: {},
      query: { id: await failedMail((await deliveredOrderOfA()).invoiceId), index: 0 },
    }),
    adminAudit: async () => ({ body: { action: 'admin' } }),
    adminRegisters: async () => ({ body: {} }),
    adminRegisterImport: async () => ({
      body: { format: 'generic' },
      file: {
        name: 'register.csv',
        content: Buffer.from(
          'country,register_number,tax_number,name,short_name,status,type,address,registration_date\n' +
            `RU,10277${String(Date.now()).slice(-8)},7707083893,ООО «Проба»,,active,ООО,Москва,2020-01-01\n`,
        ),
      },
    }),
    adminContentPages: async () => ({ body: {} }),
    adminContentPage: async () => ({ body: {}, query: { id: await contentPage() } }),
    adminContentPageSave: async () => ({
      body: pageBody(`page-${unique()}`),
      query: { id: await contentPage() },
    }),
    adminContentArticles: async () => ({ body: { q: 'a' } }),
    adminContentArticle: async () => ({ body: {}, query: { id: await contentArticle() } }),
    adminContentArticleSave: async () => ({
      body: {
        category_id: 100,
        path: `article-${unique()}`,
        published_on: '2026-01-15',
        active: 1,
        translations: [{ language_code: 'ru-RU', title: 'Новость', body: '<p>Текст</p>' }],
      },
    }),
    adminContentArticleDelete: async () => ({ body: {}, query: { id: await contentArticle() } }),
    adminContentFaqs: async () => ({ body: {} }),
    adminContentFaq: async () => ({ body: {}, query: { id: await contentFaq() } }),
    adminContentFaqSave: async () => ({
      body: {
        sort: 5,
        active: 1,
        translations: [{ language_code: 'ru-RU', question: 'Вопрос?', answer: '<p>Ответ</p>' }],
      },
      query: { id: await contentFaq() },
    }),
    adminContentFaqDelete: async () => ({ body: {}, query: { id: await contentFaq() } }),
    adminContentImageUpload: async () => ({
      body: {},
      file: {
        name: 'picture.png',
        content: Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
          Buffer.from('IHDR'),
          Buffer.alloc(17),
        ]),
      },
    }),
    adminTexts: async () => ({ body: { lang: 'en-US' } }),
    adminTranslations: async () => ({ body: { q: 'Login', missing: 1 } }),
    adminTranslationSave: async () => ({
      body: {
        key: 'AdminTitle',
        texts: { 'ru-RU': `Бэк-офис ${unique()}`, 'en-US': `Back office ${unique()}` },
      },
    }),
    adminMenuItems: async () => ({ body: {} }),
    adminMenuItemSave: async () => ({
      body: { menu: 'top', url: `/access-${unique()}`, labels: { 'ru-RU': `Пункт ${unique()}` } },
    }),
    adminMenuItemMove: async () => ({ body: { direction: 'up' }, query: { id: await lastTopMenuItem() } }),
    adminMenuItemDelete: async () => ({ body: {}, query: { id: await lastTopMenuItem() } }),
    adminSetup: async () => ({ body: {} }),
    adminSeller: async () => ({ body: {} }),
    adminSellerSave: async () => ({
      body: { ...seedData.settings.seller, name: `ООО «Продавец ${unique()}»` },
    }),
    adminSellerFacsimile: async () => ({ body: {} }),
    adminSellerFacsimileUpload: async () => ({
      body: {},
      file: { name: 'facsimile.png', content: facsimilePng(40, 20) },
    }),
    adminSellerFacsimileDelete: async () => ({ body: {} }),
    adminSiteContacts: async () => ({ body: {} }),
    adminSiteContactsSave: async () => ({
      body: {
        phone: '+7 (495) 120-45-67',
        phone_link: 'tel:+74951204567',
        email: `info-${unique()}@example.com`,
        sitename: { 'ru-RU': 'Реестр Документов' },
        address: { 'ru-RU': 'Москва' },
      },
    }),
    adminSiteReviews: async () => ({ body: {} }),
    adminSiteReviewSave: async () => ({
      body: {
        rating: 5,
        reviewed_on: '2026-11-20',
        texts: { 'ru-RU': { author: `Автор ${unique()}`, text: 'Всё пришло вовремя.' } },
      },
    }),
    adminSiteReviewMove: async () => ({
      body: { direction: 'up' },
      query: { id: await lastBlockRow('review') },
    }),
    adminSiteReviewDelete: async () => ({ body: {}, query: { id: await lastBlockRow('review') } }),
    adminSiteFirstDocs: async () => ({ body: {} }),
    adminSiteFirstDocSave: async () => ({
      body: { image: '/uploads/docs/apostille.svg', texts: { 'ru-RU': { title: `Образец ${unique()}` } } },
    }),
    adminSiteFirstDocMove: async () => ({
      body: { direction: 'up' },
      query: { id: await lastBlockRow('first_doc') },
    }),
    adminSiteFirstDocDelete: async () => ({ body: {}, query: { id: await lastBlockRow('first_doc') } }),
    adminSiteAdvantages: async () => ({ body: {} }),
    adminSiteAdvantageSave: async () => ({
      body: {
        icon: '/uploads/icons/fast.svg',
        texts: { 'ru-RU': { title: `Быстро ${unique()}`, text: 'За день.' } },
      },
    }),
    adminSiteAdvantageMove: async () => ({
      body: { direction: 'up' },
      query: { id: await lastBlockRow('first_advantage') },
    }),
    adminSiteAdvantageDelete: async () => ({
      body: {},
      query: { id: await lastBlockRow('first_advantage') },
    }),
    adminSitePayOptions: async () => ({ body: {} }),
    adminSitePayOptionSave: async () => ({
      body: { image: '/uploads/pay/sbp.svg', texts: { 'ru-RU': { title: `СБП ${unique()}` } } },
    }),
    adminSitePayOptionMove: async () => ({
      body: { direction: 'up' },
      query: { id: await lastBlockRow('first_pay_option') },
    }),
    adminSitePayOptionDelete: async () => ({
      body: {},
      query: { id: await lastBlockRow('first_pay_option') },
    }),
    adminPhoneMasks: async () => ({ body: { lang: 'en-US' } }),
    adminPhoneMasksSave: async () => ({
      // Every country's mask kept, in the reverse order (a write that changes nothing is not audited).
      body: { masks: seedData.settings.phoneMasks.map(({ code, mask }) => ({ code, mask })).reverse() },
    }),
  };

  /** The catalogue's rows made for one request (a delete uses one up, a save makes one). */
  const anyRow = (table: 'country' | 'type_purpose' | 'product_type' | 'product') =>
    db().selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow();
  const catalogTexts = () => ({
    'ru-RU': { name: `Проба ${unique()}`, description: 'Описание' },
    'en-US': { name: `Probe ${unique()}`, description: 'Description' },
  });
  /** A two-letter code no country has yet. */
  async function freeCountryCode(): Promise<string> {
    const taken = new Set((await db().selectFrom('country').select('code').execute()).map((row) => row.code));
    for (const first of 'XQZJ')
      for (const second of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
        if (!taken.has(first + second)) return first + second;
    throw new Error('no free country code');
  }
  async function newCountryBody() {
    const code = await freeCountryCode();
    return {
      code,
      link_sef: `access-${code.toLowerCase()}`,
      online: 1,
      sort: 9,
      active: 1,
      texts: catalogTexts(),
    };
  }
  async function unusedCountry(): Promise<number> {
    const code = await freeCountryCode();
    const row = await db()
      .insertInto('country')
      .values({ code, link_sef: `unused-${code.toLowerCase()}`, online: 0, popular_sort: null, sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function unusedPurpose(): Promise<number> {
    const row = await db()
      .insertInto('type_purpose')
      .values({ icon: '', sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function unusedType(): Promise<number> {
    const row = await db()
      .insertInto('product_type')
      .values({ code: `unused-${unique()}`, sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function newProductBody() {
    const country = await anyRow('country');
    return {
      country_id: country.id,
      price: '12,50',
      duration_from: 1,
      duration_to: 3,
      delivery: 0,
      sort: 5,
      active: 0,
      texts: catalogTexts(),
    };
  }
  async function unusedProduct(): Promise<number> {
    const country = await anyRow('country');
    const row = await db()
      .insertInto('product')
      .values({
        country_id: country.id,
        price_cents: 100,
        duration_from: 1,
        duration_to: 2,
        delivery: 0,
        thumb: '',
        sort: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A consultation request, made for one request. */
  async function consultRequest(): Promise<number> {
    const row = await db()
      .insertInto('consult_request')
      .values({ name: 'Иван', email: 'ivan@example.test', company: 'ООО «Ромашка»', language_code: 'ru-RU' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A mail of the outbox that ran out of attempts (carrying an invoice), made for one request. */
  async function failedMail(invoiceId?: number): Promise<number> {
    const row = await db()
      .insertInto('mail_outbox')
      .values({
        to_address: 'someone@example.test',
        subject: 'Проба',
        text_body: 'Текст',
        html_body: null,
        template: 'consult-request',
        language_code: 'ru-RU',
        status: 'failed',
        attempts: 5,
        last_error: 'connection refused',
        next_attempt_at: new Date().toISOString(),
        ...(invoiceId && {
          attachments: JSON.stringify([{ kind: 'invoice', id: invoiceId, language: 'ru-RU' }]),
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const pageBody = (link: string) => ({
    link,
    active: 1,
    translations: [{ language_code: 'ru-RU', title: 'Страница', text: '<p>Текст</p>' }],
  });
  /** A page, an article and a FAQ entry of their own for one request. */
  async function contentPage() {
    const row = await db()
      .insertInto('page')
      .values({ link: `page-${unique()}`, image: '', updated_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('page_translation')
      .values({ page_id: row.id, language_code: 'ru-RU', title: 'Страница', text: '', meta_description: '' })
      .execute();
    return row.id;
  }
  async function contentArticle() {
    const row = await db()
      .insertInto('article')
      .values({
        category_id: 100,
        path: `article-${unique()}`,
        image: '',
        published_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function contentFaq() {
    const row = await db().insertInto('faq').values({ sort: 1 }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** The last item of the top menu (the seed's menus have several). */
  /** The last row of one of the site's blocks (a delete uses one up). */
  async function lastBlockRow(table: 'review' | 'first_doc' | 'first_advantage' | 'first_pay_option') {
    const row = await db().selectFrom(table).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return row.id;
  }

  async function lastTopMenuItem() {
    const row = await db()
      .selectFrom('menu_item')
      .select('id')
      .where('menu', '=', 'top')
      .orderBy('sort', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A paid order of customer A (paid as the payment's sync leaves it), made for one request. */
  async function paidOrderOfA() {
    const placed = await placeOrder(db(), ids.a, { paymentMethod: 'card' });
    await db()
      .updateTable('customer_order')
      .set({ status: 'paid', paid_at: new Date().toISOString(), expected_date: '2099-01-01' })
      .where('id', '=', placed.orderId)
      .execute();
    return placed;
  }

  const auditCount = async () =>
    Number(
      (
        await db()
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('action', 'like', '/api/%')
          .executeTakeFirstOrThrow()
      ).count,
    );

  async function send(name: CallName, caller: Caller, request: Request) {
    const call = calls[name];
    const body = { ...request.body, ...request.perCaller?.[caller] };
    // Every caller sends its key as a browser would; calls open to anyone must not read it.
    if (caller !== 'anonymous' && body.auth_key === undefined) body.auth_key = keys[caller];
    const query = new URLSearchParams(
      Object.entries(request.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    if (call.method === 'GET')
      return t.app.inject({ method: 'GET', url: query ? `${call.path}?${query}` : call.path });
    if (request.file) {
      const boundary = `----access${sequence}`;
      const part = (headers: string, content: string | Buffer) =>
        Buffer.concat([
          Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
          Buffer.from(content),
          Buffer.from('\r\n'),
        ]);
      const payload = Buffer.concat([
        ...Object.entries(body).map(([name, value]) =>
          part(`Content-Disposition: form-data; name="${name}"`, String(value)),
        ),
        part(
          `Content-Disposition: form-data; name="file"; filename="${request.file.name}"\r\nContent-Type: application/pdf`,
          request.file.content,
        ),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: query ? `${call.path}?${query}` : call.path,
        remoteAddress: `10.1.${CALLERS.indexOf(caller)}.${sequence % 250}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    }
    return postFrom(t.app, call.path, body, {
      query,
      ip: `10.1.${CALLERS.indexOf(caller)}.${sequence % 250}`,
    });
  }

  it('declares a request for every call the server serves, and the others are not served yet', async () => {
    const served = Object.keys(requests).sort();
    expect([...served, ...NOT_SERVED_YET].sort()).toEqual(Object.keys(calls).sort());
    for (const name of notServedYet) {
      const response = await send(name, 'customer', { body: {} });
      expect(response.statusCode, name).toBe(404);
    }
  });

  for (const name of Object.keys(calls) as CallName[]) {
    if (notServedYet.includes(name)) continue;
    const call = calls[name];
    describe(`${call.path} (${call.access}${call.writes ? ', writes' : ''}${call.auditReads ? ', audited reads' : ''})`, () => {
      for (const caller of CALLERS) {
        it(`${caller}`, async () => {
          const request = await requests[name as keyof typeof requests]();
          const [status, key] = expectedOutcome(call.access, caller, request);
          const auditBefore = await auditCount();
          const response = await send(name, caller, request);
          if (status === 200) {
            expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
            if (call.answerKind.type === 'json') {
              const parsed = call.answer.safeParse(response.json());
              expect(parsed.error?.issues ?? [], 'the answer matches its contract').toEqual([]);
            }
          } else {
            expect(response.statusCode, response.body).toBe(status);
            expect(errorAnswer.parse(response.json()).error).toBe(key);
          }
          // Exactly the writes a manager makes as the customer are audited, and the reads of calls
          // declared `auditReads`, with both ids (a call open to anyone does not read the manager's
          // token, so nobody acts there).
          const actsAsCustomer = call.access === 'customer' || call.access === 'guest-or-customer';
          const audited =
            status === 200 &&
            (call.writes || call.auditReads) &&
            actsAsCustomer &&
            caller === 'manager acting';
          // A back-office write is audited as the manager's own (its path as the action; the
          // manager token's issue has its own action), with the values before and after.
          const auditedAsManager =
            status === 200 &&
            call.writes &&
            (call.access === 'manager' || call.access === 'admin') &&
            call.path.startsWith('/api/admin/');
          expect(await auditCount()).toBe(auditBefore + (audited || auditedAsManager ? 1 : 0));
          if (auditedAsManager) {
            const row = await db()
              .selectFrom('audit_log')
              .selectAll()
              .orderBy('id', 'desc')
              .executeTakeFirstOrThrow();
            expect(row).toMatchObject({
              action: call.path,
              actor_user_id: caller === 'admin own' ? ids.admin : ids.manager,
              acting_manager_id: null,
            });
            expect(Object.keys(JSON.parse(row.details!))).toEqual(
              expect.arrayContaining(['before', 'after']),
            );
          }
          if (audited) {
            const row = await db()
              .selectFrom('audit_log')
              .selectAll()
              .orderBy('id', 'desc')
              .executeTakeFirstOrThrow();
            expect(row).toMatchObject({
              action: call.path,
              actor_user_id: ids.a,
              acting_manager_id: ids.manager,
            });
            expect(JSON.parse(row.details!)).toMatchObject({ manager_token_id: managerTokenId });
          }
        });
      }
    });
  }

  it('answers the user of the key: settings and login-by-token name A, B or the manager as they should', async () => {
    const userOf = async (caller: Caller) =>
      (await send('settings', caller, { body: { lang: 'ru-RU' } })).json().user_data?.id ?? null;
    expect(await userOf('anonymous')).toBeNull();
    expect(await userOf('customer')).toBe(ids.a);
    expect(await userOf('other customer')).toBe(ids.b);
    expect(await userOf('manager acting')).toBe(ids.a);
    expect(await userOf('manager own')).toBe(ids.manager);
    expect(await userOf('admin own')).toBe(ids.admin);
    const byToken = await send('loginByToken', 'manager acting', { body: {} });
    expect(byToken.json().user.id).toBe(ids.a);
  });

  describe('a manager write whose audit row cannot be written', () => {
    beforeAll(async () => {
      await breakAuditLog(db(), dialect);
    });
    afterAll(async () => {
      await repairAuditLog(db(), dialect);
    });

    it('is not saved either: the write and its audit row commit together or not at all', async () => {
      const countOfA = async () =>
        Number(
          (
            await db()
              .selectFrom('legal_entity')
              .select((eb) => eb.fn.countAll().as('count'))
              .where('user_id', '=', ids.a)
              .executeTakeFirstOrThrow()
          ).count,
        );
      const before = await countOfA();
      const response = await send('userYurlitsoAdd', 'manager acting', await requests.userYurlitsoAdd());
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'UnknownError' });
      expect(await countOfA()).toBe(before);

      const profile = await requests.editProfile();
      expect((await send('editProfile', 'manager acting', profile)).statusCode).toBe(500);
      const a = await db()
        .selectFrom('app_user')
        .select('first_name')
        .where('id', '=', ids.a)
        .executeTakeFirstOrThrow();
      expect(a.first_name).not.toBe(profile.body.first_name);

      // The customer's own writes are not audited and go on working.
      expect((await send('userYurlitsoAdd', 'customer', await requests.userYurlitsoAdd())).statusCode).toBe(
        200,
      );
    });
  });
});
