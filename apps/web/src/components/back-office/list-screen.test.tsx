import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { choice, listAddress, page, text, useListState } from '@/lib/back-office/list-state';
import { renderWithProviders } from '@/testing/render';
import type { DataColumns } from './data-table';
import { ChoiceFilter, InputFilter, ListSearchForm } from './list-search-form';
import { ListScreen } from './list-screen';

const address = listAddress('/admin/things', { status: choice(['new', 'done'] as const), q: text(), page });
type Thing = { id: number; name: string };
const columns: DataColumns<Thing> = [
  { id: 'name', accessorKey: 'name', header: () => 'Name', cell: ({ row }) => row.original.name },
];
const things = (count: number) => ({
  list: Array.from({ length: Math.min(count, 2) }, (_, index) => ({
    id: index + 1,
    name: `thing ${index + 1}`,
  })),
  count,
});

function Things({ answer }: { answer: { list: Thing[]; count: number } | undefined }) {
  const view = useListState(address);
  const location = useLocation();
  return (
    <>
      <output data-testid="at">{location.pathname + location.search}</output>
      <ListScreen
        query={{ data: answer, isError: false, error: null, refetch: () => undefined }}
        rows={(found) => found}
        view={view}
        pageSize={2}
        filters={
          <ListSearchForm
            label="Filters"
            submitLabel="Apply"
            onSubmit={view.submit}
            reset={{ label: 'Reset', to: address.path }}
          >
            <ChoiceFilter
              label="Status"
              name="status"
              value={view.state.status}
              any="Any"
              options={{ new: 'New', done: 'Done' }}
            />
            <InputFilter label="Search" name="q" value={view.state.q} />
          </ListSearchForm>
        }
        summary={(count) => `Found: ${count}`}
        empty="Nothing here"
        caption="Things"
        columns={columns}
        testId="things"
      />
    </>
  );
}

describe('a list screen', () => {
  it('shows the rows, how many were found and a pager that keeps the filters', () => {
    renderWithProviders(<Things answer={things(5)} />, { url: '/admin/things?status=done&page=2' });
    expect(screen.getByText('Found: 5')).toHaveAttribute('role', 'status');
    expect(within(screen.getByTestId('things')).getAllByRole('row')).toHaveLength(3);
    const pager = screen.getByRole('navigation');
    expect(within(pager).getByRole('link', { current: 'page' })).toHaveTextContent('2');
    expect(within(pager).getByText('3').closest('a')).toHaveAttribute(
      'href',
      '/admin/things?status=done&page=3',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('done');
  });

  it('submits its filters to the address, back to the first page', async () => {
    renderWithProviders(<Things answer={things(5)} />, { url: '/admin/things?status=done&page=2' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' Ромашка ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('/admin/things?status=done&q=%D0%A0%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/admin/things');
  });

  it('says when nothing was found, and shows the loader while the first page loads', () => {
    const { unmount } = renderWithProviders(<Things answer={things(0)} />, { url: '/admin/things?q=x' });
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    renderWithProviders(<Things answer={undefined} />, { url: '/admin/things' });
    expect(screen.queryByTestId('things')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });
});
