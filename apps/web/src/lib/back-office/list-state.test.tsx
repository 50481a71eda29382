import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { choice, choiceOr, day, flag, listAddress, page, text, useListState } from './list-state';

const orders = listAddress('/admin/orders', {
  q: text(),
  status: choice(['new', 'paid'] as const),
  sort: choiceOr(['created', 'total'] as const, 'created'),
  from: day,
  overdue: flag,
  page,
});

describe("a list's address", () => {
  it('reads what it declares and treats anything unexpected as the default', () => {
    expect(
      orders.read(
        new URLSearchParams('q=%20Ромашка%20&status=paid&sort=total&from=2026-11-01&overdue=1&page=3'),
      ),
    ).toEqual({
      q: 'Ромашка',
      status: 'paid',
      sort: 'total',
      from: '2026-11-01',
      overdue: true,
      page: 3,
    });
    expect(
      orders.read(new URLSearchParams('status=lost&sort=drop&from=yesterday&overdue=yes&page=-2&q=%20')),
    ).toEqual({
      q: undefined,
      status: undefined,
      sort: 'created',
      from: undefined,
      overdue: false,
      page: 1,
    });
  });

  it('writes a state with the defaults left out, so the first page has one address', () => {
    expect(orders.href({ sort: 'created', page: 1, overdue: false })).toBe('/admin/orders');
    expect(orders.href({ q: 'ООО Ромашка', sort: 'total', page: 2 })).toBe(
      '/admin/orders?q=%D0%9E%D0%9E%D0%9E+%D0%A0%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0&sort=total&page=2',
    );
  });
});

function OrdersScreen() {
  const { state, hrefFor, submit } = useListState(orders);
  const location = useLocation();
  return (
    <>
      <output data-testid="at">{location.pathname + location.search}</output>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <a href={hrefFor({ page: state.page + 1 })}>next</a>
      <a href={hrefFor({ sort: 'total' })}>by total</a>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        <label>
          search
          <input name="q" defaultValue={state.q ?? ''} />
        </label>
        <label>
          overdue
          <input type="checkbox" name="overdue" value="1" defaultChecked={state.overdue} />
        </label>
        <button type="submit">go</button>
      </form>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/admin/orders', element: <OrdersScreen /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

describe('a list screen on its address', () => {
  it('keeps the filters on a page link and goes back to page 1 on any other change', () => {
    renderAt('/admin/orders?status=paid&page=2');
    expect(screen.getByText('next').getAttribute('href')).toBe('/admin/orders?status=paid&page=3');
    expect(screen.getByText('by total').getAttribute('href')).toBe('/admin/orders?status=paid&sort=total');
  });

  it("submits the form's fields, clears an unchecked box and keeps the filters the form does not have", async () => {
    renderAt('/admin/orders?status=paid&overdue=1&page=4');
    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'Ромашка' } });
    fireEvent.click(screen.getByLabelText('overdue'));
    fireEvent.click(screen.getByText('go'));
    expect(
      await screen.findByText('/admin/orders?q=%D0%A0%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0&status=paid'),
    ).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '{}')).toMatchObject({
      q: 'Ромашка',
      status: 'paid',
      overdue: false,
      page: 1,
    });
  });
});
