import { type CompanyQuery, parseCompanyQuery } from '@storefront/contract';
import {
  beginningWithKey,
  keyEdits,
  lettersOf,
  oneEditAway,
  otherLayout,
  spellingKey,
} from '../../lib/company-query-spellings.js';
import type {
  CompanySearch,
  CompanySearchParams,
  CompanySearchResult,
  LexiconEntry,
} from './company-search.js';

type WordsQuery = Extract<CompanyQuery, { kind: 'words' }>;

/** A search's answer, and the words searched instead of the query's when they were (ADR 071). */
export interface ForgivingSearchResult extends CompanySearchResult {
  correctedQuery?: string;
}

/** Words shorter than this are not looked up in the lexicon (it holds none). */
const LEXICON_MIN_LETTERS = 3;
/** A word is given edits (one letter missing, added, wrong or swapped) from this length on... */
const EDIT_MIN_LETTERS = 5;
/** ...up to this one: a longer run of letters is no name's word, and its edits would be thousands. */
const EDIT_MAX_LETTERS = 30;
/** How many of a query's words are given edits: each costs some hundreds of keys in the lookup. */
const EDITED_WORDS = 3;
/**
 * The lexicon's words read for each beginning of a spelling key: enough to see which spelling of
 * the beginning most words share («строй» of «стройагро», «стройтрест», ...).
 */
const KEY_BEGINNING_WORDS = 64;
/** Other spellings kept for one word. */
const SPELLINGS_PER_WORD = 3;
/** Other spellings of the query searched, one after another, at most. */
const TRIES = 4;

/** How far a spelling is from the word as typed: the queries changed least are tried first. */
const KEPT = 0;
const SPELLED_OTHERWISE = 1;
const WORD_EDIT = 2;
const KEY_EDIT = 3;

interface Spelling {
  word: string;
  distance: number;
}

const letterCount = (word: string) => [...word].length;
/** By code point, as the databases order the lexicon: the same choice on both. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The search, forgiving (ADR 071): the query as typed first; only when that finds nothing, or less
 * than a page, other spellings of it that the register's lexicon holds are searched, and the
 * first that finds more is the answer, with the words it searched (`correctedQuery`).
 *
 * - Nothing found: each word may be read in the other alphabet (its spelling key: "stroy" for
 *   «строй»), and a word the lexicon lacks (not a word nor the beginning of one) also with one
 *   edit (five letters or more); the whole query may also have been typed on the other keyboard
 *   layout ("cnhjq" for «строй»).
 * - Less than a page: only the words the lexicon lacks are spelled otherwise, so that a query
 *   finding a few names as typed is not taken for another word.
 *
 * What is tried depends on the query, the lexicon and the answers alone, so a later page of the
 * same search makes the same choice, and both databases make the same one.
 */
export async function forgivingSearch(
  engine: CompanySearch,
  params: CompanySearchParams,
  typed: string,
): Promise<ForgivingSearchResult> {
  const exact = await engine.search(params);
  if (params.query.kind !== 'words' || exact.total >= params.pageSize) return exact;
  for (const words of await otherSpellings(engine, params.query, typed, exact.total === 0)) {
    const query: WordsQuery = { kind: 'words', words, text: words.join(' ') };
    const found = await engine.search({ ...params, query });
    if (found.total > exact.total) return { ...found, correctedQuery: query.text };
  }
  return exact;
}

/** The queries to try instead of `query`, best first (at most TRIES). */
async function otherSpellings(
  engine: CompanySearch,
  query: WordsQuery,
  typed: string,
  foundNothing: boolean,
): Promise<string[][]> {
  const looked = [...new Set(query.words.filter((word) => letterCount(word) >= LEXICON_MIN_LETTERS))];
  const beginnings = (words: string[]) => words.map((beginning) => ({ beginning, limit: 1 }));
  // Less than a page found: only a word the lexicon lacks is spelled otherwise, and most queries
  // have none, which one small read of the lexicon tells.
  let spelt = looked;
  if (!foundNothing) {
    const held = await engine.lexicon({
      words: [],
      keys: [],
      wordBeginnings: beginnings(looked),
      keyBeginnings: [],
    });
    spelt = looked.filter((word) => !held.some((entry) => entry.word.startsWith(word)));
    if (spelt.length === 0) return [];
  }
  const keys = new Map(spelt.map((word) => [word, spellingKey(word)]));
  const edited = spelt
    .filter((word) => letterCount(word) >= EDIT_MIN_LETTERS && letterCount(word) <= EDIT_MAX_LETTERS)
    .slice(0, EDITED_WORDS);
  const wordEdits = new Map(edited.map((word) => [word, new Set(oneEditAway(word, lettersOf(word)))]));
  const keyEditsOf = new Map(edited.map((word) => [word, new Set(keyEdits(keys.get(word)!))]));
  const layout = foundNothing ? parseCompanyQuery(otherLayout(typed)) : undefined;
  const layoutWords =
    layout?.kind === 'words' && layout.text !== query.text
      ? layout.words.filter((word) => letterCount(word) >= LEXICON_MIN_LETTERS)
      : [];

  const entries = await engine.lexicon({
    words: [...wordEdits.values()].flatMap((edits) => [...edits]),
    keys: [...new Set([...keys.values(), ...[...keyEditsOf.values()].flatMap((edits) => [...edits])])],
    wordBeginnings: beginnings([...new Set([...looked, ...layoutWords])]),
    keyBeginnings: [...new Set(keys.values())].map((beginning) => ({
      beginning,
      limit: KEY_BEGINNING_WORDS,
    })),
  });
  // A word the lexicon holds, or the beginning of one: the query may mean it as typed.
  const known = (word: string) =>
    letterCount(word) < LEXICON_MIN_LETTERS || entries.some((entry) => entry.word.startsWith(word));

  const tries: string[][] = [];
  if (layout?.kind === 'words' && layoutWords.length > 0 && layoutWords.every(known))
    tries.push(layout.words);
  const options = query.words.map((word): Spelling[] => {
    const isKnown = known(word);
    if (isKnown && !foundNothing) return [{ word, distance: KEPT }];
    const spellings = spellingsOf(word, keys.get(word), entries, {
      edits: isKnown ? undefined : { words: wordEdits.get(word), keys: keyEditsOf.get(word) },
    });
    // A word no name holds cannot stay as it is if another spelling of it is there.
    return isKnown || spellings.length === 0 ? [{ word, distance: KEPT }, ...spellings] : spellings;
  });
  for (const words of nearestCombinations(options)) {
    if (words.join(' ') === query.text) continue;
    if (!tries.some((other) => other.join(' ') === words.join(' '))) tries.push(words);
  }
  return tries.slice(0, TRIES);
}

/**
 * The lexicon's other spellings of `word`, nearest first: the beginnings of words sharing its
 * spelling key (most shared first), then the words one edit away, then those whose key is.
 */
function spellingsOf(
  word: string,
  key: string | undefined,
  entries: LexiconEntry[],
  { edits }: { edits?: { words?: Set<string>; keys?: Set<string> } },
): Spelling[] {
  if (key === undefined) return [];
  const shared = new Map<string, number>();
  for (const entry of entries) {
    if (!entry.spelling_key.startsWith(key)) continue;
    const beginning = beginningWithKey(entry.word, key);
    if (beginning !== undefined) shared.set(beginning, (shared.get(beginning) ?? 0) + 1);
  }
  const found: Spelling[] = [...shared]
    .sort(([a, aWords], [b, bWords]) => bWords - aWords || byCodePoint(a, b))
    .map(([beginning]) => ({ word: beginning, distance: SPELLED_OTHERWISE }));
  const matching = (test: (entry: LexiconEntry) => boolean, distance: number) =>
    entries
      .filter(test)
      .map((entry) => entry.word)
      .sort(byCodePoint)
      .map((other) => ({ word: other, distance }));
  if (edits?.words) found.push(...matching((entry) => edits.words!.has(entry.word), WORD_EDIT));
  if (edits?.keys) found.push(...matching((entry) => edits.keys!.has(entry.spelling_key), KEY_EDIT));
  const seen = new Set([word]);
  return found
    .filter((spelling) => !seen.has(spelling.word) && Boolean(seen.add(spelling.word)))
    .slice(0, SPELLINGS_PER_WORD);
}

/**
 * The queries made of one option of each word, the least changed first (the sum of their
 * distances; ties in the options' order), as a beam of the best few, not every combination.
 */
function nearestCombinations(options: Spelling[][]): string[][] {
  let beam: { words: string[]; distance: number }[] = [{ words: [], distance: 0 }];
  for (const choices of options) {
    beam = beam
      .flatMap((partial) =>
        choices.map((choice) => ({
          words: [...partial.words, choice.word],
          distance: partial.distance + choice.distance,
        })),
      )
      .sort((a, b) => a.distance - b.distance)
      .slice(0, TRIES + 1);
  }
  return beam.map((combination) => combination.words);
}
