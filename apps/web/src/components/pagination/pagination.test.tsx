import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTranslate } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { Pagination, pageSlots } from './pagination';

const t = makeTranslate(
  { Pagination: 'Pagination', PreviousPage: 'Previous', NextPage: 'Next', PageOf: 'Page %s of %s' },
  'en-US',
);
const hrefFor = (page: number) => (page === 1 ? '/materials/news' : `/materials/news?page=${page}`);

describe('pageSlots', () => {
  it('shows every page of a short list', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageSlots(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageSlots(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageSlots(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows a single missing page instead of a gap', () => {
    expect(pageSlots(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', async () => {
    renderWithProviders(
      <>
        <p>list</p>
        <Pagination page={1} pageCount={1} hrefFor={hrefFor} t={t} />
      </>,
    );
    await screen.findByText('list');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links previous, next and every page, and marks the current one', async () => {
    renderWithProviders(<Pagination page={2} pageCount={3} hrefFor={hrefFor} t={t} />);
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/materials/news');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/materials/news?page=3');
    expect(within(nav).getByRole('link', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1 of 3' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Page 3 of 3' })).toHaveAttribute(
      'href',
      '/materials/news?page=3',
    );
  });

  it('has no previous link on the first page and no next link on the last', async () => {
    const { unmount } = renderWithProviders(<Pagination page={1} pageCount={2} hrefFor={hrefFor} t={t} />);
    const first = await screen.findByRole('navigation');
    expect(within(first).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(first).getByRole('link', { name: 'Next' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<Pagination page={2} pageCount={2} hrefFor={hrefFor} t={t} />);
    const last = await screen.findByRole('navigation');
    expect(within(last).getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    expect(within(last).queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('leads back from a page past the end to the last page', async () => {
    renderWithProviders(<Pagination page={9} pageCount={2} hrefFor={hrefFor} t={t} />);
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/materials/news?page=2',
    );
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
  });
});
