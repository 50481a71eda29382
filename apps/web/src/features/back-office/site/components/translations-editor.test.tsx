import type { AdminTranslation } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFormApi, submittedCalls } from '@/testing/forms';
import { renderWithProviders } from '@/testing/render';
import { resetBrowserSession, startWithToken } from '@/testing/session';
import { TranslationsEditor } from './translations-editor';

const texts = {
  AdminTexts: 'Переводы',
  AdminTextsSearch: 'Ключ или текст',
  AdminTextsMissing: 'Только без перевода на один из языков',
  AdminTextsFind: 'Найти',
  AdminTextsFound: 'Найдено ключей: %s',
  AdminTextsKey: 'Ключ',
  AdminTextsRussian: 'Русский',
  AdminTextsEnglish: 'Английский',
  AdminTextsActions: 'Действия',
  AdminTextsNoText: 'Нет текста',
  AdminTextsEdit: 'Изменить',
  AdminTextsEditKey: 'Изменить %s',
  AdminTextsSave: 'Сохранить',
  AdminTextsCancel: 'Отмена',
  AdminTextsSaved: 'Сохранено',
  AdminTextsKeptAfterSave: 'Сохранено; под условия поиска больше не подходит',
};

/** A dictionary on a stand-in server: the list call filters it, the save call changes it. */
function serveDictionary(rows: AdminTranslation[]) {
  return mockFormApi((path, body) => {
    if (path.startsWith('/api/admin/translation-save')) {
      const key = String(body.get('key'));
      const saved: AdminTranslation = {
        key,
        texts: {
          'ru-RU': String(body.get('texts[ru-RU]')),
          'en-US': String(body.get('texts[en-US]')) || null,
        },
      };
      rows.splice(
        rows.findIndex((row) => row.key === key),
        1,
        saved,
      );
      return Response.json({ translation: saved });
    }
    if (path.startsWith('/api/admin/translations')) {
      const list = body.get('missing') === '1' ? rows.filter((row) => !row.texts['en-US']) : rows;
      return Response.json({ translations: { count: list.length, page: 1, list } });
    }
    return Response.json({ success: true });
  });
}

const keyCells = () =>
  within(screen.getByRole('table', { name: 'Переводы' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('code')?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserSession();
});

describe('the translations editor', () => {
  it('keeps a row saved under a filter in view, where it stood, until the search is made again', async () => {
    startWithToken('admin-key');
    const fetchMock = serveDictionary([
      { key: 'Alpha', texts: { 'ru-RU': 'Альфа', 'en-US': null } },
      { key: 'Beta', texts: { 'ru-RU': 'Бета', 'en-US': null } },
      { key: 'Gamma', texts: { 'ru-RU': 'Гамма', 'en-US': null } },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<TranslationsEditor />, { texts, url: '/admin/translations?missing=1' });
    await waitFor(() => expect(keyCells()).toEqual(['Alpha', 'Beta', 'Gamma']));

    await user.click(screen.getByRole('button', { name: 'Изменить Beta' }));
    const english = screen.getByRole('textbox', { name: 'Английский: Beta' });
    await user.type(english, 'Beta');
    // Each key pressed stays in the text typed in: the cells are not drawn anew on every change.
    expect(english).toHaveValue('Beta');
    expect(english).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Русский: Beta' })).toHaveValue('Бета');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    // The list was read again and no longer has Beta (it is translated now), yet Beta stays in place.
    await waitFor(() =>
      expect(
        submittedCalls(fetchMock).filter((call) => call.path.startsWith('/api/admin/translations')),
      ).toHaveLength(2),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Изменить Beta' })).toBeInTheDocument());
    expect(keyCells()).toEqual(['Alpha', 'Beta', 'Gamma']);
    // The focus goes back to the button that opened the editor.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Изменить Beta' })).toHaveFocus());
    const beta = screen.getAllByRole('row').find((row) => row.textContent?.includes('Beta'))!;
    expect(beta).toHaveTextContent('БетаBeta');
    expect(
      submittedCalls(fetchMock).find((call) => call.path.startsWith('/api/admin/translation-save'))?.fields,
    ).toMatchObject({ key: 'Beta', 'texts[ru-RU]': 'Бета', 'texts[en-US]': 'Beta' });
    expect(within(beta).getByTestId('admin-text-kept')).toHaveTextContent(
      'под условия поиска больше не подходит',
    );
    expect(screen.getAllByTestId('admin-text-kept')).toHaveLength(1);

    // A new search shows what it finds.
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(keyCells()).toEqual(['Alpha', 'Gamma']));
    expect(screen.queryByTestId('admin-text-kept')).not.toBeInTheDocument();
  });

  it('keeps a refused save in its editor, with the refusal, and marks nothing as kept', async () => {
    startWithToken('admin-key');
    const rows: AdminTranslation[] = [{ key: 'Beta', texts: { 'ru-RU': 'Бета %s', 'en-US': null } }];
    mockFormApi((path) => {
      if (path.startsWith('/api/admin/translation-save'))
        return Response.json(
          { error: 'TranslationPlaceholdersChanged', field: 'texts[en-US]', args: [1] },
          { status: 400 },
        );
      return Response.json({ translations: { count: rows.length, page: 1, list: rows } });
    });
    const user = userEvent.setup();
    renderWithProviders(<TranslationsEditor />, {
      texts: { ...texts, TranslationPlaceholdersChanged: 'Оставьте %s подстановок' },
      url: '/admin/translations?missing=1',
    });
    await user.click(await screen.findByRole('button', { name: 'Изменить Beta' }));
    // The browser's own check passes (one %s); the server refuses.
    await user.type(screen.getByRole('textbox', { name: 'Английский: Beta' }), 'Beta %s');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Оставьте 1 подстановок');
    expect(screen.getByRole('textbox', { name: 'Английский: Beta' })).toHaveValue('Beta %s');
    expect(screen.queryByTestId('admin-text-kept')).not.toBeInTheDocument();
    expect(keyCells()).toEqual(['Beta']);
  });

  it('keeps a row saved before in view when its next save is refused', async () => {
    startWithToken('admin-key');
    const rows: AdminTranslation[] = [{ key: 'Beta', texts: { 'ru-RU': 'Бета', 'en-US': null } }];
    let saves = 0;
    mockFormApi((path, body) => {
      if (path.startsWith('/api/admin/translation-save')) {
        saves += 1;
        if (saves > 1) return Response.json({ error: 'UnknownError' }, { status: 400 });
        rows.splice(0, 1);
        return Response.json({
          translation: { key: 'Beta', texts: { 'ru-RU': 'Бета', 'en-US': String(body.get('texts[en-US]')) } },
        });
      }
      const list = body.get('missing') === '1' ? rows : [];
      return Response.json({ translations: { count: list.length, page: 1, list } });
    });
    const user = userEvent.setup();
    renderWithProviders(<TranslationsEditor />, {
      texts: { ...texts, UnknownError: 'Что-то пошло не так' },
      url: '/admin/translations?missing=1',
    });
    await user.click(await screen.findByRole('button', { name: 'Изменить Beta' }));
    await user.type(screen.getByRole('textbox', { name: 'Английский: Beta' }), 'Beta');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByTestId('admin-text-kept')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Изменить Beta' }));
    await user.type(screen.getByRole('textbox', { name: 'Английский: Beta' }), ' again');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Что-то пошло не так');
    expect(screen.getByRole('textbox', { name: 'Английский: Beta' })).toHaveValue('Beta again');
    expect(keyCells()).toEqual(['Beta']);
  });
});
