import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { clearCatalogCookies, renderCatalog } from '@/testing/catalog';
import { CompanySearchForm } from './company-search-form';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

describe('CompanySearchForm', () => {
  afterEach(clearCatalogCookies);

  it('opens the company search with the typed query', async () => {
    const user = userEvent.setup();
    renderCatalog(
      <>
        <CompanySearchForm />
        <LocationProbe />
      </>,
    );
    await user.type(screen.getByRole('searchbox'), '  ООО Ромашка & Co ');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/search?query=%D0%9E%D0%9E%D0%9E+%D0%A0%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0+%26+Co',
    );
  });

  it('carries the chosen country and goes to the page it is given', async () => {
    const user = userEvent.setup();
    renderCatalog(
      <>
        <CompanySearchForm countryId={9} action="/search2" defaultQuery="Acme" />
        <LocationProbe />
      </>,
    );
    expect(screen.getByRole('searchbox')).toHaveValue('Acme');
    await user.type(screen.getByRole('searchbox'), ' Trading{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search2?query=Acme+Trading&country=9');
  });

  it('stays on the page and keeps the focus in the field when the query is empty', async () => {
    const user = userEvent.setup();
    renderCatalog(
      <>
        <CompanySearchForm />
        <LocationProbe />
      </>,
    );
    await user.type(screen.getByRole('searchbox'), '   ');
    await user.click(screen.getByRole('button'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });
});
