import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import { mockFormApi, renderForm } from '@/testing/forms';
import { startWithToken } from '@/testing/session';
import { getSellerFacsimileQueryOptions } from '../api/get-seller-facsimile';
import { type SellerFacsimile as Facsimile } from '@storefront/contract';
import { SellerFacsimile } from './seller-facsimile';

const texts = {
  AdminFacsimile: 'Факсимиле подписи и печати',
  AdminFacsimileLead: 'Печатают счета и акты, выданные после загрузки',
  AdminFacsimileHint: 'PNG или JPEG, не более %s МБ и %s точек по стороне',
  AdminFacsimileNone: 'Факсимиле не загружено',
  AdminFacsimileUploaded: 'Загружено %s, %s КБ',
  AdminFacsimileUpload: 'Загрузить картинку',
  AdminFacsimileReplace: 'Заменить картинку',
  AdminFacsimileUploading: 'Загрузка…',
  AdminFacsimileRemove: 'Удалить факсимиле',
  AdminFacsimileRemoveConfirm: 'Уже выданные документы его сохранят',
  AdminFacsimileSaved: 'Факсимиле загружено',
  AdminFacsimileRemoved: 'Факсимиле удалено',
  AdminTextsCancel: 'Отмена',
  FacsimileTooLarge: 'Картинка слишком большая: не более %s МБ и %s точек по стороне',
};

const uploaded: Facsimile = {
  sha256: 'a'.repeat(64),
  mime_type: 'image/png',
  size_bytes: 20_480,
  uploaded_at: '2026-11-28T09:05:00.000Z',
  data_url: 'data:image/png;base64,iVBORw0KGgo=',
};

function renderFacsimile(facsimile: Facsimile | null) {
  startWithToken('admin-key');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getSellerFacsimileQueryOptions().queryKey, facsimile);
  return renderForm(<SellerFacsimile />, { queryClient, texts });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the seller's facsimile", () => {
  it('says there is none and how big a picture may be', () => {
    renderFacsimile(null);
    const card = screen.getByRole('region', { name: texts.AdminFacsimile });
    expect(within(card).getByText('Факсимиле не загружено')).toBeVisible();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Загрузить картинку' })).toHaveAccessibleDescription(
      'PNG или JPEG, не более 1 МБ и 3000 точек по стороне',
    );
    expect(within(card).queryByRole('button', { name: 'Удалить факсимиле' })).not.toBeInTheDocument();
    expect(screen.getByTestId('facsimile-file')).toHaveAttribute('accept', 'image/png,image/jpeg');
  });

  it('uploads a picture and previews it, or says why the server refused it', async () => {
    let refuse = true;
    const fetchMock = mockFormApi(() =>
      refuse
        ? Response.json({ error: 'FacsimileTooLarge', field: 'file', args: [1, 3000] }, { status: 413 })
        : Response.json({ facsimile: uploaded }),
    );
    const user = userEvent.setup();
    renderFacsimile(null);
    const picture = new File(['png'], 'facsimile.png', { type: 'image/png' });

    await user.upload(screen.getByTestId('facsimile-file'), picture);
    expect(
      await screen.findByText('Картинка слишком большая: не более 1 МБ и 3000 точек по стороне'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    refuse = false;
    await user.upload(screen.getByTestId('facsimile-file'), picture);
    const preview = await screen.findByRole('img', { name: texts.AdminFacsimile });
    expect(preview).toHaveAttribute('src', uploaded.data_url);
    expect(screen.getByText('Загружено 28.11.2026 12:05, 20 КБ')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Заменить картинку' })).toBeEnabled();

    const sent = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/seller-facsimile-upload');
    expect(sent).toHaveLength(2);
    expect([...(sent[1]![1]!.body as FormData).keys()]).toEqual(['auth_key', 'file']);
  });

  it('removes the facsimile after asking, and the focus goes to the upload', async () => {
    const fetchMock = mockFormApi(() => Response.json({ facsimile: null }));
    const user = userEvent.setup();
    renderFacsimile(uploaded);
    expect(screen.getByRole('img', { name: texts.AdminFacsimile })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Удалить факсимиле' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить факсимиле' });
    expect(within(dialog).getByText(texts.AdminFacsimileRemoveConfirm)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Удалить факсимиле' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Факсимиле не загружено')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Загрузить картинку' })).toHaveFocus());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/admin/seller-facsimile-delete']);
  });
});
