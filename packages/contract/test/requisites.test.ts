import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../src/errors.js';
import {
  bikField,
  innField,
  isValidBik,
  isValidForeignTaxId,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidOgrnip,
  isValidSettlementAccount,
  kppField,
  ogrnField,
  settlementAccountField,
} from '../src/rules/requisites.js';

describe('isValidInn', () => {
  it.each(['7707083893', '7830002293', '3664069397', '7728168971', '500100732259'])('accepts %s', (inn) => {
    expect(isValidInn(inn)).toBe(true);
  });

  it.each([
    ['one digit off (legal entity)', '7707083894'],
    ['a changed digit (legal entity)', '7707183893'],
    ['first control digit off (individual)', '500100732269'],
    ['second control digit off (individual)', '500100732258'],
    ['11 digits', '77070838930'],
    ['9 digits', '770708389'],
    ['letters', '770708389A'],
    ['spaces', '7707 083893'],
    ['empty', ''],
  ])('rejects %s', (_, inn) => {
    expect(isValidInn(inn)).toBe(false);
  });
});

describe('isValidForeignTaxId', () => {
  it.each(['DE123456789', 'GB123 4567 89', '12-3456789', '123456789012', 'FR.12/345', 'ie1234567t'])(
    'accepts %s',
    (taxId) => {
      expect(isValidForeignTaxId(taxId)).toBe(true);
    },
  );

  it.each([
    ['too short', '12'],
    ['too long', `DE${'1'.repeat(31)}`],
    ['letters only', 'MUSTERGMBH'],
    ['two separators in a row', 'DE--123'],
    ['a separator at the end', 'DE123-'],
    ['other signs', 'DE#123'],
    ['Cyrillic letters', 'ДЕ123456'],
    ['empty', ''],
  ])('rejects %s', (_, taxId) => {
    expect(isValidForeignTaxId(taxId)).toBe(false);
  });
});

describe('isValidOgrn / isValidOgrnip', () => {
  it.each(['1027700132195', '1037739010891', '1027700067328'])('accepts OGRN %s', (ogrn) => {
    expect(isValidOgrn(ogrn)).toBe(true);
    expect(isValidOgrnip(ogrn)).toBe(false);
  });

  it.each(['304500116000157', '316861700133226'])('accepts OGRNIP %s', (ogrnip) => {
    expect(isValidOgrnip(ogrnip)).toBe(true);
    expect(isValidOgrn(ogrnip)).toBe(false);
  });

  it.each(['1027700132196', '1027700132194', '102770013219', '10277001321950', '102770013219A'])(
    'rejects OGRN %s',
    (ogrn) => {
      expect(isValidOgrn(ogrn)).toBe(false);
    },
  );

  it.each(['304500116000158', '30450011600015', '3045001160001570'])('rejects OGRNIP %s', (ogrnip) => {
    expect(isValidOgrnip(ogrnip)).toBe(false);
  });
});

describe('isValidKpp', () => {
  it.each(['773601001', '7736AB001', '770101001'])('accepts %s', (kpp) => {
    expect(isValidKpp(kpp)).toBe(true);
  });

  it.each(['77360100', '7736010011', '77A601001', '7736ab001', '773601O01', ''])('rejects %j', (kpp) => {
    expect(isValidKpp(kpp)).toBe(false);
  });
});

describe('isValidBik', () => {
  it.each(['044525225', '044525974', '040349602'])('accepts %s', (bik) => {
    expect(isValidBik(bik)).toBe(true);
  });

  it.each(['14452522', '144525225', '04452522', '0445252250', '04452522A'])('rejects %s', (bik) => {
    expect(isValidBik(bik)).toBe(false);
  });
});

describe('isValidSettlementAccount', () => {
  it.each([
    ['40702810938000000001', '044525225'],
    ['40817810700000000001', '044525225'],
  ])('accepts %s at %s', (account, bik) => {
    expect(isValidSettlementAccount(account, bik)).toBe(true);
  });

  it.each([
    ['a control key one off', '40702810838000000001', '044525225'],
    ['a last digit one off', '40702810938000000002', '044525225'],
    ['another bank', '40702810938000000001', '044525974'],
    ['19 digits', '4070281093800000000', '044525225'],
    ['an invalid BIK', '40702810938000000001', '144525225'],
  ])('rejects %s', (_, account, bik) => {
    expect(isValidSettlementAccount(account, bik)).toBe(false);
  });
});

describe('requisite fields', () => {
  const keyOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? null : fieldErrors(result.error, value).map((error) => error.key);
  };

  it.each([
    [innField, ' 7707083893 ', '7707083893'],
    [ogrnField, '1027700132195', '1027700132195'],
    [ogrnField, '304500116000157', '304500116000157'],
    [kppField, '773601001', '773601001'],
    [bikField, '044525225', '044525225'],
    [settlementAccountField, '40702810938000000001', '40702810938000000001'],
  ])('reads a valid value', (schema, value, parsed) => {
    expect(schema.parse(value)).toBe(parsed);
  });

  it.each([
    [innField, '7707083894', 'InnIsInvalid'],
    [ogrnField, '1027700132196', 'OgrnIsInvalid'],
    [kppField, '77360100', 'KppIsInvalid'],
    [bikField, '144525225', 'BikIsInvalid'],
    [settlementAccountField, '4070281093800000000', 'AccountIsInvalid'],
  ])('reports its key', (schema, value, key) => {
    expect(keyOf(schema, value)).toEqual([key]);
  });

  it.each([innField, ogrnField, kppField, bikField, settlementAccountField])(
    'reports an empty value as empty only',
    (schema) => {
      expect(keyOf(schema, '  ')).toEqual(['FieldCannotBeEmpty']);
      expect(keyOf(schema, undefined)).toEqual(['FieldCannotBeEmpty']);
    },
  );
});
