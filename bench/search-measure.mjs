// What the search benchmark asks and how it times it: queries drawn from the imported register
// itself (real words of real names, real numbers), timed one after another through the server's
// search engine and over HTTP, and the naive LIKE scan they are compared with.

/** A small deterministic generator (mulberry32): the same register gives the same queries. */
export function randomStream(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

/** Nearest-rank percentile of durations in ms. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const nameWords = (searchName) => searchName.split(' ').filter((word) => [...word].length >= 3);
const numberPrefix = (number) => number.slice(0, /^[A-Z]{2}/.test(number) ? 7 : 6);

/**
 * Random companies of the given countries, read by random ids (primary-key lookups, so sampling a
 * register of millions costs milliseconds), with their country's code.
 */
export async function sampleCompanies({ db, sql }, countries, size, random) {
  const range = (await sql`select min(id) as low, max(id) as high from company`.execute(db)).rows[0];
  const low = Number(range.low);
  const high = Number(range.high);
  const byId = new Map(countries.map((country) => [country.id, country.code]));
  const sample = [];
  for (let chunk = 0; chunk < size; chunk += 1_000) {
    const ids = Array.from({ length: Math.min(1_000, size - chunk) }, () => low + random.int(high - low + 1));
    const rows = await sql`select id, country_id, name, search_name, inn, register_id from company
      where id in (${sql.join(ids)})`.execute(db);
    for (const row of rows.rows)
      if (byId.has(row.country_id)) sample.push({ ...row, country: byId.get(row.country_id) });
  }
  return sample;
}

/** The issue's own examples of common words, tried alongside the sample's most frequent words. */
const NAMED_COMMON_WORDS = ['строй', 'trading'];

/**
 * The commonest search word of one country: of the sample's 50 most frequent name words (3+
 * letters) and the issue's examples, the one most names contain (the search matches parts of
 * words: "строй" finds "Спецстрой" and "Стройинвест"). Returns the word and its share of names.
 */
export function commonWord(sample, countryId) {
  const names = sample
    .filter((company) => company.country_id === countryId)
    .map((company) => company.search_name);
  const counts = new Map();
  for (const name of names)
    for (const word of new Set(nameWords(name))) counts.set(word, (counts.get(word) ?? 0) + 1);
  const candidates = [
    ...[...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 50)
      .map(([word]) => word),
    ...NAMED_COMMON_WORDS,
  ];
  const shares = candidates.map((word) => ({
    word,
    share: names.filter((name) => name.includes(word)).length / names.length,
  }));
  return shares.sort((a, b) => b.share - a.share || (a.word < b.word ? -1 : 1))[0];
}

/**
 * The representative mix, `size` queries over the sampled companies: 40 % one real word of a name,
 * 15 % two words of one name, 25 % an exact number (INN or register number), 20 % a number prefix.
 * Each query is one the company it came from answers, so every one of them matches.
 */
export function queryMix(sample, size, random) {
  const queries = [];
  while (queries.length < size) {
    const company = random.pick(sample);
    const words = nameWords(company.search_name);
    const roll = random.next();
    const numbers = [company.register_id, company.inn].filter((number) => /\d{5}/.test(number ?? ''));
    let query;
    let kind;
    if (roll < 0.4 && words.length > 0) [kind, query] = ['word', random.pick(words)];
    else if (roll < 0.55 && words.length > 1) {
      const first = random.int(words.length);
      const second = (first + 1 + random.int(words.length - 1)) % words.length;
      [kind, query] = ['two words', `${words[second]} ${words[first]}`];
    } else if (roll < 0.8 && numbers.length > 0) [kind, query] = ['exact number', random.pick(numbers)];
    else if (numbers.length > 0) [kind, query] = ['number prefix', numberPrefix(random.pick(numbers))];
    else continue;
    queries.push({ kind, query, country: company.country, countryId: company.country_id });
  }
  return queries;
}

/** One real word of each sampled name: queries that match (at least the company they came from). */
export function matchingWords(sample, size, random) {
  const queries = [];
  while (queries.length < size) {
    const company = random.pick(sample);
    const words = nameWords(company.search_name);
    if (words.length > 0)
      queries.push({
        kind: 'word',
        query: random.pick(words),
        country: company.country,
        countryId: company.country_id,
      });
  }
  return queries;
}

const CYRILLIC = 'бвгджзклмнпрстфхцчшщ';
const LATIN = 'bcdfghjklmnpqrstvwxz';

/** Words of consonants only, in the country's script: names hold none of them. */
export function missingWords(countries, size, random) {
  return Array.from({ length: size }, () => {
    const country = random.pick(countries);
    const letters = country.code === 'RU' ? CYRILLIC : LATIN;
    const query = Array.from({ length: 7 }, () => random.pick(letters)).join('');
    return { kind: 'no match', query, country: country.code, countryId: country.id };
  });
}

/**
 * The naive scans a search without a text index would run: every company of the country whose
 * name contains the word, for words rare in the register (each name's least frequent word in the
 * sample), so that the time is the scan's and not the transfer of a long answer.
 *
 * `column` 'search_name' (the budget's baseline): the normalised names the search matches, which
 * the (country, search_name) btree index holds, so the scan reads that index alone, as fast as
 * either database can scan names naively. 'name': the names as written, which no index holds
 * since migration 024 (ADR 047), so the scan reads the table (printed, no budget). Words are
 * taken from the column as written (SQLite's LIKE folds the case of ASCII only, PostgreSQL's
 * none), so each finds at least its own company.
 */
export function likeWords(sample, size, random, column) {
  const wordsOf = (company) => [...new Set(company[column].match(/\p{L}{4,}/gu) ?? [])];
  const counts = new Map();
  for (const company of sample)
    for (const word of wordsOf(company)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const queries = [];
  while (queries.length < size) {
    const company = random.pick(sample);
    const [rarest] = wordsOf(company).sort((a, b) => counts.get(a) - counts.get(b));
    if (rarest) queries.push({ query: rarest, countryId: company.country_id, column });
  }
  return queries;
}

/**
 * Times each LIKE scan once, after a first pass over them all, as `timeSequential` times the
 * searches: each country's part of the index read once before, so that the baseline is a scan
 * of warm pages like the searches it is set against (one cold scan of PostgreSQL's index took
 * four times as long as a warm one).
 *
 * The column is an expression (`column || ''`), which no trigram index answers: PostgreSQL
 * answered `search_name like '%kite%'` from pg_trgm's index ANDed with the country's (a bitmap,
 * then 760 000 rows rechecked, 672 ms warm), which is no scan and was slower than the scan of the
 * (country, search_name) index it runs now (378 ms). SQLite's plan is the same either way.
 */
export async function timeLikeScans({ db, sql }, queries) {
  const scan = ({ query, countryId, column }) =>
    sql`select id, ${sql.ref(column)} from company
      where country_id = ${countryId} and (${sql.ref(column)} || '') like ${`%${query}%`}`.execute(db);
  for (const query of queries) await scan(query);
  const times = [];
  for (const query of queries) {
    const started = performance.now();
    const result = await scan(query);
    times.push(performance.now() - started);
    if (result.rows.length === 0) throw new Error(`the LIKE scan for "${query.query}" found nothing`);
  }
  return times;
}

/**
 * Times each query once, one after another, after a first pass that warms the caches. `expect`
 * checks every answer: 'some' (it matches), 'none' (it matches nothing). The first pass is timed
 * too (`first`): over HTTP it is the ask that searches, the timed one is answered by the
 * instance's search cache.
 */
export async function timeSequential(queries, ask, expect) {
  const check = (query, total) => {
    if (expect === 'some' ? total === 0 : total !== 0)
      throw new Error(`"${query.query}" (${query.kind}) answered ${total} companies`);
  };
  const first = [];
  for (const query of queries) {
    const started = performance.now();
    check(query, await ask(query));
    first.push(performance.now() - started);
  }
  const times = [];
  for (const query of queries) {
    const started = performance.now();
    const total = await ask(query);
    times.push(performance.now() - started);
    check(query, total);
  }
  return Object.assign(times, { first });
}

/** Asks the engine directly, as the service does after its checks: page 1 of 20. */
export function engineAsk(search, parseCompanyQuery) {
  return async ({ query, countryId }) => {
    const parsed = parseCompanyQuery(query);
    if (parsed.kind === 'too_short') throw new Error(`"${query}" is too short to search`);
    const { total } = await search.search({ countryId, query: parsed, page: 1, pageSize: 20 });
    return total;
  };
}

export const searchBody = ({ query, countryId }) =>
  new URLSearchParams({ lang: 'ru-RU', query, country_id: String(countryId) }).toString();

/** POST /api/companies as the search page sends it; an answer with an error key fails the run. */
export function httpAsk(baseUrl) {
  return async (query) => {
    const response = await fetch(`${baseUrl}/api/companies`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-encoding': 'gzip, deflate, br',
      },
      body: searchBody(query),
    });
    const answer = await response.json();
    if (!response.ok || answer.companies_error !== null)
      throw new Error(
        `/api/companies "${query.query}": ${response.status} ${JSON.stringify(answer.companies_error)}`,
      );
    return answer.companies_total;
  };
}

/** The search index's parts and their sizes in bytes, with the company table's for scale. */
export async function indexSizes({ db, sql }, dialect) {
  if (dialect === 'sqlite') {
    const rows = await sql`select name, sum(pgsize) as bytes from dbstat
      where aggregate = 1 and name in (
        select name from sqlite_schema
        where (type = 'index' and tbl_name = 'company') or (type = 'table' and name like 'company_fts%') or name = 'company')
      group by name order by name`.execute(db);
    return rows.rows.map((row) => ({
      name: row.name,
      bytes: Number(row.bytes),
      table: row.name === 'company',
    }));
  }
  const rows = await sql`select c.relname as name, pg_relation_size(c.oid) as bytes
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'company'::regclass order by c.relname`.execute(db);
  const table = await sql`select pg_table_size('company') as bytes`.execute(db);
  // The word index of migration 031 (ADR 053): a table of its own and its btree, both there only
  // for the search, so both count as index.
  const words = await sql`select c.relname as name, pg_relation_size(c.oid) as bytes from pg_class c
    where c.relname in ('company_search_word', 'company_search_word_idx') order by c.relname`.execute(db);
  return [
    { name: 'company', bytes: Number(table.rows[0].bytes), table: true },
    ...[...rows.rows, ...words.rows].map((row) => ({
      name: row.name,
      bytes: Number(row.bytes),
      table: false,
    })),
  ];
}

/**
 * Russian as people type it in Latin letters: the passport's (ICAO) romanisation and BGN's. The
 * forgiving sample (ADR 071) spells its Russian words by one of them.
 */
const ROMANISATIONS = [
  {
    ...Object.fromEntries([...'абвгдезиклмнопрстуф'].map((letter, i) => [letter, 'abvgdeziklmnoprstuf'[i]])),
    ж: 'zh',
    й: 'i',
    х: 'kh',
    ц: 'ts',
    ч: 'ch',
    ш: 'sh',
    щ: 'shch',
    ъ: 'ie',
    ы: 'y',
    ь: '',
    э: 'e',
    ю: 'iu',
    я: 'ia',
  },
  {
    ...Object.fromEntries([...'абвгдезиклмнопрстуф'].map((letter, i) => [letter, 'abvgdeziklmnoprstuf'[i]])),
    ж: 'zh',
    й: 'y',
    х: 'kh',
    ц: 'ts',
    ч: 'ch',
    ш: 'sh',
    щ: 'shch',
    ъ: '',
    ы: 'y',
    ь: '',
    э: 'e',
    ю: 'yu',
    я: 'ya',
  },
];
const VOWELS = 'аеиоуыэюяъь';

function romanised(word, scheme) {
  return [...word]
    .map((letter, at) =>
      // BGN's "ye" for е at the start of a word and after a vowel or a sign.
      letter === 'е' && scheme === ROMANISATIONS[1] && (at === 0 || VOWELS.includes(word[at - 1]))
        ? 'ye'
        : (scheme[letter] ?? letter),
    )
    .join('');
}

/** One letter missing, added, changed or two swapped, somewhere after the first letter. */
function typo(word, random) {
  const letters = [...word];
  const at = 1 + random.int(letters.length - 1);
  const alphabet = /[а-я]/.test(word)
    ? [...'абвгдежзийклмнопрстуфхцчшщыьэюя']
    : [...'abcdefghijklmnopqrstuvwxyz'];
  switch (random.int(4)) {
    case 0:
      letters.splice(at, 1);
      break;
    case 1:
      letters.splice(at, 0, random.pick(alphabet));
      break;
    case 2:
      letters[at] = random.pick(alphabet.filter((letter) => letter !== letters[at]));
      break;
    default:
      if (at + 1 < letters.length && letters[at] !== letters[at + 1])
        [letters[at], letters[at + 1]] = [letters[at + 1], letters[at]];
      else letters.splice(at, 1);
  }
  return letters.join('');
}

/**
 * The forgiving sample (ADR 071): one word of a sampled name as someone might type it wrongly: a
 * Russian word in Latin letters (`latin`), a word typed on the other keyboard layout (`layout`),
 * a word of five letters or more with one typo (`typo`), `size` of each kind, with the word meant.
 */
export function forgivingQueries(sample, size, random, otherLayout) {
  const kinds = {
    latin: (word) => (/^[а-я]+$/.test(word) ? romanised(word, random.pick(ROMANISATIONS)) : undefined),
    layout: (word) => otherLayout(word),
    typo: (word) => ([...word].length >= 5 ? typo(word, random) : undefined),
  };
  const queries = [];
  for (const [kind, misspell] of Object.entries(kinds)) {
    for (let made = 0; made < size;) {
      const company = random.pick(sample);
      const word = random.pick(nameWords(company.search_name).filter((one) => /^\p{L}+$/u.test(one)));
      const query = word === undefined ? undefined : misspell(word);
      if (query === undefined || query === word) continue;
      queries.push({ kind, query, meant: word, country: company.country, countryId: company.country_id });
      made++;
    }
  }
  return queries;
}

/**
 * Times the forgiving sample through `forgivingSearch` (page 1 of 20) and the exact search of each
 * word meant, one after another after a warming pass; a hit is a first page holding a name with
 * the word meant.
 */
export async function timeForgiving({ search, forgivingSearch, parseCompanyQuery }, asked) {
  // What the search refuses before the engine (a layout bringing separators: too short) is left out.
  const queries = asked.filter(({ query }) => parseCompanyQuery(query).kind === 'words');
  const params = (query, countryId) => ({
    countryId,
    query: parseCompanyQuery(query),
    page: 1,
    pageSize: 20,
  });
  const forgiving = ({ query, countryId }) => forgivingSearch(search, params(query, countryId), query);
  const exact = ({ meant, countryId }) => search.search(params(meant, countryId));
  for (const query of queries) {
    await forgiving(query);
    await exact(query);
  }
  const results = [];
  for (const query of queries) {
    let started = performance.now();
    const found = await forgiving(query);
    const forgivingMs = performance.now() - started;
    started = performance.now();
    await exact(query);
    const exactMs = performance.now() - started;
    const hit = found.rows.some((row) => row.search_name.includes(query.meant));
    results.push({ kind: query.kind, hit, forgivingMs, exactMs });
  }
  return results;
}
