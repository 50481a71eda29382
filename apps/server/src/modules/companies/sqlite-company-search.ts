import { type RawBuilder, sql } from 'kysely';
import { CANDIDATE_LIMIT, SqlCompanySearch } from './company-search.js';

/** An FTS5 string: the word taken literally, whatever operator characters it holds. */
function ftsString(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/**
 * SQLite: the FTS5 `trigram` table `company_fts` over `search_name` (migration 007, kept in sync
 * by triggers). A trigram needs three characters, so shorter words are left to the LIKE filter.
 */
export class SqliteCompanySearch extends SqlCompanySearch {
  protected binary(column: string): RawBuilder<unknown> {
    // SQLite compares text with BINARY (code point order in UTF-8) unless told otherwise.
    return sql.ref(column);
  }

  protected override countryFilter(countryId: number): RawBuilder<unknown> {
    // Unary plus: the same comparison, but not one the planner can answer from an index.
    return sql`+country_id = ${countryId}`;
  }

  protected wordCandidates(words: string[], where: RawBuilder<unknown>): RawBuilder<unknown> {
    const terms = words.filter((word) => [...word].length >= 3).map(ftsString);
    // CROSS JOIN keeps the FTS hits the outer loop: the index drives, each company row is looked
    // up by id (and `where` sees only the company's columns).
    return sql`select company.id from (select rowid as hit from company_fts where company_fts match ${terms.join(' ')}) hits
      cross join company on company.id = hits.hit
      where ${where}
      order by hits.hit limit ${CANDIDATE_LIMIT}`;
  }

  protected async rebuildIndex(): Promise<void> {
    await sql`insert into company_fts(company_fts) values ('rebuild')`.execute(this.db);
  }

  async refresh(): Promise<void> {
    // The triggers kept the index whole; merging the segments a bulk insert leaves makes it fast.
    await sql`insert into company_fts(company_fts) values ('optimize')`.execute(this.db);
  }
}
