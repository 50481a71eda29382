/**
 * Control digits of Russian numbers, computed here for the generator (the contract's validators in
 * packages/contract/src/rules/requisites.ts check them, and the tests use those). Every body is at
 * most 14 digits, below 2^53, so plain numbers are exact and no BigInt is needed.
 */

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** (Σ digit × weight mod 11) mod 10 over the text's leading digits. */
function innControl(text: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index++)
    sum += (weights[index] as number) * (text.charCodeAt(index) - 48);
  return (sum % 11) % 10;
}

/** A legal entity's INN: the 9-digit body and its control digit. */
export function inn10(body: string): string {
  return body + innControl(body, INN10_WEIGHTS);
}

/** An individual's INN: the 10-digit body and its two control digits. */
export function inn12(body: string): string {
  const eleven = body + innControl(body, INN12_WEIGHTS_11);
  return eleven + innControl(eleven, INN12_WEIGHTS_12);
}

/** OGRN: the 12-digit body and (body mod 11) mod 10. */
export function ogrn13(body: string): string {
  return body + ((Number(body) % 11) % 10);
}

/** OGRNIP: the 14-digit body and (body mod 13) mod 10. */
export function ogrnip15(body: string): string {
  return body + ((Number(body) % 13) % 10);
}
