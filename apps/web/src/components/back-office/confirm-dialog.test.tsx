import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { clearCatalogCookies } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { LANGUAGE_COOKIE } from '@storefront/contract';
import { ConfirmButton } from './confirm-dialog';

const russian = {
  AdminTextsCancel: 'Отмена',
  Close: 'Закрыть',
  UnknownError: 'Что-то пошло не так',
  CatalogueItemInUse: 'Запись используется',
};
const english = {
  AdminTextsCancel: 'Cancel',
  Close: 'Close',
  UnknownError: 'Something went wrong',
  CatalogueItemInUse: 'The entry is in use',
};

afterEach(clearCatalogCookies);

function renderButton(onConfirm: () => Promise<unknown>, lang: 'ru-RU' | 'en-US' = 'ru-RU') {
  // The page's language is the cookie's, as the app reads it.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/`;
  const onDone = vi.fn();
  const words =
    lang === 'ru-RU'
      ? { open: 'Удалить', title: 'Удалить запись?', question: 'Удалить «Апостиль»?' }
      : { open: 'Delete', title: 'Delete this entry?', question: 'Delete “Apostille”?' };
  renderWithProviders(
    <ConfirmButton
      title={words.title}
      question={words.question}
      confirmLabel={words.open}
      onConfirm={onConfirm}
      onDone={onDone}
    >
      {words.open}
    </ConfirmButton>,
    { lang, texts: lang === 'ru-RU' ? russian : english },
  );
  return { onDone, words };
}

describe('the confirm dialog', () => {
  it('is named by its title, described by its question, and acts only when confirmed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve());
    const { onDone } = renderButton(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить запись?' });
    expect(dialog).toHaveAccessibleDescription('Удалить «Апостиль»?');
    expect(onConfirm).not.toHaveBeenCalled();
    const confirm = screen
      .getAllByRole('button', { name: 'Удалить' })
      .find((button) => dialog.contains(button))!;
    // A removal: its button is drawn as a dangerous one, not as the accent.
    expect(confirm.className).toMatch(/destructive/);
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('closes on Escape and on Cancel without acting, the focus back on the button that opened it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve());
    renderButton(onConfirm, 'en-US');
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Delete this entry?' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("stays open with the server's refusal, in the page's language", async () => {
    const user = userEvent.setup();
    const refuse = () => Promise.reject(new ApiRequestError(409, 'CatalogueItemInUse'));
    const { onDone } = renderButton(refuse);
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить запись?' });
    const confirm = screen
      .getAllByRole('button', { name: 'Удалить' })
      .find((button) => dialog.contains(button))!;
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('Запись используется');
    expect(dialog).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });
});
