import {
  type Company,
  type CompanySearchMessageKey as CompanySearchError,
  type CompanyQuery,
  type Country,
  type Product,
  type TypePurpose,
  companyKindOf,
  companyStatusText,
  LOCAL_COMPANY_ID_BASE,
  parseCompanyQuery,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { notFound } from '../../lib/errors.js';
import type { CatalogService, OfferedCompany } from '../catalog/catalog.service.js';
import type { ContentService } from '../content/content.service.js';
import type { CompanySearch } from './company-search.js';
import { type CompanyRow, findCompanyForOffer, registerHasCompanies } from './company.repository.js';
import { type ForgivingSearchResult, forgivingSearch } from './forgiving-company-search.js';

/** Companies a page: fixed on the server, whatever the client asks (ADR 024). */
export const COMPANY_PAGE_SIZE = 20;
/** Search answers one instance keeps (least recently used dropped first): ~20 KB each. */
export const SEARCH_CACHE_ENTRIES = 1_000;

/**
 * What makes two asks the same search: the query as the search reads it, and, when it may be
 * searched spelled otherwise, as typed (its other keyboard layout is read from that; ADR 071).
 */
function searchKey(lang: string, asked: CompanySearchAsked): string {
  const query = parseCompanyQuery(asked.query);
  const what =
    query.kind === 'number' ? `n:${query.number}` : query.kind === 'words' ? `w:${query.text}` : query.kind;
  const typed = query.kind === 'words' && asked.exact !== true ? `|${asked.query.trim().toLowerCase()}` : '';
  return `${lang}|${asked.country_id}|${asked.code ?? ''}|${asked.page ?? 1}|${asked.exact === true ? 'exact' : ''}|${what}${typed}`;
}

export interface CompanySearchAsked {
  query: string;
  country_id: number;
  code?: string | undefined;
  page?: number | undefined;
  /** The query as typed only, never another spelling of it (ADR 071). */
  exact?: boolean | undefined;
}

export interface CompanyPage {
  companies: Company[];
  companies_total: number;
  companies_pages: number;
  companies_error: CompanySearchError | null;
  /** The words searched instead of the query's, which found nothing or less than a page (ADR 071). */
  corrected_query?: string;
}

/** A register's row as the shop shows it: its status in the page's language, its kind for the offer. */
function toCompany(row: CompanyRow, country: Country, lang: string): Company {
  return {
    id: row.id,
    companyId: row.register_id,
    name: row.name,
    country: country.code,
    inn: row.inn ?? '',
    status: companyStatusText(row.status, row.status_code, lang),
    type: row.legal_form,
    address: row.address,
    updated_at: row.source_updated_at ?? row.updated_at,
    kind: companyKindOf({ registerCode: row.register_code, legalForm: row.legal_form }),
  };
}

/**
 * A register's company as products are offered for it (its country and kind); undefined for one
 * typed in by hand (a local id), which may have any of its country's products.
 */
export async function offeredCompany(db: Kysely<Database>, id: number): Promise<OfferedCompany | undefined> {
  if (id >= LOCAL_COMPANY_ID_BASE) return undefined;
  const row = await findCompanyForOffer(db, id);
  if (!row) return undefined;
  return {
    countryId: row.country_id,
    kind: companyKindOf({ registerCode: row.register_code, legalForm: row.legal_form }),
  };
}

const refused = (error: CompanySearchError): CompanyPage => ({
  companies: [],
  companies_total: 0,
  companies_pages: 0,
  companies_error: error,
});

/** The company search calls: checks the ask, then asks the engine. */
export class CompanyService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: CompanySearch,
    private readonly deps: {
      content: ContentService;
      catalog: CatalogService;
      /**
       * Answers by search, dropped when the register or the content changes (revisions shared by
       * every instance): a popular company's search does not run the engine again.
       */
      cache: ContentCache;
    },
  ) {}

  /** One page of a search; a query or country the search cannot take answers an error key, not a 4xx. */
  async search(lang: string, asked: CompanySearchAsked): Promise<CompanyPage & { country?: Country }> {
    const country = await this.deps.content.findCountry(lang, asked.country_id);
    if (!country) return refused('CompanyCountryUnknown');
    const query: CompanyQuery = parseCompanyQuery(asked.query);
    if (query.kind === 'too_short') return { ...refused('CompanyQueryTooShort'), country };
    if (query.kind === 'legal_form') return { ...refused('CompanyQueryLegalFormOnly'), country };
    const registerCode = asked.code === undefined || asked.code === '' ? undefined : asked.code;
    // A register is there when it has companies; an online country's register counts as there
    // even while empty (the demo), one named by `code` only when it has companies (ADR 024).
    const available =
      (registerCode === undefined && country.online) ||
      (await registerHasCompanies(this.db, country.id, registerCode));
    if (!available) return { ...refused('CompanyRegisterUnavailable'), country };
    const params = {
      countryId: country.id,
      registerCode,
      query,
      page: asked.page ?? 1,
      pageSize: COMPANY_PAGE_SIZE,
    };
    const { rows, total, correctedQuery }: ForgivingSearchResult =
      asked.exact === true
        ? await this.engine.search(params)
        : await forgivingSearch(this.engine, params, asked.query);
    return {
      companies: rows.map((row) => toCompany(row, country, lang)),
      companies_total: total,
      companies_pages: Math.ceil(total / COMPANY_PAGE_SIZE),
      companies_error: null,
      ...(correctedQuery === undefined ? {} : { corrected_query: correctedQuery }),
      country,
    };
  }

  /** The first page, with the country's products and type purposes for choosing what to order. */
  async firstPage(
    lang: string,
    asked: CompanySearchAsked,
  ): Promise<CompanyPage & { products: Product[]; typePurposes: TypePurpose[] }> {
    return this.deps.cache.get(`first|${searchKey(lang, asked)}`, () => this.loadFirstPage(lang, asked));
  }

  private async loadFirstPage(
    lang: string,
    asked: CompanySearchAsked,
  ): Promise<CompanyPage & { products: Product[]; typePurposes: TypePurpose[] }> {
    const { country, ...page } = await this.search(lang, asked);
    const offer = country ? await this.deps.catalog.products(lang, country.id) : undefined;
    return { ...page, products: offer?.products ?? [], typePurposes: offer?.typePurposes ?? [] };
  }

  /**
   * The products a company can have: a register's company gets those that fit it (NotFound for
   * an id the register does not have), one typed in by hand its country's whole catalog.
   */
  async products(lang: string, countryId: number, companyId: number) {
    const company = await offeredCompany(this.db, companyId);
    if (company) return this.deps.catalog.productsFor(lang, countryId, company);
    if (companyId < LOCAL_COMPANY_ID_BASE) throw notFound('company_id');
    return this.deps.catalog.products(lang, countryId);
  }

  /** A later page: the list and the total only. */
  async laterPage(
    lang: string,
    asked: CompanySearchAsked,
  ): Promise<Pick<CompanyPage, 'companies' | 'companies_total' | 'corrected_query'>> {
    return this.deps.cache.get(`later|${searchKey(lang, asked)}`, async () => {
      const { companies, companies_total, corrected_query } = await this.search(lang, asked);
      return { companies, companies_total, ...(corrected_query === undefined ? {} : { corrected_query }) };
    });
  }
}
