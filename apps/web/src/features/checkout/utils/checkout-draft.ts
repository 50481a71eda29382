import type { CheckoutFormValues } from '../api/save-order';

/**
 * The checkout as typed so far, kept in this tab's session storage: a reload, or a login to the
 * account the e-mail belongs to, comes back to the form as it was left (the profile fills only
 * what was not typed). It goes when the order is placed, and with the tab.
 */
const DRAFT_KEY = 'checkout_draft';
/** How many lines the guest's cart had when the login was offered: more after it were merged in. */
const GUEST_LINES_KEY = 'checkout_guest_lines';

const FIELDS: Exclude<keyof CheckoutFormValues, 'save_legal_entity'>[] = [
  'first_name',
  'last_name',
  'middle_name',
  'email',
  'phone',
  'yur_name',
  'yur_inn',
  'yur_country',
  'delivery_country',
  'delivery_region',
  'delivery_city',
  'delivery_address',
  'contact_name',
  'contact_phone',
  'contact_index',
  'payment_method',
  'comment',
];

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The typed fields of the draft (text only; anything else in storage is ignored). */
export function readCheckoutDraft(): Partial<CheckoutFormValues> {
  try {
    const stored = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? '{}') as Record<string, unknown>;
    const draft: Partial<Record<keyof CheckoutFormValues, string>> = {};
    for (const field of FIELDS) {
      const value = stored[field];
      if (typeof value === 'string' && value.trim() !== '') draft[field] = value.slice(0, 2_000);
    }
    return draft as Partial<CheckoutFormValues>;
  } catch {
    return {};
  }
}

export function writeCheckoutDraft(values: Partial<CheckoutFormValues>): void {
  const typed = Object.fromEntries(
    FIELDS.flatMap((field) =>
      typeof values[field] === 'string' && values[field] ? [[field, values[field]]] : [],
    ),
  );
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(typed));
  } catch {
    // Storage full or refused: the form still works, it is only not kept.
  }
}

export function clearCheckoutDraft(): void {
  storage()?.removeItem(DRAFT_KEY);
  storage()?.removeItem(GUEST_LINES_KEY);
}

/** The form's start: what was typed wins over the profile's prefill; the prefill fills the rest. */
export function withDraft(
  prefill: CheckoutFormValues,
  draft: Partial<CheckoutFormValues>,
): CheckoutFormValues {
  return { ...prefill, ...draft };
}

/** Notes the guest's cart size when the login is offered. */
export function rememberGuestLines(count: number): void {
  storage()?.setItem(GUEST_LINES_KEY, String(count));
}

/**
 * Lines that came from an account's earlier cart when the guest logged in: 0 when nothing was
 * merged or no login was offered in this tab.
 */
export function mergedLines(count: number): number {
  const stored = Number(storage()?.getItem(GUEST_LINES_KEY) ?? Number.NaN);
  return Number.isInteger(stored) ? Math.max(0, count - stored) : 0;
}

/** The merge was told (once: the signed-in checkout forgets the guest's count). */
export function forgetGuestLines(): void {
  storage()?.removeItem(GUEST_LINES_KEY);
}
