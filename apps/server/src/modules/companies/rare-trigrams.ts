/** A sample smaller than this says too little: the words are asked for whole. */
export const SAMPLE_MIN = 1_000;
/**
 * A word whose rarest trigram is in at least this share of the sampled names is itself common:
 * asked for whole, the index finds its first thousand names early in every trigram's list (the
 * search stops there), while its rarest trigrams would be read at length, most of their names not
 * holding the word.
 */
const COMMON_SHARE = 0.005;

/** A word's trigrams, cut by character as FTS5's trigram tokenizer and `substr` cut them, with their positions. */
export function trigramsOf(word: string): { trigram: string; at: number }[] {
  const chars = [...word];
  return chars.slice(2).map((_, at) => ({ trigram: chars.slice(at, at + 3).join(''), at }));
}

/**
 * The trigrams a name search asks its index for, by how common each is in a sample of the names
 * (`counts`: trigram → sampled names holding it; '' → names sampled; ADR 044): per word its
 * rarest trigram and the rarest of those far from it, so that the index reads two short lists of
 * names instead of every trigram's (a filter on the words themselves follows). Undefined: ask for
 * the words whole, a single common word or no usable sample. `usable`: the trigrams the index
 * holds (pg_trgm: letters and digits only).
 */
export function rareTrigrams(
  words: string[],
  counts: ReadonlyMap<string, number>,
  options: { sampleMin?: number; usable?: (trigram: string) => boolean } = {},
): string[] | undefined {
  const sampled = counts.get('') ?? 0;
  if (sampled === 0 || sampled < (options.sampleMin ?? SAMPLE_MIN)) return undefined;
  const picked: string[] = [];
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
    // A short word has no trigram that far: its next rarest, so that one list is never read alone.
    const second =
      grams.find((gram) => Math.abs(gram.at - first.at) >= apart) ?? grams.find((gram) => gram !== first);
    picked.push(first.trigram, ...(second ? [second.trigram] : []));
  }
  if (picked.length === 0 || (!rare && words.length < 2)) return undefined;
  return [...new Set(picked)];
}
