import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { decodedMail, sentMails } from './mails';

function tokenOf(request: Request): { number: number; took?: number } {
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const match = /name="token"\r\n\r\n([^\r\n]+)/.exec(body) ?? /(?:^|&)token=([^&]+)/.exec(body);
  if (!match) throw new Error('the consult request carries no token');
  return JSON.parse(Buffer.from(decodeURIComponent(match[1]!), 'base64').toString('utf8')) as {
    number: number;
    took?: number;
  };
}

for (const viewportName of ['desktop', 'phone'] as const) {
  test.describe(() => {
    test.use({ lang: 'ru-RU', viewportName });

    test(`contact form from the footer: empty refused, filled sent with a solved challenge, mail delivered (${viewportName})`, async ({
      shop,
      demo,
    }) => {
      const { page } = shop;
      const company = `ООО «Проверка ${viewportName} ${Date.now()}»`;
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: await demo.t('WriteMessage') })
        .click();
      const dialog = page.getByRole('dialog', { name: await demo.t('ConsultTitle') });
      await expect(dialog).toBeVisible();

      // Empty: every rule shows and nothing is sent.
      const consultRequests: Request[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/consult') consultRequests.push(request);
      });
      const submit = dialog.getByRole('button', { name: await demo.t('Send') });
      await submit.click();
      const name = dialog.getByRole('textbox', { name: /^Имя/ });
      const companyField = dialog.getByRole('textbox', { name: /^Компания/ });
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(companyField).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByText(await demo.t('EmailOrPhoneRequired'))).toBeVisible();
      expect(consultRequests).toHaveLength(0);
      await shop.expectAccessible('contact form with errors');

      // Filled: digits in the name are dropped as typed; the phone takes the Russian mask.
      await name.fill('Анна1 Петрова');
      await expect(name).toHaveValue('Анна Петрова');
      await dialog.getByRole('textbox', { name: /^Телефон/ }).pressSequentially('9123456789');
      await expect(dialog.getByRole('textbox', { name: /^Телефон/ })).toHaveValue(/912\) 345-67-89/);
      await dialog.getByRole('textbox', { name: 'E-mail' }).fill('anna.petrova@example.com');
      await companyField.fill(company);
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/consult');
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/consult',
      );
      await submit.click();
      const request = await sent;
      expect((await answered).status()).toBe(200);
      // A real challenge from the server, solved in the browser's workers.
      const token = tokenOf(request);
      expect(token.number).toBeGreaterThanOrEqual(0);
      console.log(`ALTCHA solved in Chromium in ${token.took ?? '?'} ms (${viewportName})`);
      await expect(dialog.getByText(await demo.t('SentSuccessfully'))).toBeVisible();

      // The manager's mail reaches the SMTP sink with what was typed.
      await expect
        .poll(() => sentMails().some((mail) => decodedMail(mail).includes(company)), { timeout: 15_000 })
        .toBe(true);
      const mail = decodedMail(sentMails().find((raw) => decodedMail(raw).includes(company))!);
      expect(mail).toContain('Анна Петрова');
      expect(mail).toContain('anna.petrova@example.com');
      expect(mail).toMatch(/912\D*345\D*67\D*89/);

      await dialog
        .getByRole('button', { name: await demo.t('Close') })
        .first()
        .click();
      await expect(dialog).toBeHidden();
      shop.expectNoErrors();
    });
  });
}
