import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFormApi, submittedCalls } from '@/testing/forms';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { resetBrowserSession, startWithToken } from '@/testing/session';
import { type AdminOrderDetail, getAdminOrderQueryOptions } from '../api/get-admin-order';
import { OrderPage } from './order-page';

const texts = {
  AdminLegalEntity: 'Юрлицо',
  AdminInn: 'ИНН',
  TaxId: 'Налоговый номер',
  AdminOverdueMark: 'Просрочен',
  AdminTake: 'Взять в работу',
  AdminMarkPaid: 'Отметить оплату',
  AdminUploadDocument: 'Загрузить документ',
  AdminUpload: 'Загрузить',
  AdminResendMail: 'Отправить письмо повторно',
  AdminCancelOrder: 'Отменить заказ',
  DocumentTypeNotAllowed: 'Такой тип файла не принимается',
  DocumentTooLarge: 'Файл слишком большой (не более %s МБ)',
  AdminPaymentTest: 'Тест, без денег',
  AdminRefundDue: 'К возврату',
  AdminRefundDueNotice: 'Нужно вернуть %s по платежу #%s. Причина: %s',
  AdminRefundHowTo: 'Верните деньги в кабинете платёжной системы',
  RefundPaidTwice: 'Оплачен повторно: заказ уже был оплачен другим платежом',
  AdminRefundMade: 'Возврат сделан',
  AdminRefundMadeTitle: 'Возврат по заказу %s',
  AdminRefundMadeConfirm: 'Отметить возврат',
  AdminRefundReference: 'Номер операции возврата',
  AdminStatusAwaitingShipment: 'Ждёт отправки оригиналов',
  AdminShipOriginals: 'Отправить оригиналы',
  AdminShipTitle: 'Отправка оригиналов, заказ %s',
  AdminShipConfirm: 'Сохранить отправку',
  AdminCarrier: 'Служба доставки',
  AdminTrackingNumber: 'Трек-номер',
  AdminEventParcel: '%s, трек-номер %s',
  TrackParcelOf: 'Отследить посылку %s',
  FieldCannotBeEmpty: 'Заполните это поле',
  TrackingNumberInvalid: 'Трек-номер: латинские буквы, цифры и дефисы',
};

const payment = (
  overrides: Partial<AdminOrderDetail['payments'][number]>,
): AdminOrderDetail['payments'][number] => ({
  id: 1,
  attempt: 1,
  provider: 'yookassa',
  provider_payment_id: '2f0c-1',
  status: 'succeeded',
  amount_rub: 1162,
  currency: 'RUB',
  failure: null,
  created_at: '2026-06-01T09:30:00.000Z',
  updated_at: '2026-06-01T10:00:00.000Z',
  paid_at: '2026-06-01T10:00:00.000Z',
  refund_due_at: null,
  refund_reason: null,
  test: false,
  reference: null,
  notifications: [],
  ...overrides,
});

const item = (id: number, documents: AdminOrderDetail['items'][number]['documents'] = []) => ({
  id,
  product_id: 1,
  product_name: `Выписка ${id}`,
  company_name: 'ООО «Ромашка»',
  company_inn: '7701234567',
  company_country: 'RU',
  company_register_id: null,
  company_address: 'г. Москва, ул. Тверская, 1',
  price_eur: 5.9,
  price_rub: 581,
  duration_from: 1,
  duration_to: 3,
  delivery: false,
  status: documents.length ? ('fulfilled' as const) : ('in_progress' as const),
  fulfilled_at: null,
  documents,
  shipment_id: null,
});

function order(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: 42,
    number: 'RD-000042',
    status: 'in_progress',
    created_at: '2026-06-01T09:00:00.000Z',
    paid_at: '2026-06-01T10:00:00.000Z',
    cancelled_at: null,
    cancel_reason: null,
    language: 'ru-RU',
    payment_method: 'card',
    total_eur: 11.8,
    total_rub: 1162,
    ruble_course: '98.45',
    ruble_course_date: '2026-06-01',
    expected_date: '2026-06-04',
    expected_date_estimate: false,
    overdue: true,
    duration_days: 3,
    comment: null,
    customer: { id: 5, email: 'buyer@example.test', name: 'Петров Иван', phone: null },
    legal_entity: { name: 'ООО «Покупатель»', inn: '7707083893', country: null, requisites: null },
    delivery: null,
    items: [item(1), item(2)],
    documents: [{ id: 90, type: 'invoice', number: 'RD-000042', issued_at: '2026-06-01T09:00:00.000Z' }],
    payments: [],
    mails: [],
    history: [],
    awaiting_shipment: false,
    shipments: [],
    ...overrides,
  };
}

/** The terms' and the rate's texts as the seed has them, by language. */
const termAndRateTexts = {
  'ru-RU': {
    AdminItemDuration: 'Срок: %s–%s раб. дн.',
    AdminItemDurationDays_one: 'Срок: %s раб. дн.',
    AdminItemDurationDays_few: 'Срок: %s раб. дн.',
    AdminItemDurationDays_many: 'Срок: %s раб. дн.',
    AdminItemDurationDays_other: 'Срок: %s раб. дн.',
    AdminRate: 'Курс',
    AdminRateOf: '%s ₽ за € на %s',
  },
  'en-US': {
    AdminItemDuration: 'Takes %s–%s working days',
    AdminItemDurationDays_one: 'Takes %s working day',
    AdminItemDurationDays_other: 'Takes %s working days',
    AdminRate: 'Rate',
    AdminRateOf: '%s ₽ per € as of %s',
  },
};

function renderOrder(data: AdminOrderDetail, lang: 'ru-RU' | 'en-US' = 'ru-RU') {
  // The app reads its language from the cookie.
  document.cookie = `language=${lang}; Path=/`;
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getAdminOrderQueryOptions(data.id).queryKey, data);
  return renderWithProviders(<OrderPage id={data.id} />, {
    queryClient,
    lang,
    texts: { ...texts, ...termAndRateTexts[lang] },
    url: `/admin/orders/${data.id}`,
  });
}

/** An XMLHttpRequest that answers the upload with `status` and `body`, reporting progress first. */
function fakeUpload(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    getResponseHeader() {
      return 'application/json';
    }
    send(data: FormData) {
      sent.push(data);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserSession();
  document.cookie = 'language=; Max-Age=0; Path=/';
});

describe("the back-office order's page", () => {
  it.each([
    ['ru-RU', 'Срок: 1 раб. дн.', 'Срок: 5 раб. дн.', 'Срок: 1–3 раб. дн.', '98,45 ₽ за € на 01.06.2026'],
    [
      'en-US',
      'Takes 1 working day',
      'Takes 5 working days',
      'Takes 1–3 working days',
      '98.45 ₽ per € as of 01/06/2026',
    ],
  ] as const)(
    'names a term of one day count by that count, a range by its ends, and the rate in the marks of %s',
    (lang, oneDay, fiveDays, range, rate) => {
      renderOrder(
        order({
          items: [
            { ...item(1), duration_from: 1, duration_to: 1 },
            { ...item(2), duration_from: 5, duration_to: 5 },
            item(3),
          ],
        }),
        lang,
      );
      expect(screen.getByTestId('admin-order-item-1')).toHaveTextContent(oneDay);
      expect(screen.getByTestId('admin-order-item-2')).toHaveTextContent(fiveDays);
      expect(screen.getByTestId('admin-order-item-3')).toHaveTextContent(range);
      expect(screen.getByTestId('admin-order-item-1')).not.toHaveTextContent('1–1');
      expect(document.body).toHaveTextContent(rate);
    },
  );

  it('marks an overdue order in words and offers the actions of its state', () => {
    renderOrder(order());
    expect(screen.getAllByTestId('overdue-badge')[0]).toHaveTextContent('Просрочен');
    expect(screen.queryByRole('button', { name: 'Взять в работу' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отметить оплату' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Загрузить документ' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Отменить заказ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Петров Иван' })).toHaveAttribute('href', '/admin/customers/5');
  });

  it("labels a foreign payer's number as its tax id with the country, a Russian one as the INN", () => {
    const { unmount } = renderOrder(order());
    const legal = () => screen.getByRole('region', { name: 'Юрлицо' });
    expect(legal()).toHaveTextContent('ИНН7707083893');
    unmount();
    renderOrder({
      ...order(),
      legal_entity: { name: 'Muster GmbH', inn: 'DE123456789', country: 'DE', requisites: null },
    });
    expect(legal()).toHaveTextContent('Налоговый номерDE123456789 (DE)');
    expect(legal()).not.toHaveTextContent('ИНН');
  });

  it('offers "mark paid" only for an unpaid bank-transfer order, and no upload before payment', () => {
    renderOrder(
      order({ status: 'awaiting_payment', payment_method: 'invoice', paid_at: null, overdue: false }),
    );
    expect(screen.getByRole('button', { name: 'Отметить оплату' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Загрузить документ' })).not.toBeInTheDocument();
  });

  it('marks payments that took no money, and says which refund is due and why, above the order', () => {
    renderOrder(
      order({
        payments: [
          payment({
            id: 2,
            attempt: 2,
            provider: 'sandbox',
            test: true,
            refund_due_at: '2026-06-01T11:00:00.000Z',
            refund_reason: 'RefundPaidTwice',
          }),
          payment({ id: 1, attempt: 1 }),
        ],
      }),
    );
    const [notice, ...others] = screen.getAllByTestId('admin-refund-due');
    expect(others).toHaveLength(0);
    expect(notice).toHaveTextContent(
      'Нужно вернуть 1 162 ₽ по платежу #2. Причина: Оплачен повторно: заказ уже был оплачен другим платежом',
    );
    expect(within(notice!).getByTestId('payment-test-badge')).toHaveTextContent('Тест, без денег');
    const badges = screen.getAllByTestId('payment-test-badge');
    // The notice's badge and the sandbox attempt's own; the real payment has none.
    expect(badges).toHaveLength(2);
    expect(screen.getByText(/#1 · yookassa/).closest('span')).not.toContainElement(badges[1]!);
    expect(screen.getByText(/#2 · sandbox/).closest('span')).toContainElement(badges[1]!);
  });

  it("shows a manager's own refund reason as written, and no notice once the provider reported the refund", () => {
    renderOrder(
      order({
        status: 'cancelled',
        payments: [payment({ refund_due_at: '2026-06-01T11:00:00.000Z', refund_reason: 'Клиент передумал' })],
      }),
    );
    expect(screen.getByTestId('admin-refund-due')).toHaveTextContent('Причина: Клиент передумал');
    expect(screen.getByTestId('admin-refund-due')).toHaveTextContent(
      'Верните деньги в кабинете платёжной системы',
    );
    renderOrder(
      order({
        id: 43,
        payments: [
          payment({
            status: 'refunded',
            refund_due_at: '2026-06-01T11:00:00.000Z',
            refund_reason: 'Клиент передумал',
          }),
        ],
      }),
    );
    expect(screen.getAllByTestId('admin-refund-due')).toHaveLength(1);
  });

  it('marks a refund made with its reference: the payment of the notice, and the order answered back', async () => {
    startWithToken('manager-key');
    const due = payment({
      id: 7,
      attempt: 2,
      refund_due_at: '2026-06-01T11:00:00.000Z',
      refund_reason: 'RefundPaidTwice',
    });
    const fetchMock = mockFormApi(() =>
      Response.json({ order: order({ payments: [{ ...due, status: 'refunded' }] }) }),
    );
    const user = userEvent.setup();
    renderOrder(order({ payments: [due] }));
    await user.click(
      within(screen.getByTestId('admin-refund-due')).getByRole('button', { name: 'Возврат сделан' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Возврат по заказу RD-000042' });
    await user.type(within(dialog).getByRole('textbox', { name: /Номер операции возврата/ }), 'R-77');
    await user.click(within(dialog).getByRole('button', { name: 'Отметить возврат' }));
    await waitFor(() => expect(screen.queryByTestId('admin-refund-due')).toBeNull());
    expect(submittedCalls(fetchMock)).toEqual([
      {
        path: '/api/admin/order-refund-made?id=42',
        fields: { auth_key: 'manager-key', payment_id: '7', reference: 'R-77' },
      },
    ]);
  });

  it("shows the server's refusal of a file in the upload dialog, the key sent before the file", async () => {
    startWithToken('manager-key');
    const sent = fakeUpload(400, { error: 'DocumentTypeNotAllowed', field: 'file' });
    const user = userEvent.setup();
    renderOrder(order());
    await user.click(screen.getAllByRole('button', { name: 'Загрузить документ' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByTestId('admin-upload-file'),
      new File(['not a pdf'], 'extract.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByTestId('admin-upload-submit'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Такой тип файла не принимается');
    expect([...sent[0]!.keys()]).toEqual(['auth_key', 'file']);
    expect(sent[0]!.get('auth_key')).toBe('manager-key');
  });

  it('closes the dialog and shows the order completed when the last document is in', async () => {
    startWithToken('manager-key');
    const completed = order({
      status: 'completed',
      overdue: false,
      items: [
        item(1, [
          {
            id: 7,
            file_name: 'a.pdf',
            mime_type: 'application/pdf',
            size_bytes: 900,
            uploaded_at: '2026-06-02T09:00:00.000Z',
            current: true,
          },
        ]),
        item(2, [
          {
            id: 8,
            file_name: 'b.pdf',
            mime_type: 'application/pdf',
            size_bytes: 900,
            uploaded_at: '2026-06-02T09:00:00.000Z',
            current: true,
          },
        ]),
      ],
    });
    fakeUpload(200, {
      document: {
        id: 8,
        order_item_id: 2,
        file_name: 'b.pdf',
        mime_type: 'application/pdf',
        size_bytes: 900,
      },
      completed: true,
      order: completed,
    });
    const user = userEvent.setup();
    renderOrder(
      order({
        items: [
          item(1, [
            {
              id: 7,
              file_name: 'a.pdf',
              mime_type: 'application/pdf',
              size_bytes: 900,
              uploaded_at: '2026-06-02T09:00:00.000Z',
              current: true,
            },
          ]),
          item(2),
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Загрузить документ' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByTestId('admin-upload-file'), new File(['%PDF-1.4'], 'b.pdf'));
    await user.click(within(dialog).getByTestId('admin-upload-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('admin-order-completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'b.pdf' })).toBeInTheDocument();
  });

  it('records a parcel of paper originals: the items ticked, the carrier suggested, the number checked first', async () => {
    startWithToken('manager-key');
    const scan = [
      {
        id: 7,
        file_name: 'scan.pdf',
        mime_type: 'application/pdf',
        size_bytes: 900,
        uploaded_at: '2026-06-02T09:00:00.000Z',
        current: true,
      },
    ];
    const paper = (id: number) => ({ ...item(id, scan), product_name: `Апостиль ${id}`, delivery: true });
    const waiting = order({
      status: 'paid',
      awaiting_shipment: true,
      items: [item(1, scan), paper(2), paper(3)],
    });
    const shipped = order({
      ...waiting,
      items: [item(1, scan), { ...paper(2), shipment_id: 5 }, paper(3)],
      shipments: [
        {
          id: 5,
          carrier: 'СДЭК',
          tracking_number: '1234567890',
          tracking_url: 'https://www.cdek.ru/ru/tracking/?order_id=1234567890',
          shipped_at: '2026-06-03T09:00:00.000Z',
          item_ids: [2],
        },
      ],
    });
    const fetchMock = mockFormApi(() => Response.json({ order: shipped }));
    const user = userEvent.setup();
    renderOrder(waiting);
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Ждёт отправки оригиналов');

    await user.click(screen.getByRole('button', { name: 'Отправить оригиналы' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отправка оригиналов, заказ RD-000042' });
    expect(within(dialog).getByRole('checkbox', { name: /Апостиль 2/ })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Апостиль 3/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить отправку' }));
    const carrier = within(dialog).getByRole('combobox', { name: /Служба доставки/ });
    const tracking = within(dialog).getByRole('textbox', { name: /Трек-номер/ });
    await waitFor(() => expect(carrier).toHaveAccessibleDescription('Заполните это поле'));
    expect(tracking).toHaveAccessibleDescription('Заполните это поле');
    await user.type(carrier, 'СДЭК');
    await user.type(tracking, 'трек');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить отправку' }));
    await waitFor(() =>
      expect(tracking).toHaveAccessibleDescription('Трек-номер: латинские буквы, цифры и дефисы'),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(tracking);
    await user.type(tracking, '12 3456 7890');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить отправку' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [[url, init]] = fetchMock.mock.calls as [[string, RequestInit]];
    expect(url).toBe('/api/admin/order-ship?id=42');
    const body = init.body as FormData;
    expect([...body.entries()].filter(([name]) => name.startsWith('item_ids'))).toEqual([
      ['item_ids[]', '2'],
    ]);
    expect(body.get('carrier')).toBe('СДЭК');
    expect(screen.getByTestId('admin-order-parcel')).toHaveTextContent('СДЭК, трек-номер 1234567890');
    expect(screen.getByRole('link', { name: 'Отследить посылку 1234567890' })).toHaveAttribute(
      'href',
      'https://www.cdek.ru/ru/tracking/?order_id=1234567890',
    );
  });
});
