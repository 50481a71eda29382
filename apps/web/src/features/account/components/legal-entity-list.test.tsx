import type { LegalEntity } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWithToken } from '@/testing/session';
import { mockFormApi, renderForm, submittedCalls } from '@/testing/forms';
import { LegalEntityList } from './legal-entity-list';

function entity(id: number, name: string, isDefault: boolean): LegalEntity {
  return {
    id,
    name,
    inn: '7707083893',
    ogrn: '1027700132195',
    yur_address: 'Москва',
    rasch_sch: '40702810938000000001',
    kpp: '773601001',
    bik: '044525225',
    bank: 'ПАО Сбербанк',
    default_use: isDefault,
  };
}

const page = (list: LegalEntity[]) => Response.json({ yourlitsa: { count: list.length, list, page: 1 } });

afterEach(() => vi.unstubAllGlobals());

/** The card of a legal entity, by its name. */
const card = (name: string) => screen.getByRole('article', { name });

describe('LegalEntityList', () => {
  // The page is signed in: every call carries the session's key without being handed it.
  beforeEach(() => startWithToken('key-1'));

  it('shows the empty state with the way to add one', async () => {
    const fetchMock = mockFormApi(() => page([]));
    renderForm(<LegalEntityList />);
    expect(await screen.findByText('NoLegalEntities')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AddLegalEntity' })).toBeInTheDocument();
    expect(submittedCalls(fetchMock)[0]).toEqual({
      path: '/api/user-yurlitsa?page=1',
      fields: { auth_key: 'key-1', pagesize: '10' },
    });
  });

  it('marks the default entity and offers the others to become it', async () => {
    let list = [entity(1, 'ООО Альфа', true), entity(2, 'ООО Бета', false)];
    const fetchMock = mockFormApi((path) => {
      if (path.startsWith('/api/user-yurlitso-use')) {
        list = list.map((item) => ({ ...item, default_use: item.id === 2 }));
        return Response.json({ success: true });
      }
      return page(list);
    });
    renderForm(<LegalEntityList />);

    const alpha = await screen.findByRole('article', { name: 'ООО Альфа' });
    expect(within(alpha).getByText('Default')).toBeInTheDocument();
    expect(within(alpha).queryByRole('button', { name: 'MakeDefault' })).toBeNull();
    expect(within(card('ООО Бета')).queryByText('Default')).toBeNull();

    await userEvent.click(within(card('ООО Бета')).getByRole('button', { name: 'MakeDefault' }));

    await waitFor(() => expect(within(card('ООО Бета')).getByText('Default')).toBeInTheDocument());
    expect(within(card('ООО Альфа')).getByRole('button', { name: 'MakeDefault' })).toBeInTheDocument();
    expect(submittedCalls(fetchMock).find((call) => call.path.startsWith('/api/user-yurlitso-use'))).toEqual({
      path: '/api/user-yurlitso-use?id=2',
      fields: { auth_key: 'key-1' },
    });
  });

  it('deletes only after the confirmation', async () => {
    let list = [entity(1, 'ООО Альфа', true), entity(2, 'ООО Бета', false)];
    const fetchMock = mockFormApi((path) => {
      if (path.startsWith('/api/user-yurlitso-delete')) {
        list = list.filter((item) => item.id !== 2);
        return Response.json({ success: true });
      }
      return page(list);
    });
    renderForm(<LegalEntityList />);
    const user = userEvent.setup();

    await user.click(
      within(await screen.findByRole('article', { name: 'ООО Бета' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'DeleteLegalEntityTitle' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submittedCalls(fetchMock).some((call) => call.path.includes('delete'))).toBe(false);

    await user.click(within(card('ООО Бета')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'DeleteLegalEntityTitle' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'ООО Бета' })).toBeNull());
    expect(screen.getByRole('article', { name: 'ООО Альфа' })).toBeInTheDocument();
    expect(submittedCalls(fetchMock).filter((call) => call.path.includes('delete'))).toEqual([
      { path: '/api/user-yurlitso-delete?id=2', fields: { auth_key: 'key-1' } },
    ]);
  });

  it('adds one in the modal and shows it in the reloaded list', async () => {
    let list: LegalEntity[] = [];
    mockFormApi((path) => {
      if (path === '/api/user-yurlitso-add') {
        list = [entity(5, 'ООО Гамма', true)];
        return Response.json({ id: 5 });
      }
      return page(list);
    });
    renderForm(<LegalEntityList />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'AddLegalEntity' }));
    const dialog = await screen.findByRole('dialog', { name: 'AddLegalEntity' });
    const values: [RegExp, string][] = [
      [/^LegalEntityName/, 'ООО Гамма'],
      [/^LegalEntityInn/, '7707083893'],
      [/^LegalEntityOgrn/, '1027700132195'],
      [/^LegalEntityKpp/, '773601001'],
      [/^LegalEntityAddress/, 'Москва'],
      [/^LegalEntityBik/, '044525225'],
      [/^LegalEntityBank/, 'ПАО Сбербанк'],
      [/^LegalEntityAccount/, '40702810938000000001'],
    ];
    for (const [label, value] of values)
      await user.type(within(dialog).getByRole('textbox', { name: label }), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'ООО Гамма' })).toBeInTheDocument();
  });
});
