import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import { mockFormApi, renderForm, submittedCalls } from '@/testing/forms';
import { startWithToken } from '@/testing/session';
import { type AdminPhoneMask } from '@storefront/contract';
import { phoneMasksKey } from '../api/get-phone-masks';
import { PhoneMasksForm } from './phone-masks-form';

const texts = {
  AdminPhoneMasks: 'Маски телефонов',
  AdminPhoneMasksHint: 'Маска — код страны, затем #',
  AdminPhoneMasksCountry: 'Страна',
  AdminPhoneMasksCode: 'Код страны',
  AdminPhoneMasksMask: 'Маска',
  AdminPhoneMasksCodeFor: 'Код страны: %s',
  AdminPhoneMasksMaskFor: 'Маска: %s',
  AdminPhoneMasksNewRow: 'новая страна, строка %s',
  AdminPhoneMasksMoveUp: 'Выше: %s',
  AdminPhoneMasksMoveDown: 'Ниже: %s',
  AdminPhoneMasksRemove: 'Убрать: %s',
  AdminPhoneMasksDefaultStays: 'Россия остаётся в списке',
  AdminPhoneMasksAdd: 'Добавить страну',
  AdminPhoneMasksSaved: 'Маски сохранены',
  AdminPhoneMasksNeedDefault: 'Оставьте в списке Россию (RU)',
  AdminTextsSave: 'Сохранить',
  FieldHasWrongValue: 'Неверное значение',
};

const masks: AdminPhoneMask[] = [
  { code: 'RU', mask: '7 (###) ###-##-##', flag: '🇷🇺', name: 'Россия' },
  { code: 'KZ', mask: '7 (###) ###-##-##', flag: '🇰🇿', name: 'Казахстан' },
  { code: 'BY', mask: '375 (##) ###-##-##', flag: '🇧🇾', name: 'Беларусь' },
];

function renderMasks() {
  startWithToken('admin-key');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(phoneMasksKey('ru-RU'), masks);
  return renderForm(<PhoneMasksForm />, { queryClient, texts });
}

const rowsShown = () =>
  screen.getAllByTestId('phone-mask-row').map((row) => {
    const [code, mask] = within(row).getAllByRole('textbox') as HTMLInputElement[];
    return `${code!.value} ${mask!.value}`;
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the phone masks form', () => {
  it('labels every row by its country and keeps Russia in the list', () => {
    renderMasks();
    expect(screen.getByRole('textbox', { name: 'Маска: Казахстан' })).toHaveValue('7 (###) ###-##-##');
    expect(screen.getByRole('textbox', { name: 'Код страны: Беларусь' })).toHaveValue('BY');
    expect(screen.getByRole('button', { name: 'Убрать: Россия' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Выше: Россия' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ниже: Беларусь' })).toBeDisabled();
  });

  it('moves, adds and removes rows, then sends the whole list in its new order', async () => {
    const fetchMock = mockFormApi(() =>
      Response.json({
        masks: [
          masks[1],
          masks[0],
          { code: 'AM', mask: '374 (##) ###-###', flag: '🇦🇲', name: 'Армения (магазин)' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderMasks();

    await user.click(screen.getByRole('button', { name: 'Выше: Казахстан' }));
    expect(rowsShown()).toEqual(['KZ 7 (###) ###-##-##', 'RU 7 (###) ###-##-##', 'BY 375 (##) ###-##-##']);
    // The keyboard stays on the moved row: at the top, its other button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ниже: Казахстан' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Убрать: Беларусь' }));
    expect(rowsShown()).toEqual(['KZ 7 (###) ###-##-##', 'RU 7 (###) ###-##-##']);

    await user.click(screen.getByRole('button', { name: 'Добавить страну' }));
    const newCode = screen.getByRole('textbox', { name: 'Код страны: новая страна, строка 3' });
    await waitFor(() => expect(newCode).toHaveFocus());
    await user.type(newCode, 'am');
    // Named once two letters are typed (by the browser until the shop answers its own name).
    const newMask = screen.getByRole('textbox', { name: /^Маска: Армения/ });
    await user.type(newMask, '374 (##) ###-###');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Маски сохранены')).toBeInTheDocument();
    const [sent] = submittedCalls(fetchMock);
    expect(sent!.path).toBe('/api/admin/phone-masks-save');
    expect(sent!.fields).toEqual({
      auth_key: 'admin-key',
      lang: 'ru-RU',
      'masks[0][code]': 'KZ',
      'masks[0][mask]': '7 (###) ###-##-##',
      'masks[1][code]': 'RU',
      'masks[1][mask]': '7 (###) ###-##-##',
      'masks[2][code]': 'AM',
      'masks[2][mask]': '374 (##) ###-###',
    });
    // The answer's names replace the browser's.
    expect(screen.getByRole('textbox', { name: 'Маска: Армения (магазин)' })).toHaveValue('374 (##) ###-###');
  });

  it("checks the masks in the browser with the call's rules, sending nothing", async () => {
    const fetchMock = mockFormApi(() => Response.json({ masks }));
    const user = userEvent.setup();
    renderMasks();
    const mask = screen.getByRole('textbox', { name: 'Маска: Беларусь' });
    await user.clear(mask);
    await user.type(mask, '375 ##');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(mask).toHaveAccessibleDescription('Неверное значение'));
    expect(submittedCalls(fetchMock)).toHaveLength(0);
  });

  it("shows the server's refusal of a row's code on that row, and of the list without Russia above the button", async () => {
    let answer = Response.json({ error: 'FieldHasWrongValue', field: 'masks[2][code]' }, { status: 400 });
    mockFormApi(() => answer);
    const user = userEvent.setup();
    renderMasks();
    const code = screen.getByRole('textbox', { name: 'Код страны: Беларусь' });
    await user.clear(code);
    await user.type(code, 'XK');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const refused = screen.getAllByTestId('phone-mask-row')[2]!;
    await waitFor(() =>
      expect(within(refused).getAllByRole('textbox')[0]).toHaveAccessibleDescription('Неверное значение'),
    );
    expect(
      within(screen.getAllByTestId('phone-mask-row')[1]!).getAllByRole('textbox')[0],
    ).not.toHaveAttribute('aria-invalid');

    answer = Response.json({ error: 'FieldHasWrongValue', field: 'masks' }, { status: 400 });
    await user.clear(screen.getAllByRole('textbox')[0]!);
    await user.type(screen.getAllByRole('textbox')[0]!, 'AM');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Оставьте в списке Россию (RU)')).toHaveAttribute('role', 'alert');
  });
});
