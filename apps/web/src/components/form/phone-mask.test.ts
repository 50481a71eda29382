import { describe, expect, it } from 'vitest';
import {
  countryOfPhone,
  dialCode,
  flagEmoji,
  imaskPattern,
  isPhoneComplete,
  phoneDigitCount,
  phoneMaskOptions,
  phonePlaceholder,
} from './phone-mask';

const masks = {
  RU: { code: 'RU', mask: '7 (###) ###-##-##', flag: '🇷🇺', name: 'Россия' },
  KZ: { code: 'KZ', mask: '7 (###) ###-##-##', flag: '🇰🇿', name: 'Казахстан' },
  BY: { code: 'BY', mask: '375 (##) ###-##-##', flag: '🇧🇾', name: 'Беларусь' },
  TR: { code: 'TR', mask: '90 (###) ###-##-##', flag: '🇹🇷', name: 'Турция' },
};

describe('phone masks', () => {
  it('reads the dialling code and the digit count of a mask', () => {
    expect(dialCode('7 (###) ###-##-##')).toBe('7');
    expect(dialCode('375 (##) ###-##-##')).toBe('375');
    expect(phoneDigitCount('7 (###) ###-##-##')).toBe(11);
    expect(phoneDigitCount('44 #### ######')).toBe(12);
  });

  it('turns a mask into an IMask pattern, escaping the characters IMask reads as its own', () => {
    expect(imaskPattern('7 (###) ###-##-##')).toBe('+7 (000) 000-00-00');
    expect(imaskPattern('90 (###) ###-##-##')).toBe('+9\\0 (000) 000-00-00');
  });

  it('knows a number is complete only when every # has its digit', () => {
    expect(isPhoneComplete('+7 (912) 345-67-89', '7 (###) ###-##-##')).toBe(true);
    expect(isPhoneComplete('+7 (912) 345-67', '7 (###) ###-##-##')).toBe(false);
    expect(isPhoneComplete('+375 (29) 123-45-67', '375 (##) ###-##-##')).toBe(true);
  });

  it('shows the mask as a placeholder and flags from ISO codes', () => {
    expect(phonePlaceholder('7 (###) ###-##-##')).toBe('+7 (___) ___-__-__');
    expect(flagEmoji('ru')).toBe('🇷🇺');
  });

  it('falls back to RU with the default mask when settings have no masks', () => {
    expect(phoneMaskOptions({})).toEqual([{ code: 'RU', mask: '7 (###) ###-##-##', flag: '🇷🇺', name: 'RU' }]);
    expect(phoneMaskOptions(masks).map((option) => option.code)).toEqual(['RU', 'KZ', 'BY', 'TR']);
  });

  it('finds the country of a stored number by the longest dialling code, the first on a tie', () => {
    const options = phoneMaskOptions(masks);
    expect(countryOfPhone('+375 (29) 123-45-67', options)).toBe('BY');
    expect(countryOfPhone('+7 (701) 123-45-67', options)).toBe('RU');
    expect(countryOfPhone('+90 (532) 123-45-67', options)).toBe('TR');
    expect(countryOfPhone('+1 555', options)).toBeUndefined();
    expect(countryOfPhone('', options)).toBeUndefined();
  });
});
