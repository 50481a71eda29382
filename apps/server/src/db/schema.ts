import type { PaymentMethodId, ProductCompanyKind } from '@storefront/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CalendarDayKind } from '../lib/production-calendar.js';

/**
 * The whole schema as one interface. Portable types across SQLite and PostgreSQL:
 * - flags are 0/1 integers (better-sqlite3 cannot bind booleans);
 * - money is integer minor units (euro cents, whole roubles), rates are decimal strings;
 * - timestamps are ISO-8601 strings (text in SQLite, timestamptz in PostgreSQL, read back as ISO);
 * - dates are 'YYYY-MM-DD' strings.
 * See docs/decisions/003-portable-schema.md.
 */
type Id = Generated<number>;
type Flag = number;
type Timestamp = string;
type CreatedAt = Generated<string>;

export interface LanguageTable {
  code: string;
  name: string;
  sort: number;
  is_default: Flag;
  active: Generated<Flag>;
}

export interface TranslationTable {
  language_code: string;
  key: string;
  value: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface SettingTranslationTable {
  setting_key: string;
  language_code: string;
  value: string;
}

export interface MenuItemTable {
  id: Id;
  menu: 'top' | 'bottom';
  url: string;
  sort: number;
  top_status: Flag;
  hamburger_status: Flag;
  active: Generated<Flag>;
}

export interface MenuItemTranslationTable {
  menu_item_id: number;
  language_code: string;
  label: string;
}

export interface SocialLinkTable {
  network: 'vk' | 'tw' | 'fb' | 'in';
  url: string;
  sort: number;
}

export interface CountryTable {
  id: Id;
  code: string;
  link_sef: string;
  online: Flag;
  popular_sort: number | null;
  sort: number;
  active: Generated<Flag>;
}

export interface CountryTranslationTable {
  country_id: number;
  language_code: string;
  name: string;
  description: string;
  register_name: string;
}

export interface ProductTypeTable {
  id: Id;
  code: string;
  sort: number;
  active: Generated<Flag>;
  /** An add-on made on a paper document (an apostille): never offered beside an electronic one (migration 038). */
  needs_paper: Generated<Flag>;
}

export interface ProductTypeTranslationTable {
  product_type_id: number;
  language_code: string;
  name: string;
  description: string;
}

export interface TypePurposeTable {
  id: Id;
  icon: string;
  sort: number;
  active: Generated<Flag>;
}

export interface TypePurposeTranslationTable {
  type_purpose_id: number;
  language_code: string;
  name: string;
  description: string;
}

export interface TypePurposeProductTypeTable {
  type_purpose_id: number;
  product_type_id: number;
  sort: number;
}

export interface ProductTable {
  id: Id;
  country_id: number;
  price_cents: number;
  duration_from: number;
  duration_to: number;
  delivery: Flag;
  thumb: string;
  sort: number;
  active: Generated<Flag>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** The companies it is for (migration 038; rules/catalog-fit in the contract). */
  company_kind: Generated<ProductCompanyKind>;
}

export interface ProductTranslationTable {
  product_id: number;
  language_code: string;
  name: string;
  description: string;
}

export interface ProductProductTypeTable {
  product_id: number;
  product_type_id: number;
}

export interface ProductRelatedTable {
  product_id: number;
  related_product_id: number;
  sort: number;
}

/** The companies register: millions of rows in production, searched by a later issue. */
export interface CompanyTable {
  id: Id;
  country_id: number;
  register_id: string;
  name: string;
  inn: string | null;
  ogrn: string | null;
  kpp: string | null;
  status: string;
  legal_form: string;
  address: string;
  registered_on: string | null;
  source_updated_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  short_name: string | null;
  /** The status as one of four codes; `status` keeps the register's own word. */
  status_code: ColumnType<CompanyStatusCode, CompanyStatusCode | undefined, CompanyStatusCode>;
  /** The register within the country ('egrul', 'egrip', 'companies-house'); '' when it has one. */
  register_code: ColumnType<string, string | undefined, string>;
  /** Where the row came from: 'demo', 'companies-house:<file>', ... */
  source: ColumnType<string, string | undefined, string>;
  /** `companySearchText(name)`, written by the app (company.repository.ts), matched by the search. */
  search_name: ColumnType<string, string | undefined, string>;
}

export type CompanyStatusCode = 'active' | 'liquidating' | 'dissolved' | 'other';

export type UserRole = 'customer' | 'manager' | 'admin';

export interface AppUserTable {
  id: Id;
  email: string;
  password_hash: string | null;
  role: Generated<UserRole>;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
  phone: string | null;
  phone_country: string | null;
  telegram: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  address: string | null;
  act_type: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  contact_phone_country: string | null;
  contact_index: string | null;
  client_id: string | null;
  def_your_name: string | null;
  def_your_inn: string | null;
  /** The ISO code of the country of a foreign payer `def_your_inn` is the tax id of (migration 039). */
  def_your_country: ColumnType<string | null, string | null | undefined, string | null>;
  language_code: string | null;
  email_verified_at: Timestamp | null;
  disabled_at: Timestamp | null;
  /** Why a manager blocked the customer or an administrator deactivated the staff member (015). */
  disabled_reason: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A login session; only the SHA-256 of the token is stored. */
export interface UserSessionTable {
  id: Id;
  user_id: number;
  token_hash: string;
  remember: Flag;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp | null;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface PasswordResetTable {
  id: Id;
  user_id: number;
  token_hash: string;
  ip: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/**
 * The mailed link that confirms a registration's e-mail; only the SHA-256 of the token is stored.
 * See docs/decisions/023-secrets-in-fragments-and-quiet-registration.md.
 */
export interface EmailConfirmationTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A saved legal entity (yurlitso); at most one per user has is_default = 1 (partial unique index). */
/**
 * A manager's credential to act as one customer for 20 minutes; only the SHA-256 of the token is
 * stored. See docs/decisions/011-manager-impersonation.md.
 */
export interface ManagerTokenTable {
  id: Id;
  token_hash: string;
  manager_id: number;
  user_id: number;
  ip: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface LegalEntityTable {
  id: Id;
  user_id: number;
  name: string;
  inn: string;
  ogrn: string;
  kpp: string;
  bik: string;
  bank: string;
  rasch_sch: string;
  yur_address: string;
  is_default: Flag;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/**
 * A cart: a guest's has no user and is reached through its item ids (cart_ids) together with its
 * key, of which only the SHA-256 (hex) is kept (migration 033); a customer's has no key.
 */
export interface CartTable {
  id: Id;
  user_id: number | null;
  guest_key_hash: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Company fields are a snapshot: a company typed in by the user has no register row. */
export interface CompanySnapshotColumns {
  company_id: number | null;
  company_register_id: string | null;
  company_name: string;
  company_inn: string;
  company_country: string;
  company_status: string;
  company_type: string;
  company_address: string;
}

export interface CartItemTable extends CompanySnapshotColumns {
  id: Id;
  cart_id: number;
  product_id: number;
  /**
   * The euro and rouble prices the customer last saw for the line (when it was added, or a change
   * told since); the line itself is always priced from the catalog (migration 039). Null roubles:
   * no rate then.
   */
  price_cents: number;
  price_rub: ColumnType<number | null, number | null | undefined, number | null>;
  /** `register:<company.id>` or `typed:<country>:<name>`; one line per product and company (migration 009). */
  company_key: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export type OrderStatus = 'new' | 'awaiting_payment' | 'paid' | 'in_progress' | 'fulfilled' | 'cancelled';

export interface CustomerOrderTable {
  id: Id;
  number: string;
  user_id: number;
  legal_entity_id: number | null;
  status: Generated<OrderStatus>;
  payment_method: string;
  language_code: string;
  total_cents: number;
  ruble_course: string;
  total_rub: number;
  delivery_required: Flag;
  first_name: string;
  last_name: string | null;
  middle_name: string | null;
  email: string;
  phone: string | null;
  yur_name: string | null;
  yur_inn: string | null;
  /** A foreign payer's country (ISO code): `yur_inn` is then its tax id; null for a Russian payer (migration 039). */
  yur_country: ColumnType<string | null, string | null | undefined, string | null>;
  delivery_country: string | null;
  delivery_region: string | null;
  delivery_city: string | null;
  delivery_address: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  contact_index: string | null;
  comment: string | null;
  client_id: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  paid_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  /** Who checked out and the cart lines they saw, hashed: one order per checkout (migration 012). */
  idempotency_key: string | null;
  /** The day of `ruble_course` (YYYY-MM-DD). */
  ruble_course_date: ColumnType<string, string | undefined, string>;
  /** The largest working-day duration of the items. */
  duration_days: ColumnType<number, number | undefined, number>;
  /** When the documents are expected (YYYY-MM-DD), set when the order is paid. */
  expected_date: string | null;
  expected_date_estimate: ColumnType<Flag, Flag | undefined, Flag>;
  cancel_reason: string | null;
  /**
   * SHA-256 (hex) of the value the checkout page made and sent with save-order: only a replay that
   * sends the same value signs a guest's browser in (migration 034).
   */
  checkout_key_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * What the back-office search matches (migration 036): the number, e-mail, names, phone digits,
   * legal entity and the items' companies, in lower case with `ё` as `е` (`orderSearchText`).
   */
  search_text: ColumnType<string | null, string | null | undefined, string | null>;
}

export type OrderItemStatus = 'pending' | 'in_progress' | 'fulfilled' | 'cancelled';

export interface OrderItemTable extends CompanySnapshotColumns {
  id: Id;
  order_id: number;
  product_id: number;
  product_name: string;
  price_cents: number;
  price_rub: number;
  duration_from: number;
  duration_to: number;
  delivery: Flag;
  status: Generated<OrderItemStatus>;
  fulfilled_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** The parcel its paper original left in (`delivery` items; migration 036). */
  shipment_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/**
 * Paper originals handed to a carrier (migration 036): one row per parcel, unique by order,
 * carrier and tracking number; the items it carries point to it.
 */
export interface OrderShipmentTable {
  id: Id;
  order_id: number;
  /** As the shop stores it (`canonicalCarrier`). */
  carrier: string;
  tracking_number: string;
  shipped_at: Timestamp;
  actor_user_id: number | null;
}

export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'refunded';

export interface PaymentTable {
  id: Id;
  order_id: number;
  provider: string;
  provider_payment_id: string | null;
  idempotency_key: string;
  amount_minor: number;
  currency: string;
  status: Generated<PaymentStatus>;
  raw: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** 1, 2, ... per order (migration 011): `idempotency_key` is `order:<id>:attempt:<n>`. */
  attempt: Generated<number>;
  /** The Idempotence-Key sent to the provider: random, so two shops' databases never collide. */
  request_key: string | null;
  /** Why the attempt failed, as a contract message key (PaymentDeclined, ...). */
  failure: string | null;
  /** The browser's payment form (the contract's `paymentForm`, JSON) once the provider made it. */
  payment_form: string | null;
  paid_at: Timestamp | null;
  /**
   * The money is to be returned (migration 013): a manager cancelled the paid order, or the payment
   * succeeded for an order already paid or cancelled; the reason is the manager's, or a message key.
   */
  refund_due_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  refund_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: made through a provider that takes no money (the sandbox, Robokassa's test mode; migration 034). */
  test: Generated<Flag>;
}

/** Every payment notification received, verified or refused, for the back-office (migration 011). */
export interface PaymentNotificationTable {
  id: Id;
  provider: string;
  provider_payment_id: string | null;
  payment_id: number | null;
  event: string | null;
  verified: Flag;
  /** Why it was refused (signature, address, amount, currency, unknown-payment, malformed, ...). */
  refusal: string | null;
  /** What it did: `changed` (a state change), `unchanged` (a replay or a late one). */
  outcome: string | null;
  remote_ip: string | null;
  /** The body as received, without signatures, capped. */
  raw: string | null;
  received_at: CreatedAt;
}

export type DocumentType = 'act' | 'invoice' | 'file';

/** Acts and invoices (rendered on request) and delivered files (stored under storage_key). */
export interface DocumentTable {
  id: Id;
  user_id: number;
  order_id: number;
  order_item_id: number | null;
  doc_type: DocumentType;
  number: string;
  issued_at: Timestamp;
  total_cents: number | null;
  total_rub: number | null;
  storage_key: string | null;
  file_name: string | null;
  mime_type: string | null;
  size_bytes: number | null;
  /**
   * The buyer's requisites as issued, JSON of `Customer` (modules/orders/accounting-pdf.ts): what
   * an act or invoice shows, whatever happens to the legal entity later (migration 005). Null for
   * delivered files.
   */
  buyer: string | null;
  /**
   * The seller's requisites as issued, JSON of `SellerRequisites` (migration 035) with the hash of
   * the facsimile in force (`facsimile`, migration 037); null for delivered files and for documents
   * issued before: those show the seller the shop has now.
   */
  seller: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  /** A later upload for the same item replaced this delivered file (migration 013); kept, not shown. */
  replaced_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/**
 * Every picture of the seller's signature and stamp ever uploaded, by the SHA-256 of its bytes
 * (migration 037); never updated or deleted: documents keep the hash they were issued with.
 */
export interface SellerFacsimileTable {
  sha256: string;
  mime_type: 'image/png' | 'image/jpeg';
  size_bytes: number;
  content: Buffer;
  created_at: CreatedAt;
}

export type OrderEventKind =
  | 'placed'
  | 'paid'
  | 'taken'
  | 'document_uploaded'
  | 'completed'
  | 'cancelled'
  | 'mail_resent'
  | 'refund_due'
  | 'refund_made'
  | 'shipped';

/** An order's history (migration 013): what happened, when, and who did it (null: the system). */
export interface OrderEventTable {
  id: Id;
  order_id: number;
  at: CreatedAt;
  actor_user_id: number | null;
  kind: OrderEventKind;
  /** JSON of a few values (a reason, a payment id, a file name). */
  details: string | null;
}

export interface ConsultRequestTable {
  id: Id;
  name: string;
  email: string | null;
  phone: string | null;
  company: string;
  user_id: number | null;
  language_code: string;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  /** The inbox's state (migration 020). */
  status: ColumnType<ConsultationState, ConsultationState | undefined, ConsultationState>;
  status_changed_at: Timestamp | null;
}

export type ConsultationState = 'new' | 'in_work' | 'done';

/** A note on a consultation request, with its author and time (migration 020). */
export interface ConsultNoteTable {
  id: Id;
  consult_request_id: number;
  author_user_id: number | null;
  text: string;
  created_at: CreatedAt;
}

export type RegisterImportState = 'queued' | 'running' | 'done' | 'failed';

/** An import of a register file uploaded in the back-office, with its progress (migration 020). */
export interface RegisterImportJobTable {
  id: Id;
  format: string;
  country: string | null;
  file_name: string;
  size_bytes: number;
  status: ColumnType<RegisterImportState, RegisterImportState | undefined, RegisterImportState>;
  bytes_read: Generated<number>;
  rows: Generated<number>;
  rejected: Generated<number>;
  error: string | null;
  started_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  finished_at: Timestamp | null;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** Every mail is written here first and sent from here, so a down SMTP server loses nothing. */
export interface MailOutboxTable {
  id: Id;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  template: string;
  language_code: string;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  /** JSON of `MailAttachmentRef[]`, rendered when the mail is sent (migration 012). */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuditLogTable {
  id: Id;
  actor_user_id: number | null;
  acting_manager_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  ip: string | null;
  details: string | null;
  created_at: CreatedAt;
}

/** Human-check challenges already used: single use across restarts and instances. */
export interface HumanCheckUseTable {
  signature: string;
  expires_at: Timestamp;
}

/** Secrets the server generates once and every instance shares (the human check's HMAC key). */
export interface AppSecretTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

/** How far a register import of one file got (migration 008; ADR 025). */
export interface ImportCheckpointTable {
  /** The file's name, size and mtime: another download of the month starts anew. */
  key: string;
  /** The file's last line whose rows are committed. */
  line: ColumnType<number, number, number>;
  /** 'reading' the file, or 'staged' (a bulk import read all of it and builds the register). */
  phase: ColumnType<'reading' | 'staged', 'reading' | 'staged' | undefined, 'reading' | 'staged'>;
  updated_at: ColumnType<string, string | undefined, string>;
}

/** A bulk import's lines: each one's register number, to report a number the file holds twice (migration 025). */
export interface CompanyImportLineTable {
  import_key: string;
  line: number;
  country_id: number;
  register_id: string;
}

/** The import whose new register `company_next` is, and what it was started against (migration 025; ADR 047). */
export interface RegisterBuildTable {
  import_key: string;
  /** The live register's revision (`register_revision`) when the build started. */
  register_revision: string;
  /** `updated_at` of the companies this import writes. */
  stamp: string;
  created_at: CreatedAt;
}

/** Fixed-window counters shared by every instance. */
export interface RateLimitBucketTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
}

/** A year of the production calendar whose decree is loaded (ADR 030). */
export interface CalendarYearTable {
  year: number;
  source: string;
  loaded_at: Generated<Timestamp>;
}

/** A day of a loaded year that differs from "Monday to Friday work" ('YYYY-MM-DD'). */
export interface CalendarDayTable {
  day: string;
  kind: CalendarDayKind;
  note: Generated<string>;
  source: string;
}

export interface ArticleTable {
  id: Id;
  category_id: number;
  path: string;
  image: string;
  country_id: number | null;
  published_at: Timestamp;
  active: Generated<Flag>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ArticleTranslationTable {
  article_id: number;
  language_code: string;
  title: string;
  intro: string;
  body: string;
  meta_description: string;
}

export interface PageTable {
  id: Id;
  link: string;
  image: string;
  active: Generated<Flag>;
  updated_at: CreatedAt;
}

export interface PageTranslationTable {
  page_id: number;
  language_code: string;
  title: string;
  text: string;
  meta_description: string;
}

export interface FaqTable {
  id: Id;
  sort: number;
  active: Generated<Flag>;
}

export interface FaqTranslationTable {
  faq_id: number;
  language_code: string;
  question: string;
  answer: string;
}

export interface ReviewTable {
  id: Id;
  sort: number;
  rating: number;
  reviewed_on: string;
  active: Generated<Flag>;
}

export interface ReviewTranslationTable {
  review_id: number;
  language_code: string;
  author: string;
  company: string;
  text: string;
}

export interface FirstDocTable {
  id: Id;
  country_id: number | null;
  image: string;
  sort: number;
  active: Generated<Flag>;
}

export interface FirstDocTranslationTable {
  first_doc_id: number;
  language_code: string;
  title: string;
  description: string;
}

export interface FirstAdvantageTable {
  id: Id;
  icon: string;
  sort: number;
  active: Generated<Flag>;
}

export interface FirstAdvantageTranslationTable {
  first_advantage_id: number;
  language_code: string;
  title: string;
  text: string;
}

export interface FirstPayOptionTable {
  id: Id;
  image: string;
  sort: number;
  active: Generated<Flag>;
  /** The checkout's payment method it describes; null: one the checkout does not take (migration 038). */
  payment_method: PaymentMethodId | null;
}

export interface FirstPayOptionTranslationTable {
  first_pay_option_id: number;
  language_code: string;
  title: string;
  text: string;
}

/** Every rouble rate ever set (migration 019; ADR 038): never updated or deleted. */
export interface RubleRateTable {
  id: Id;
  /** 'YYYY-MM-DD': the day the rate is for. */
  day: string;
  /** Roubles for one euro, as exact decimal text. */
  rate: string;
  source: 'manual' | 'cbr';
  author_user_id: number | null;
  created_at: CreatedAt;
}

/** An import of the Central Bank's rate: the daily job's numbered attempts, or an administrator's. */
export interface RubleRateImportTable {
  id: Id;
  /** 'YYYY-MM-DD': the Moscow day it ran on. */
  day: string;
  trigger: 'job' | 'manual';
  attempt: number | null;
  status: 'running' | 'succeeded' | 'failed';
  user_id: number | null;
  started_at: CreatedAt;
  finished_at: Timestamp | null;
  rate_day: string | null;
  rate: string | null;
  error: string | null;
}

export interface Database {
  language: LanguageTable;
  translation: TranslationTable;
  setting: SettingTable;
  setting_translation: SettingTranslationTable;
  menu_item: MenuItemTable;
  menu_item_translation: MenuItemTranslationTable;
  social_link: SocialLinkTable;
  country: CountryTable;
  country_translation: CountryTranslationTable;
  product_type: ProductTypeTable;
  product_type_translation: ProductTypeTranslationTable;
  type_purpose: TypePurposeTable;
  type_purpose_translation: TypePurposeTranslationTable;
  type_purpose_product_type: TypePurposeProductTypeTable;
  product: ProductTable;
  product_translation: ProductTranslationTable;
  product_product_type: ProductProductTypeTable;
  product_related: ProductRelatedTable;
  company: CompanyTable;
  app_user: AppUserTable;
  user_session: UserSessionTable;
  password_reset: PasswordResetTable;
  email_confirmation: EmailConfirmationTable;
  manager_token: ManagerTokenTable;
  legal_entity: LegalEntityTable;
  cart: CartTable;
  cart_item: CartItemTable;
  customer_order: CustomerOrderTable;
  order_item: OrderItemTable;
  payment: PaymentTable;
  payment_notification: PaymentNotificationTable;
  document: DocumentTable;
  seller_facsimile: SellerFacsimileTable;
  order_event: OrderEventTable;
  order_shipment: OrderShipmentTable;
  consult_request: ConsultRequestTable;
  consult_note: ConsultNoteTable;
  register_import_job: RegisterImportJobTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  human_check_use: HumanCheckUseTable;
  rate_limit_bucket: RateLimitBucketTable;
  app_secret: AppSecretTable;
  import_checkpoint: ImportCheckpointTable;
  company_import_line: CompanyImportLineTable;
  register_build: RegisterBuildTable;
  calendar_year: CalendarYearTable;
  calendar_day: CalendarDayTable;
  ruble_rate: RubleRateTable;
  ruble_rate_import: RubleRateImportTable;
  article: ArticleTable;
  article_translation: ArticleTranslationTable;
  page: PageTable;
  page_translation: PageTranslationTable;
  faq: FaqTable;
  faq_translation: FaqTranslationTable;
  review: ReviewTable;
  review_translation: ReviewTranslationTable;
  first_doc: FirstDocTable;
  first_doc_translation: FirstDocTranslationTable;
  first_advantage: FirstAdvantageTable;
  first_advantage_translation: FirstAdvantageTranslationTable;
  first_pay_option: FirstPayOptionTable;
  first_pay_option_translation: FirstPayOptionTranslationTable;
}

export type UserRow = Selectable<AppUserTable>;
