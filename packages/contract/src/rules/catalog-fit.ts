/**
 * Which documents fit which company. A register keeps organisations and sole traders apart (in
 * Russia the EGRUL and the EGRIP), and so does the catalog: an EGRIP extract is about a sole
 * trader and cannot be had for an ООО, an EGRUL extract or a charter only for an organisation.
 * A product says which companies it is for; a company found in a register is one or the other.
 */
export const productCompanyKinds = ['any', 'legal_entity', 'sole_trader'] as const;
export type ProductCompanyKind = (typeof productCompanyKinds)[number];

export const companyKinds = ['legal_entity', 'sole_trader'] as const;
export type CompanyKind = (typeof companyKinds)[number];

/** The register a country keeps its sole traders in, where it keeps them apart (the EGRIP). */
const SOLE_TRADER_REGISTERS = new Set(['egrip']);

/**
 * Legal forms that are a person trading under their own name (lower case): the CIS's ИП, the
 * German Kaufmann's e.K., a UK sole trader.
 */
const SOLE_TRADER_FORMS = new Set([
  'ип',
  'индивидуальный предприниматель',
  'ип глава кфх',
  'e.k.',
  'e.kfm.',
  'e.kfr.',
  'sole trader',
  'sole proprietor',
  'sole proprietorship',
]);

/** A register's company as a sole trader or an organisation, by its register and its legal form. */
export function companyKindOf(company: { registerCode?: string | null; legalForm: string }): CompanyKind {
  if (company.registerCode && SOLE_TRADER_REGISTERS.has(company.registerCode)) return 'sole_trader';
  return SOLE_TRADER_FORMS.has(company.legalForm.trim().toLowerCase()) ? 'sole_trader' : 'legal_entity';
}

/**
 * Whether a product may be ordered about a company of that kind. A company whose kind is not known
 * (one the customer typed in by hand) may have anything: the customer knows what it is.
 */
export function productFitsCompany(
  productKind: ProductCompanyKind,
  companyKind: CompanyKind | undefined,
): boolean {
  return productKind === 'any' || companyKind === undefined || productKind === companyKind;
}

/** A catalog product as the fit rules read it. */
export interface FittingProduct {
  company_kind: ProductCompanyKind;
  /** A paper original is made (and delivered). */
  delivery: boolean;
  /** It is an add-on made on a paper document (an apostille): it cannot go on an electronic one. */
  needsPaper?: boolean;
}

/**
 * Whether `related` is offered beside `product` ("usually ordered with it"): both must be for the
 * same companies, and an add-on made on paper only goes beside a paper document, never beside an
 * electronic extract.
 */
export function offeredTogether(product: FittingProduct, related: FittingProduct): boolean {
  if (related.needsPaper && !product.delivery) return false;
  return (
    product.company_kind === 'any' ||
    related.company_kind === 'any' ||
    product.company_kind === related.company_kind
  );
}
