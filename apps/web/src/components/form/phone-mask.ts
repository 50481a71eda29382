import {
  dialCode,
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_PHONE_MASK,
  phoneDigits,
  type PhoneMaskOption,
} from '@storefront/contract';

/** The shared rules, where the field reads them (the server stores a number's country by them too). */
export { countryOfPhone, dialCode } from '@storefront/contract';

/**
 * Phone masks as settings give them: `#` is a digit and the mask starts with the dialling code
 * ('7 (###) ###-##-##'). The field shows and sends them with a leading '+'.
 */

/** How many digits a filled-in number has, dialling code included. */
export function phoneDigitCount(mask: string): number {
  return mask.replace(/[^\d#]/g, '').length;
}

/** True when every # of the mask has its digit. */
export function isPhoneComplete(phone: string, mask: string): boolean {
  return phoneDigits(phone).length === phoneDigitCount(mask);
}

/** Characters an IMask pattern reads as its own (digit, letter, any; groups; escape). */
const IMASK_SPECIAL = new Set(['0', 'a', '*', '[', ']', '{', '}', '`', '\\']);

/** The mask in IMask's pattern language: '+' first, # as any digit, everything else fixed. */
export function imaskPattern(mask: string): string {
  let pattern = '+';
  for (const char of mask) {
    if (char === '#') pattern += '0';
    else pattern += IMASK_SPECIAL.has(char) ? `\\${char}` : char;
  }
  return pattern;
}

/**
 * A whole number pasted into an empty field, made to fit the mask: the Russian trunk prefix 8
 * (8 912 345-67-89) becomes the dialling code 7; anything else passes as it is, and the mask
 * matches a leading dialling code by itself.
 */
export function preparePastedPhone(text: string, mask: string, current: string): string {
  const digits = phoneDigits(text);
  if (phoneDigits(current) !== '' || digits.length !== phoneDigitCount(mask)) return text;
  return dialCode(mask) === '7' && digits.startsWith('8') ? `7${digits.slice(1)}` : text;
}

/** What an empty field shows: '+7 (___) ___-__-__'. */
export function phonePlaceholder(mask: string): string {
  return `+${mask.replaceAll('#', '_')}`;
}

/** The flag emoji of an ISO 3166 code ('RU' → 🇷🇺), for masks that come without one. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((char) => 0x1f1a5 + char.charCodeAt(0)));
}

let flagSupport: boolean | undefined;

/**
 * Whether this system draws flag emoji (Windows does not: it shows the two letters, and a system
 * without an emoji font shows boxes). One flag is one glyph where they are drawn, two where not.
 * Without OffscreenCanvas to measure with, flags are assumed.
 */
export function flagsAreDrawn(): boolean {
  if (flagSupport !== undefined) return flagSupport;
  const context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return (flagSupport = true);
  context.font = '32px sans-serif';
  flagSupport = context.measureText(flagEmoji('RU')).width < 1.5 * context.measureText('\u{1F1F7}').width;
  return flagSupport;
}

/** Only for a shop whose settings name no masks: no country list to take a name from. */
const DEFAULT_OPTION: PhoneMaskOption = {
  code: DEFAULT_PHONE_COUNTRY,
  mask: DEFAULT_PHONE_MASK,
  flag: flagEmoji(DEFAULT_PHONE_COUNTRY),
  name: DEFAULT_PHONE_COUNTRY,
};

/** The countries to choose from, in the settings' order; RU with the default mask when settings have none. */
export function phoneMaskOptions(masks: Readonly<Record<string, PhoneMaskOption>>): PhoneMaskOption[] {
  const options = Object.values(masks);
  return options.length > 0 ? options : [DEFAULT_OPTION];
}
