import { describe, expect, it } from 'vitest';
import { companyKindOf, offeredTogether, productFitsCompany } from '../src/rules/catalog-fit.js';

describe('which documents fit which company', () => {
  it('tells a sole trader by its register or its legal form, anything else is an organisation', () => {
    expect(companyKindOf({ registerCode: 'egrip', legalForm: 'ИП' })).toBe('sole_trader');
    expect(companyKindOf({ registerCode: 'egrip', legalForm: '' })).toBe('sole_trader');
    expect(companyKindOf({ registerCode: 'kz-register', legalForm: ' ИП ' })).toBe('sole_trader');
    expect(companyKindOf({ registerCode: 'handelsregister', legalForm: 'e.K.' })).toBe('sole_trader');
    expect(companyKindOf({ registerCode: 'egrul', legalForm: 'ООО' })).toBe('legal_entity');
    expect(companyKindOf({ registerCode: 'companies-house', legalForm: 'LTD' })).toBe('legal_entity');
  });

  it('gives a sole trader the EGRIP extract, an organisation the EGRUL one, anyone what is for any', () => {
    expect(productFitsCompany('sole_trader', 'sole_trader')).toBe(true);
    expect(productFitsCompany('sole_trader', 'legal_entity')).toBe(false);
    expect(productFitsCompany('legal_entity', 'sole_trader')).toBe(false);
    expect(productFitsCompany('any', 'sole_trader')).toBe(true);
    // A company typed in by hand: its kind is not known, the customer chooses.
    expect(productFitsCompany('sole_trader', undefined)).toBe(true);
  });

  it('offers an add-on made on paper beside a paper document only, and nothing for other companies', () => {
    const apostille = { company_kind: 'any', delivery: true, needsPaper: true } as const;
    const electronic = { company_kind: 'legal_entity', delivery: false } as const;
    const paper = { company_kind: 'legal_entity', delivery: true } as const;
    const egrip = { company_kind: 'sole_trader', delivery: false } as const;
    expect(offeredTogether(paper, apostille)).toBe(true);
    expect(offeredTogether(electronic, apostille)).toBe(false);
    expect(offeredTogether(electronic, paper)).toBe(true);
    expect(offeredTogether(egrip, paper)).toBe(false);
    expect(offeredTogether(egrip, { company_kind: 'any', delivery: true })).toBe(true);
  });
});
