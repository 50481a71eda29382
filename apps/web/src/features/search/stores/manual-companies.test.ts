import { LOCAL_COMPANY_ID_BASE } from '@storefront/contract';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addManualCompany,
  LOCAL_COMPANY_COUNTER_KEY,
  MANUAL_COMPANIES_KEY,
  MANUAL_COMPANIES_MAX,
  manualCompanies,
  manualCompanyAsCompany,
  nextLocalCompanyId,
  removeManualCompany,
  useManualCompanies,
} from './manual-companies';

const romashka = { name: '  ООО «Ромашка» ', countryId: 1, countryCode: 'RU', number: '' };

describe('the typed-in companies', () => {
  afterEach(() => localStorage.clear());

  it('are none in markup made for the server, which the browser hydrates alike', () => {
    addManualCompany(romashka);
    function Count() {
      return `${useManualCompanies().length}`;
    }
    expect(renderToString(createElement(Count))).toBe('0');
  });

  it('count local ids up from 1000000000, the counter kept in local storage', () => {
    expect(LOCAL_COMPANY_ID_BASE).toBe(1_000_000_000);
    expect(nextLocalCompanyId()).toBe(1_000_000_000);
    expect(nextLocalCompanyId()).toBe(1_000_000_001);
    expect(localStorage.getItem(LOCAL_COMPANY_COUNTER_KEY)).toBe('1000000002');
    expect(nextLocalCompanyId()).toBe(1_000_000_002);
  });

  it('start the counter again from the base when it is damaged, and never give a kept id twice', () => {
    localStorage.setItem(LOCAL_COMPANY_COUNTER_KEY, 'not a number');
    expect(nextLocalCompanyId()).toBe(LOCAL_COMPANY_ID_BASE);
    const kept = addManualCompany(romashka);
    localStorage.setItem(LOCAL_COMPANY_COUNTER_KEY, '5');
    expect(nextLocalCompanyId()).toBe(kept.id + 1);
  });

  it('are kept in local storage, newest first, and read back after a reload', () => {
    const first = addManualCompany(romashka, new Date('2026-11-24T10:00:00Z'));
    const second = addManualCompany({
      name: 'Acme Ltd',
      countryId: 9,
      countryCode: 'GB',
      number: ' 01234567 ',
    });
    expect(first).toEqual({
      id: 1_000_000_000,
      name: 'ООО «Ромашка»',
      countryId: 1,
      countryCode: 'RU',
      number: '',
      addedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(second.id).toBe(1_000_000_001);
    expect(second.number).toBe('01234567');
    const stored = JSON.parse(localStorage.getItem(MANUAL_COMPANIES_KEY) ?? '[]') as { id: number }[];
    expect(stored.map((company) => company.id)).toEqual([second.id, first.id]);
    expect(manualCompanies().map((company) => company.name)).toEqual(['Acme Ltd', 'ООО «Ромашка»']);
  });

  it('show "-" for the INN, status, type and address, and the number when it was given', () => {
    const company = manualCompanyAsCompany(addManualCompany(romashka));
    expect(company).toMatchObject({
      id: LOCAL_COMPANY_ID_BASE,
      name: 'ООО «Ромашка»',
      country: 'RU',
      companyId: '-',
      inn: '-',
      status: '-',
      type: '-',
      address: '-',
      updated_at: null,
    });
    const numbered = manualCompanyAsCompany(addManualCompany({ ...romashka, number: '7707083893' }));
    expect(numbered.companyId).toBe('7707083893');
    expect(numbered.inn).toBe('-');
  });

  it('can be removed; the ids given stay given', () => {
    const first = addManualCompany(romashka);
    const second = addManualCompany(romashka);
    removeManualCompany(first.id);
    expect(manualCompanies().map((company) => company.id)).toEqual([second.id]);
    expect(addManualCompany(romashka).id).toBe(second.id + 1);
  });

  it('leave out what in storage is not a typed-in company', () => {
    localStorage.setItem(
      MANUAL_COMPANIES_KEY,
      JSON.stringify([
        { id: 5, name: 'x' },
        null,
        'text',
        { ...romashka, id: LOCAL_COMPANY_ID_BASE + 3, addedAt: 'x' },
      ]),
    );
    expect(manualCompanies().map((company) => company.id)).toEqual([LOCAL_COMPANY_ID_BASE + 3]);
    localStorage.setItem(MANUAL_COMPANIES_KEY, '{broken');
    expect(manualCompanies()).toEqual([]);
  });

  it(`keep the newest ${MANUAL_COMPANIES_MAX}`, () => {
    for (let n = 0; n < MANUAL_COMPANIES_MAX + 3; n += 1)
      addManualCompany({ ...romashka, name: `Компания ${n}` });
    const kept = manualCompanies();
    expect(kept).toHaveLength(MANUAL_COMPANIES_MAX);
    expect(kept[0]?.name).toBe(`Компания ${MANUAL_COMPANIES_MAX + 2}`);
  });
});
