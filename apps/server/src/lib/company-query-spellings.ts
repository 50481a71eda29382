/**
 * Other spellings of a query's words (ADR 071): what it reads as in the other alphabet, typed on
 * the other keyboard layout, or with one letter missing, added, wrong or swapped. Pure code: the
 * search looks the spellings up in the register's lexicon and searches only those it holds.
 */

/**
 * A word's spelling key, one replacement after another (each of every occurrence, left to right):
 * Cyrillic letters become Latin ones, then the spellings the common romanisations (passport/ICAO,
 * BGN, GOST 7.79 B) and English habits differ by become one (`kh` and `h`, `ts` and `c`, `y`,
 * `j` and `i`, `ye` and `e`, `shch` and `sch` and `sh`, ...), and the soft and hard signs go. A
 * Cyrillic word and its romanisations then share a key: «строй», "stroy", "stroi" are `stroi`.
 *
 * The lexicon's `spelling_key` column is this very list as nested SQL `replace` calls
 * (`spellingKeySql`, migration 040), so that both databases and the query agree; a change here
 * needs a migration that computes the column again.
 */
export const SPELLING_KEY_STEPS: readonly (readonly [string, string])[] = [
  ['а', 'a'],
  ['б', 'b'],
  ['в', 'v'],
  ['г', 'g'],
  ['д', 'd'],
  ['е', 'e'],
  ['ё', 'e'],
  ['є', 'ye'],
  ['ж', 'zh'],
  ['з', 'z'],
  ['и', 'i'],
  ['і', 'i'],
  ['й', 'y'],
  ['к', 'k'],
  ['л', 'l'],
  ['м', 'm'],
  ['н', 'n'],
  ['о', 'o'],
  ['п', 'p'],
  ['р', 'r'],
  ['с', 's'],
  ['т', 't'],
  ['у', 'u'],
  ['ф', 'f'],
  ['х', 'kh'],
  ['ц', 'ts'],
  ['ч', 'ch'],
  ['ш', 'sh'],
  ['щ', 'shch'],
  ['ъ', ''],
  ['ы', 'y'],
  ['ь', ''],
  ['э', 'e'],
  ['ю', 'yu'],
  ['я', 'ya'],
  // The Latin spellings of one Cyrillic letter, made one.
  ['shch', 'sh'],
  ['sch', 'sh'],
  ['kh', 'h'],
  ['ts', 'c'],
  ['tz', 'c'],
  ['ck', 'k'],
  ['q', 'k'],
  ['x', 'ks'],
  ['w', 'v'],
  ['ph', 'f'],
  ['j', 'y'],
  ['yo', 'e'],
  ['y', 'i'],
  ['ie', 'e'],
];

/** The letters a spelling key is written in: what one letter of a key may be changed to. */
const KEY_LETTERS = [...'abcdefghiklmnoprstuvz'];
const CYRILLIC_LETTERS = [...'абвгдежзийклмнопрстуфхцчшщъыьэюя'];
const LATIN_LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

export function spellingKey(word: string): string {
  return SPELLING_KEY_STEPS.reduce((text, [from, to]) => text.split(from).join(to), word);
}

/** `spellingKey` of a column, in SQL both databases read alike (`replace` of literal strings). */
export function spellingKeySql(column: string): string {
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return SPELLING_KEY_STEPS.reduce(
    (expression, [from, to]) => `replace(${expression}, ${literal(from)}, ${literal(to)})`,
    column,
  );
}

/**
 * The longest beginning of `word` whose spelling key is `key` («строй» of «стройагро» for `stroi`,
 * the whole «ясень» for `iasen`): the part of a lexicon word that a query word spelled otherwise
 * stands for. Undefined when no beginning has it (the key came out otherwise inside the word).
 */
export function beginningWithKey(word: string, key: string): string | undefined {
  const letters = [...word];
  let found: string | undefined;
  for (let length = 1; length <= letters.length; length++) {
    const beginning = letters.slice(0, length).join('');
    const beginningKey = spellingKey(beginning);
    if (beginningKey === key) found = beginning;
    else if (beginningKey.length > key.length + 4) break;
  }
  return found;
}

/** The two keyboard layouts, key by key: QWERTY and ЙЦУКЕН, unshifted and shifted. */
const LATIN_KEYS = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`{}:"<>~';
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюёхъжэбюё';
const OTHER_LAYOUT = new Map<string, string>([
  ...[...LATIN_KEYS].map((key, index): [string, string] => [key, CYRILLIC_KEYS[index]!]),
  ...[...CYRILLIC_KEYS.slice(0, 33)].map((key, index): [string, string] => [key, LATIN_KEYS[index]!]),
]);

/**
 * The text as it would have come out on the other keyboard layout ("cnhjq" → «строй», «фсьу» →
 * "acme"): each character typed on the Latin layout becomes the Cyrillic one of its key, and the
 * reverse. Read from the query as typed, before the normaliser, which drops `,` `.` `;` `[` `]`
 * `'` and `` ` `` (б, ю, ж, х, ъ, э, ё on the Cyrillic layout).
 */
export function otherLayout(text: string): string {
  return [...text.toLowerCase()].map((char) => OTHER_LAYOUT.get(char) ?? char).join('');
}

/**
 * Every word one edit away from `word` (Damerau: one letter missing, added, changed or two
 * neighbours swapped), with letters of `alphabet`.
 */
export function oneEditAway(word: string, alphabet: readonly string[]): string[] {
  const letters = [...word];
  const found = new Set<string>();
  const joined = (parts: string[]) => parts.join('');
  for (let at = 0; at <= letters.length; at++) {
    const before = letters.slice(0, at);
    const after = letters.slice(at);
    for (const letter of alphabet) found.add(joined([...before, letter, ...after]));
    if (at === letters.length) continue;
    found.add(joined([...before, ...letters.slice(at + 1)]));
    for (const letter of alphabet)
      if (letter !== letters[at]) found.add(joined([...before, letter, ...letters.slice(at + 1)]));
    if (at + 1 < letters.length && letters[at] !== letters[at + 1])
      found.add(joined([...before, letters[at + 1]!, letters[at]!, ...letters.slice(at + 2)]));
  }
  found.delete(word);
  return [...found];
}

/** The letters a word's edits use: its own alphabet's (both for a word mixing them). */
export function lettersOf(word: string): string[] {
  const cyrillic = /[а-я]/.test(word);
  const latin = /[a-z]/.test(word);
  return [...(cyrillic ? CYRILLIC_LETTERS : []), ...(latin || !cyrillic ? LATIN_LETTERS : [])];
}

/** The edits of a spelling key, in the letters keys are written in. */
export function keyEdits(key: string): string[] {
  return oneEditAway(key, KEY_LETTERS);
}
