/** The largest id the database hands out (the contract's `LIMITS.maxId`). */
const MAX_ID = 2_147_483_647;

/** The entry an editor's address names: `new`, an id, or undefined for the list (or nonsense). */
export function contentTarget(id: string | undefined): number | 'new' | undefined {
  if (id === undefined) return undefined;
  if (id === 'new') return 'new';
  const value = Number(id);
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : undefined;
}
