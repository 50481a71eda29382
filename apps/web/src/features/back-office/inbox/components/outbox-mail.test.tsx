import type { OutboxMailDetail } from '@storefront/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { downloadOutboxAttachment } from '../api/download-outbox-attachment';
import { OutboxMailBody } from './outbox-mail';

vi.mock('../api/download-outbox-attachment', () => ({
  downloadOutboxAttachment: vi.fn(() => Promise.resolve()),
}));

const texts = {
  InboxMailText: 'Текст письма',
  InboxMailRedacted: 'Параметры ссылок и токены скрыты (…): они дают доступ к учётной записи.',
  InboxMailHasHtml: 'Есть HTML-версия',
  InboxMailBodyRemoved: 'Текст отправленного письма не хранится.',
  InboxMailDemoNote: 'Демо-магазин: письмо показано так, как его прочтёт получатель.',
  InboxMailAsRead: 'Письмо глазами получателя',
  InboxMailTextVersion: 'Текстовая версия',
  InboxAttachments: 'Вложения',
  InboxDownloadAttachment: 'Скачать: %s',
};

const link = 'http://127.0.0.1:3000/confirm-email#token=AbCdEfGhIjKlMnOpQrStUvWx';

const demoMail: OutboxMailDetail = {
  id: 17,
  status: 'pending',
  template: 'registration-confirm',
  to: 'buyer@example.test',
  subject: 'Подтвердите регистрацию',
  attempts: 0,
  last_error: null,
  created_at: '2026-06-11T09:05:00.000Z',
  next_attempt_at: '2026-06-11T09:05:00.000Z',
  sent_at: null,
  reply_to: null,
  language: 'ru-RU',
  text: `Чтобы подтвердить адрес, откройте ссылку:\n${link}\n`,
  has_html: true,
  attachments: ['invoice'],
  body_removed: false,
  demo: true,
  // What the server sends is sanitised already; the browser cleans it again all the same.
  html: `<h2>Подтвердите адрес</h2><p><a href="${link}" target="_blank" rel="noopener noreferrer">Подтвердить</a></p><script>window.hacked = true</script>`,
};

describe('a mail of the outbox', () => {
  beforeEach(() => vi.mocked(downloadOutboxAttachment).mockClear());

  it('in the demo, shows the mail as its recipient reads it: the note, working links, its files', async () => {
    renderWithProviders(<OutboxMailBody mail={demoMail} />, { texts });
    expect(screen.getByTestId('outbox-demo-note')).toHaveTextContent(texts.InboxMailDemoNote);

    const sheet = screen.getByTestId('outbox-mail-html');
    expect(within(sheet).getByRole('heading', { name: 'Подтвердите адрес' })).toBeVisible();
    const confirm = within(sheet).getByRole('link', { name: 'Подтвердить' });
    expect(confirm).toHaveAttribute('href', link);
    expect(confirm).toHaveAttribute('target', '_blank');
    expect(confirm).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sheet.querySelector('script')).toBeNull();
    expect(screen.queryByText(texts.InboxMailRedacted)).toBeNull();

    // The text version links its address too.
    expect(screen.getByText(texts.InboxMailTextVersion)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link, hidden: true })).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: 'Скачать: invoice' }));
    expect(downloadOutboxAttachment).toHaveBeenCalledWith(17, 0);
  });

  it('in a real shop, shows the text with its links redacted, and no HTML and no files', () => {
    const redacted = 'Чтобы подтвердить адрес, откройте ссылку:\nhttp://127.0.0.1:3000/confirm-email#…\n';
    renderWithProviders(<OutboxMailBody mail={{ ...demoMail, demo: false, html: null, text: redacted }} />, {
      texts,
    });
    expect(screen.getByText('Текст письма')).toBeVisible();
    expect(screen.getByText(/confirm-email#…/)).toBeVisible();
    expect(screen.getByText(`${texts.InboxMailRedacted} ${texts.InboxMailHasHtml}.`)).toBeVisible();
    expect(screen.queryByTestId('outbox-demo-note')).toBeNull();
    expect(screen.queryByTestId('outbox-mail-html')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a sent mail’s text is not kept', () => {
    renderWithProviders(
      <OutboxMailBody mail={{ ...demoMail, status: 'sent', body_removed: true, text: '', html: null }} />,
      { texts },
    );
    expect(screen.getByText(texts.InboxMailBodyRemoved)).toBeVisible();
    expect(screen.queryByTestId('outbox-mail-html')).toBeNull();
  });
});
