/** A sample smaller than this says too little: the words are asked for whole. */
export const SAMPLE_MIN = 1_000;
/**
 * A word whose rarest trigram is in at least this share of the sampled names is itself common:
 * asked for whole, the index finds its first thousand names early in every trigram's list (the
 * search stops there), while its rarest trigrams would be read at length, most of their names not
 * holding the word.
 */
const COMMON_SHARE = 0.005;

/** A trigram of a word and how many sampled names hold it. */
interface Gram {
  trigram: string;
  names: number;
}

/** A word's trigrams, cut by character as FTS5's trigram tokenizer and `substr` cut them, with their positions. */
export function trigramsOf(word: string): { trigram: string; at: number }[] {
  const chars = [...word];
  return chars.slice(2).map((_, at) => ({ trigram: chars.slice(at, at + 3).join(''), at }));
}

/**
 * The trigrams a name search asks its index for, by how common each is in a sample of the names
 * (`counts`: trigram → sampled names holding it; '' → names sampled; ADR 044): per word its
 * rarest trigram and the rarest of those far from it, so that the index reads two short lists of
 * names instead of every trigram's (a filter on the words themselves follows). With `checkCost`
 * (what checking one hit costs in list entries read; SQLite, ADR 049) each word's rarest trigram,
 * and a second one only where its list costs less than the checks it saves (`worthReading`).
 * Undefined: ask for the words whole, a single common word or no usable sample. `usable`: the
 * trigrams the index holds (pg_trgm: letters and digits only).
 */
export function rareTrigrams(
  words: string[],
  counts: ReadonlyMap<string, number>,
  options: { sampleMin?: number; usable?: (trigram: string) => boolean; checkCost?: number } = {},
): string[] | undefined {
  const sampled = counts.get('') ?? 0;
  if (sampled === 0 || sampled < (options.sampleMin ?? SAMPLE_MIN)) return undefined;
  const chosen: { first: Gram; second: Gram | undefined }[] = [];
  let rare = false;
  for (const word of words) {
    const all = trigramsOf(word);
    const grams = all
      .filter((gram) => options.usable?.(gram.trigram) ?? true)
      .map((gram) => ({ ...gram, names: counts.get(gram.trigram) ?? 0 }))
      .sort((a, b) => a.names - b.names || a.at - b.at);
    const [first] = grams;
    // A word with no trigram the index holds is found by the others' (or asked for whole).
    if (!first) continue;
    if (first.names < sampled * COMMON_SHARE) rare = true;
    // Far from the first: trigrams near each other often come from one stem ("ресурс-": "есу" and
    // "рс-"), so the two would point at the same names.
    const apart = Math.max(3, Math.ceil(all.length / 2));
    // A short word has no trigram that far: its next rarest, so that without a cost one list is
    // never read alone.
    const second =
      grams.find((gram) => Math.abs(gram.at - first.at) >= apart) ?? grams.find((gram) => gram !== first);
    chosen.push({ first, second });
  }
  if (chosen.length === 0 || (!rare && words.length < 2)) return undefined;
  const picked =
    options.checkCost === undefined
      ? chosen.flatMap(({ first, second }) => (second ? [first, second] : [first]))
      : worthReading(chosen, sampled, options.checkCost);
  return [...new Set(picked.map((gram) => gram.trigram))];
}

/**
 * Each word's rarest trigram, and of the second ones (rarest first) those whose list costs less
 * to read than the checks of the names it would rule out (ADR 049). An index entry read costs 1,
 * a name checked `checkCost`; a trigram in `names` of `sampled` names is in that share of the
 * register, and the words' trigrams are taken as independent. A trigram no sampled name holds
 * counts as half a name: rare, not absent.
 */
function worthReading(
  chosen: { first: Gram; second: Gram | undefined }[],
  sampled: number,
  checkCost: number,
): Gram[] {
  const share = (gram: Gram) => Math.max(gram.names, 0.5) / sampled;
  const picked = chosen.map(({ first }) => first);
  let matching = picked.reduce((product, gram) => product * share(gram), 1);
  const seconds = chosen.flatMap(({ second }) => (second ? [second] : []));
  for (const gram of seconds.sort((a, b) => a.names - b.names)) {
    if (matching * (1 - share(gram)) * checkCost <= share(gram)) break;
    picked.push(gram);
    matching *= share(gram);
  }
  return picked;
}
