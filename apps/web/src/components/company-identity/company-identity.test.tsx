import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CompanyIdentity } from './company-identity';

describe('CompanyIdentity', () => {
  it('tells namesakes apart by their numbers under their own labels, never "ИНН -"', () => {
    renderWithProviders(
      <>
        <CompanyIdentity name="ALBION HOLDINGS LTD" country="GB" inn="-" registerId="08492362" />
        <CompanyIdentity name="ALBION HOLDINGS LTD" country="GB" inn="-" registerId="SC592202" />
      </>,
    );
    const shown = screen.getAllByTestId('company-identity').map((node) => node.textContent);
    expect(shown).toEqual([
      'ALBION HOLDINGS LTD · Номер компании 08492362 · Великобритания',
      'ALBION HOLDINGS LTD · Номер компании SC592202 · Великобритания',
    ]);
    expect(shown.join()).not.toContain('ИНН');
  });

  it('shows a Russian company with INN and OGRN, and the address where asked', () => {
    renderWithProviders(
      <CompanyIdentity
        name="ООО «Ромашка»"
        country="RU"
        inn="7707083893"
        registerId="1027700132195"
        address="г. Москва, ул. Тверская, 1"
        showAddress
      />,
    );
    expect(screen.getByTestId('company-identity').textContent).toBe(
      'ООО «Ромашка» · ИНН 7707083893 · ОГРН 1027700132195 · Россияг. Москва, ул. Тверская, 1',
    );
  });
  it('names the country in the page’s language', () => {
    document.cookie = 'language=en-US; Path=/';
    try {
      renderWithProviders(
        <CompanyIdentity name="ALBION HOLDINGS LTD" country="GB" inn="-" registerId="08492362" />,
        {
          lang: 'en-US',
        },
      );
      expect(screen.getByTestId('company-identity').textContent).toBe(
        'ALBION HOLDINGS LTD · Company number 08492362 · United Kingdom',
      );
    } finally {
      document.cookie = 'language=; Max-Age=0; Path=/';
    }
  });
});
