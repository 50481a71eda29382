import { describe, expect, it } from 'vitest';
import { countryOfPhone, dialCode } from '../src/rules/phone.js';

const options = [
  { code: 'RU', mask: '7 (###) ###-##-##', flag: '' },
  { code: 'KZ', mask: '7 (###) ###-##-##', flag: '' },
  { code: 'BY', mask: '375 (##) ###-##-##', flag: '' },
  { code: 'GB', mask: '44 ## ####-####', flag: '' },
];

describe('phone rules', () => {
  it('reads the dialling code a mask starts with', () => {
    expect(dialCode('7 (###) ###-##-##')).toBe('7');
    expect(dialCode('375 (##) ###-##-##')).toBe('375');
    expect(dialCode('(###)')).toBe('');
  });

  it('finds the country of a number by its longest dialling code, the first one on a tie', () => {
    expect(countryOfPhone('+375 (29) 123-45-67', options)).toBe('BY');
    expect(countryOfPhone('+7 (912) 345-67-89', options)).toBe('RU');
    expect(countryOfPhone('+44 20 7946-0018', options)).toBe('GB');
    expect(countryOfPhone('+1 202 555 0101', options)).toBeUndefined();
    expect(countryOfPhone('', options)).toBeUndefined();
  });
});
