import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWithToken } from '@/testing/session';
import { formTexts, mockFormApi, renderForm, submittedCalls } from '@/testing/forms';
import { LegalEntityForm } from './legal-entity-form';

/** Demo requisites with valid check digits (Sberbank's). */
const VALID = {
  name: 'ПАО Сбербанк',
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: '773601001',
  yur_address: 'Москва, ул. Вавилова, 19',
  bik: '044525225',
  bank: 'ПАО Сбербанк',
  rasch_sch: '40702810938000000001',
};

const LABELS: Record<keyof typeof VALID, RegExp> = {
  name: /^LegalEntityName/,
  inn: /^LegalEntityInn/,
  ogrn: /^LegalEntityOgrn/,
  kpp: /^LegalEntityKpp/,
  yur_address: /^LegalEntityAddress/,
  bik: /^LegalEntityBik/,
  bank: /^LegalEntityBank/,
  rasch_sch: /^LegalEntityAccount/,
};

afterEach(() => vi.unstubAllGlobals());

async function fill(values: Partial<typeof VALID>) {
  const user = userEvent.setup();
  for (const [field, value] of Object.entries(values) as [keyof typeof VALID, string][]) {
    const input = screen.getByRole('textbox', { name: LABELS[field] });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  return user;
}

/** The message shown under a field (its description), as the key: the test dictionary has no texts. */
function messageOf(field: keyof typeof VALID): string {
  const input = screen.getByRole('textbox', { name: LABELS[field] });
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('LegalEntityForm', () => {
  // The page is signed in: every call carries the session's key without being handed it.
  beforeEach(() => startWithToken('key-1'));

  it('gives the digits-only requisites a number keyboard, but not the KPP (it may have letters)', () => {
    renderForm(<LegalEntityForm onSaved={vi.fn()} />);
    for (const field of ['inn', 'ogrn', 'bik', 'rasch_sch'] as const)
      expect(screen.getByRole('textbox', { name: LABELS[field] }), field).toHaveAttribute(
        'inputmode',
        'numeric',
      );
    expect(screen.getByRole('textbox', { name: LABELS.kpp })).not.toHaveAttribute('inputmode');
    expect(screen.getByRole('textbox', { name: LABELS.name })).not.toHaveAttribute('inputmode');
  });

  it('refuses requisites with wrong check digits, with the contract keys', async () => {
    const fetchMock = mockFormApi(() => Response.json({ id: 1 }));
    const onSaved = vi.fn();
    renderForm(<LegalEntityForm onSaved={onSaved} />);
    const user = await fill({
      ...VALID,
      inn: '7707083894',
      ogrn: '1027700132196',
      kpp: '77360100',
      bik: '144525225',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(messageOf('inn')).toContain('InnIsInvalid'));
    expect(messageOf('ogrn')).toContain('OgrnIsInvalid');
    expect(messageOf('kpp')).toContain('KppIsInvalid');
    expect(messageOf('bik')).toContain('BikIsInvalid');
    expect(submittedCalls(fetchMock)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('checks the account key against the BIK and OGRN against the kind of INN', async () => {
    mockFormApi(() => Response.json({ id: 1 }));
    renderForm(<LegalEntityForm onSaved={vi.fn()} />);
    const user = await fill({ ...VALID, rasch_sch: '40702810938000000002', ogrn: '304500116000157' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(messageOf('rasch_sch')).toContain('AccountIsInvalid'));
    // A valid OGRNIP (15 digits) does not go with a 10-digit INN.
    expect(messageOf('ogrn')).toContain('OgrnIsInvalid');
  });

  it('asks for a KPP with an organisation INN', async () => {
    mockFormApi(() => Response.json({ id: 1 }));
    renderForm(<LegalEntityForm onSaved={vi.fn()} />);
    const user = await fill({ ...VALID, kpp: '' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf('kpp')).toContain(formTexts.FieldCannotBeEmpty));
  });

  it('adds valid requisites with the session key and the human-check token', async () => {
    const fetchMock = mockFormApi(() => Response.json({ id: 15 }));
    const onSaved = vi.fn();
    renderForm(<LegalEntityForm onSaved={onSaved} />);
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [call] = submittedCalls(fetchMock);
    expect(call?.path).toBe('/api/user-yurlitso-add');
    expect(call?.fields).toMatchObject({ ...VALID, auth_key: 'key-1' });
    expect(call?.fields.token).toBeTruthy();
  });

  it('updates an existing entity by its id, starting from its values', async () => {
    const fetchMock = mockFormApi(() => Response.json({ success: true }));
    const onSaved = vi.fn();
    renderForm(<LegalEntityForm onSaved={onSaved} entity={{ id: 9, ...VALID, default_use: true }} />);
    const form = screen.getByRole('form', { name: 'EditLegalEntity' });
    expect(within(form).getByRole('textbox', { name: LABELS.inn })).toHaveValue(VALID.inn);
    const user = await fill({ bank: 'Другой банк' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(submittedCalls(fetchMock)[0]?.path).toBe('/api/user-yurlitso-update?id=9');
    expect(submittedCalls(fetchMock)[0]?.fields.bank).toBe('Другой банк');
  });
});
