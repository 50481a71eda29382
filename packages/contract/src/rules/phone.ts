import type { PhoneMaskOption } from '../entities.js';

/** Phone masks as settings give them: `#` is a digit and the mask starts with the dialling code. */

/** The digits of a phone number as typed or masked: '+7 (912) 345' → '7912345'. */
export const phoneDigits = (text: string): string => text.replace(/\D/g, '');

/** The dialling code a mask starts with: '7' of '7 (###) ###-##-##', '375' of '375 (##) …'. */
export function dialCode(mask: string): string {
  return /^\d+/.exec(mask)?.[0] ?? '';
}

/**
 * The country a number belongs to: the longest dialling code its digits start with (a tie, like
 * RU and KZ on +7, goes to the first in the list). Undefined for an empty or unknown number.
 */
export function countryOfPhone(
  phone: string,
  options: readonly Pick<PhoneMaskOption, 'code' | 'mask'>[],
): string | undefined {
  const digits = phoneDigits(phone);
  if (!digits) return undefined;
  let best: Pick<PhoneMaskOption, 'code' | 'mask'> | undefined;
  for (const option of options) {
    const code = dialCode(option.mask);
    if (code && digits.startsWith(code) && code.length > dialCode(best?.mask ?? '').length) best = option;
  }
  return best?.code;
}
