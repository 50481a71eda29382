import { z } from 'zod';
import { checkedText } from '../common.js';
import type { MessageKey } from '../messages.js';

/**
 * Russian requisites of a legal entity with the official check-digit algorithms (FNS for INN,
 * OGRN, OGRNIP; Bank of Russia for account keys). Each check takes the text exactly as typed:
 * only digits (KPP: also capital letters in places 5-6), no spaces.
 */

function digitsOf(text: string): number[] {
  return [...text].map(Number);
}

/** (Σ digit × weight mod 11) mod 10 over the leading digits, the INN control digit. */
function innControl(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (sum % 11) % 10;
}

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** INN: 10 digits for a legal entity, 12 for an individual (one or two control digits). */
export function isValidInn(inn: string): boolean {
  if (/^\d{10}$/.test(inn)) {
    const digits = digitsOf(inn);
    return innControl(digits, INN10_WEIGHTS) === digits[9];
  }
  if (/^\d{12}$/.test(inn)) {
    const digits = digitsOf(inn);
    return (
      innControl(digits, INN12_WEIGHTS_11) === digits[10] &&
      innControl(digits, INN12_WEIGHTS_12) === digits[11]
    );
  }
  return false;
}

/** The last digit is (the number before it mod `modulus`) mod 10. */
function hasModuloControl(text: string, length: number, modulus: bigint): boolean {
  if (text.length !== length || !/^\d+$/.test(text)) return false;
  return (BigInt(text.slice(0, -1)) % modulus) % 10n === BigInt(text.slice(-1));
}

/** OGRN of a legal entity: 13 digits, control = (first 12 mod 11) mod 10. */
export function isValidOgrn(ogrn: string): boolean {
  return hasModuloControl(ogrn, 13, 11n);
}

/** OGRNIP of an individual entrepreneur: 15 digits, control = (first 14 mod 13) mod 10. */
export function isValidOgrnip(ogrnip: string): boolean {
  return hasModuloControl(ogrnip, 15, 13n);
}

/** KPP: tax office (4 digits), reason (2 digits or capital Latin letters), number (3 digits). No control digit. */
export function isValidKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
}

/** BIK of a bank in Russia: 9 digits starting with the country code 04. No control digit. */
export function isValidBik(bik: string): boolean {
  return /^04\d{7}$/.test(bik);
}

const ACCOUNT_WEIGHTS = [7, 1, 3];

/**
 * A settlement account (расчётный счёт) at the bank of `bik`: 20 digits whose control key makes
 * Σ (digit × weight 7,1,3,…) ≡ 0 mod 10 over the BIK's last 3 digits followed by the account.
 */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  if (!/^\d{20}$/.test(account) || !isValidBik(bik)) return false;
  const digits = digitsOf(bik.slice(-3) + account);
  const sum = digits.reduce((total, digit, index) => total + digit * (ACCOUNT_WEIGHTS[index % 3] ?? 0), 0);
  return sum % 10 === 0;
}

/**
 * A bank's correspondent account (корреспондентский счёт) at the Bank of Russia: 20 digits starting
 * 301, whose key makes Σ (digit × weight 7,1,3,…) ≡ 0 mod 10 over "0", the BIK's 5th and 6th digits
 * and the account.
 */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  if (!/^301\d{17}$/.test(account) || !isValidBik(bik)) return false;
  const digits = digitsOf(`0${bik.slice(4, 6)}${account}`);
  const sum = digits.reduce((total, digit, index) => total + digit * (ACCOUNT_WEIGHTS[index % 3] ?? 0), 0);
  return sum % 10 === 0;
}

/** An empty field reports FieldCannotBeEmpty only; a filled one is checked. */
const requisiteText = (key: MessageKey, isValid: (text: string) => boolean) =>
  checkedText(z.string().trim().min(1)).pipe(z.string().refine(isValid, { message: key }));

export const innField = requisiteText('InnIsInvalid', isValidInn);

/** The country whose payers have an INN; a payer of any other country has a tax id of its own. */
export const INN_COUNTRY = 'RU';

/** The longest foreign tax id taken: VAT numbers, EINs, BINs and the like are well below it. */
export const FOREIGN_TAX_ID_MAX_LENGTH = 32;

/**
 * A tax id of a payer outside Russia (a VAT number such as DE123456789, a US EIN 12-3456789, a
 * Kazakh BIN): 3 to 32 Latin letters and digits, at least one digit, with single spaces, hyphens,
 * dots or slashes between them. No check digits: every country has its own.
 */
export function isValidForeignTaxId(taxId: string): boolean {
  return (
    taxId.length >= 3 &&
    taxId.length <= FOREIGN_TAX_ID_MAX_LENGTH &&
    /^[A-Za-z0-9]+(?:[ ./-][A-Za-z0-9]+)*$/.test(taxId) &&
    /\d/.test(taxId)
  );
}

export const foreignTaxIdField = requisiteText('TaxIdIsInvalid', isValidForeignTaxId);

/** OGRN (13 digits) or OGRNIP (15 digits). */
export const ogrnField = requisiteText('OgrnIsInvalid', (text) => isValidOgrn(text) || isValidOgrnip(text));

export const kppField = requisiteText('KppIsInvalid', isValidKpp);

export const bikField = requisiteText('BikIsInvalid', isValidBik);

/**
 * The account's own shape; whether its key matches the bank needs the BIK too, so a form with both
 * fields also checks `isValidSettlementAccount` (see the legal-entity calls).
 */
export const settlementAccountField = requisiteText('AccountIsInvalid', (text) => /^\d{20}$/.test(text));
