import { z } from 'zod';
import {
  authKeyField,
  emptyObject,
  formFlag,
  formId,
  LIMITS,
  listAnswer,
  optionalText,
  pageQuery,
  pageSizeField,
  requiredText,
} from '../common.js';
import { legalEntity } from '../entities.js';
import { routes } from '../routes.js';
import { emailField } from './auth.js';
import { adminOrderSummary } from './back-office-orders.js';
import { staffRoles } from './back-office.js';
import { defineCall } from './define.js';

/**
 * The back-office's customers (manager) and staff (administrator) (part 3;
 * docs/decisions/034-back-office-customers-and-staff.md). Every write is audited with the values
 * before and after. A blocked customer or a deactivated staff member has no live session, cannot
 * log in (403 AccountBlocked), cannot set a password by a mailed link and cannot be acted as.
 * Refusals: 404 NotFound for an unknown customer (staff are not customers here), 400
 * CannotChangeOwnAccount, LastAdministrator, EmailIsTaken.
 */

/** How the customers list can be sorted. */
export const adminCustomerSorts = ['created', 'email', 'name', 'orders', 'last_order'] as const;

/** The customers list: `q` is a part of the e-mail, a name, the phone, or a legal entity's INN or name. */
export const adminCustomersCall = defineCall(routes.adminCustomers, {
  body: z.object({
    auth_key: authKeyField,
    pagesize: pageSizeField,
    sort: z.enum(adminCustomerSorts).default('created'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    /** `blocked` only blocked customers, `active` only the others; absent: all. */
    state: z.enum(['active', 'blocked']).optional(),
    q: optionalText(LIMITS.shortText),
  }),
  query: z.object({ page: pageQuery }),
  answer: z.object({
    customers: listAnswer(
      z.object({
        id: z.number().int(),
        email: z.string(),
        name: z.string(),
        phone: z.string().nullable(),
        created_at: z.string(),
        orders_count: z.number().int().nonnegative(),
        last_order_at: z.string().nullable(),
        blocked_at: z.string().nullable(),
      }),
    ),
  }),
});
export type AdminCustomerRow = z.infer<typeof adminCustomersCall.answer>['customers']['list'][number];

/** One customer with what a manager needs to help them. */
export const adminCustomerDetail = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  phone: z.string().nullable(),
  telegram: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  language_code: z.string().nullable(),
  created_at: z.string(),
  email_verified_at: z.string().nullable(),
  blocked_at: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  /** How many orders the account has; `orders` names the newest of them (at most 100). */
  orders_total: z.number().int().nonnegative(),
  /** The customer's orders, newest first. */
  orders: z.array(adminOrderSummary),
  /** How many legal entities the account has; `legal_entities` names the first 100. */
  legal_entities_total: z.number().int().nonnegative(),
  /** The account's legal entities, as the customer's own list shows them. */
  legal_entities: z.array(legalEntity),
  /** Live login sessions, the most recently used first: the device as its user agent names it, the IP as stored. */
  sessions: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      last_seen_at: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      browser: z.string().nullable(),
      os: z.string().nullable(),
    }),
  ),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail>;

const customerAnswer = z.object({ customer: adminCustomerDetail });
const idQuery = z.object({ id: formId });

export const adminCustomerCall = defineCall(routes.adminCustomer, {
  body: z.object({ auth_key: authKeyField }),
  query: idQuery,
  answer: customerAnswer,
});

/**
 * Blocks the customer with the manager's reason: every session and manager token of theirs ends at
 * once, outstanding password links are spent. Blocking a blocked customer changes nothing.
 */
export const adminCustomerBlockCall = defineCall(routes.adminCustomerBlock, {
  body: z.object({ auth_key: authKeyField, reason: requiredText(1_000) }),
  query: idQuery,
  answer: customerAnswer,
});

/** Lets a blocked customer in again; the reason is kept in the audit. */
export const adminCustomerUnblockCall = defineCall(routes.adminCustomerUnblock, {
  body: z.object({ auth_key: authKeyField, reason: requiredText(1_000) }),
  query: idQuery,
  answer: customerAnswer,
});

/** A manager or administrator as the staff screen lists them. */
export const adminStaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.enum(staffRoles),
  created_at: z.string(),
  /** Whether a password is set (an invited member has none until the mailed link is used). */
  password_set: z.boolean(),
  deactivated_at: z.string().nullable(),
});
export type AdminStaffMember = z.infer<typeof adminStaffMember>;

const staffAnswer = z.object({ member: adminStaffMember });

/** Managers and administrators, administrators first, then by e-mail. */
export const adminStaffCall = defineCall(routes.adminStaff, {
  body: z.object({
    auth_key: authKeyField,
    pagesize: pageSizeField,
    /** Part of the e-mail or of a name, in any case. */
    q: optionalText(LIMITS.shortText),
  }),
  query: z.object({ page: pageQuery }),
  answer: z.object({ staff: listAnswer(adminStaffMember) }),
});

/** The staff form's fields, shared by the screen and the server. */
export const staffFormFields = z.object({
  email: emailField,
  first_name: requiredText(LIMITS.shortText),
  last_name: optionalText(LIMITS.shortText),
  role: z.enum(staffRoles),
});

/**
 * Makes a manager or an administrator without a password and mails them a link to set one (a
 * week, once). An e-mail of a staff account answers EmailIsTaken; a customer's is promoted as
 * `npm run manager -- create` promotes one: the old password and every session end.
 */
export const adminStaffCreateCall = defineCall(routes.adminStaffCreate, {
  body: staffFormFields.extend({ auth_key: authKeyField }),
  query: emptyObject,
  answer: staffAnswer,
});

/** Another member's role; not one's own, and never the last active administrator's. */
export const adminStaffRoleCall = defineCall(routes.adminStaffRole, {
  body: z.object({ auth_key: authKeyField, role: z.enum(staffRoles) }),
  query: idQuery,
  answer: staffAnswer,
});

/** Deactivates another member (their sessions and manager tokens end) or reactivates one. */
export const adminStaffActiveCall = defineCall(routes.adminStaffActive, {
  body: z.object({ auth_key: authKeyField, active: formFlag }),
  query: idQuery,
  answer: staffAnswer,
});
