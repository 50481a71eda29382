import { describe, expect, it } from 'vitest';
import {
  documentsReadyMail,
  type OrderMailData,
  paymentReceivedMail,
} from '../../src/modules/mail/mail.service.js';

const data: OrderMailData = {
  sitename: 'Реестр документов',
  language: 'ru-RU',
  number: 'RD-000042',
  items: [{ product: 'Выписка из ЕГРЮЛ', company: 'ООО «Ромашка»', priceEur: 5.9, priceRub: 581 }],
  totalEur: 5.9,
  totalRub: 581,
  paymentMethod: 'card',
  durationDays: 1,
  accountLink: 'http://127.0.0.1/account/orders',
};

describe("an order's mails", () => {
  it.each(['ru-RU', 'en-US'])('write each amount once with its currency sign (%s)', (language) => {
    const mail = documentsReadyMail('buyer@example.com', { ...data, language });
    for (const body of [mail.text, mail.html]) {
      expect(body).toMatch(/5[,.]90\s€ \/ 581\s₽/);
      expect(body).not.toMatch(/€\s*€|₽\s*₽/);
    }
  });

  it('ends the ready day with one period: "к 4 декабря 2026 г.", "by December 4, 2026."', () => {
    const ru = paymentReceivedMail('buyer@example.com', {
      ...data,
      expectedDate: '2026-12-04',
      estimate: false,
    });
    expect(ru.text).toContain('Документы будут готовы к 4 декабря 2026 г.\n');
    expect(ru.text).not.toContain('г..');
    const en = paymentReceivedMail('buyer@example.com', {
      ...data,
      language: 'en-US',
      expectedDate: '2026-12-04',
      estimate: false,
    });
    expect(en.text).toContain('The documents will be ready by December 4, 2026.\n');
  });
});
