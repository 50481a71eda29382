import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import { mockFormApi, renderForm, submittedCalls } from '@/testing/forms';
import { startWithToken } from '@/testing/session';
import { getCatalogOptionsQueryOptions } from '@/lib/back-office/get-catalog-options';
import { siteBlockKey, type SiteBlockRow } from '../api/site-block-calls';
import { SiteBlocksEditor } from './site-blocks-editor';

const texts = {
  AdminBlocksReviews: 'Отзывы',
  AdminBlocksReviewsLead: 'Главная показывает первые три отзыва',
  AdminBlocksReviewsAdd: 'Добавить отзыв',
  AdminBlocksReviewsNew: 'Новый отзыв',
  AdminBlocksReviewsEdit: 'Отзыв',
  AdminBlocksFirstDocs: 'Образцы документов',
  AdminBlocksFirstDocsLead: 'Образцы под поиском компании',
  AdminBlocksFirstDocsAdd: 'Добавить образец',
  AdminBlocksFirstDocsEdit: 'Образец документа',
  AdminBlocksPosition: '№',
  AdminBlocksPicture: 'Картинка',
  AdminBlocksPictureHint: 'Загрузите картинку',
  AdminBlocksAuthor: 'Автор',
  AdminBlocksCompany: 'Компания',
  AdminBlocksReviewText: 'Текст отзыва',
  AdminBlocksTitle: 'Заголовок',
  AdminBlocksDescription: 'Описание',
  AdminBlocksRating: 'Оценка',
  AdminBlocksReviewedOn: 'Дата отзыва',
  AdminBlocksCountry: 'Страна',
  AdminBlocksAllCountries: 'Все страны',
  AdminBlocksNoEnglish: 'Нет текста на английском',
  AdminBlocksShownColumn: 'На сайте',
  AdminBlocksShown: 'Показывается',
  AdminBlocksHidden: 'Скрыто',
  AdminBlocksActive: 'Показывать на сайте',
  AdminBlocksMoveUp: 'Выше: %s',
  AdminBlocksMoveDown: 'Ниже: %s',
  AdminBlocksEdit: 'Изменить: %s',
  AdminBlocksDelete: 'Удалить: %s',
  AdminBlocksDeleteYes: 'Удалить',
  AdminBlocksDeleteConfirm: 'Удалить «%s»?',
  AdminBlocksSaved: 'Сохранено',
  AdminPictureUpload: 'Загрузить картинку',
  AdminPictureUploading: 'Загружаем…',
  AdminPicturePreview: 'Предпросмотр: %s',
  AdminTextsRussian: 'Русский',
  AdminTextsEnglish: 'Английский',
  AdminTextsActions: 'Действия',
  AdminTextsEdit: 'Изменить',
  AdminTextsSave: 'Сохранить',
  AdminTextsCancel: 'Отмена',
  ReviewRating: 'Оценка: %s из 5',
  FieldHasWrongValue: 'Неверное значение',
  ImageTooLarge: 'Картинка слишком большая (не более %s МБ)',
  AdminBlocksPayOptions: 'Способы оплаты',
  AdminBlocksPayOptionsEdit: 'Способ оплаты',
  AdminBlocksText: 'Текст',
  AdminBlocksPaymentMethod: 'Способ оплаты при оформлении заказа',
  AdminBlocksNoPaymentMethod: 'Нет (не показывается)',
  AdminPaymentCard: 'Картой',
  AdminPaymentInvoice: 'По счёту',
};

const reviews: SiteBlockRow<'reviews'>[] = [
  {
    id: 7,
    sort: 1,
    active: true,
    rating: 4,
    reviewed_on: '2026-03-14',
    texts: {
      'ru-RU': { author: 'Анна Смирнова', company: 'ООО «Ромашка»', text: 'Выписка пришла за час.' },
      'en-US': { author: 'Anna Smirnova', company: 'Romashka LLC', text: 'The extract came in an hour.' },
    },
  },
  {
    id: 9,
    sort: 2,
    active: false,
    rating: 5,
    reviewed_on: '2026-04-02',
    texts: { 'ru-RU': { author: 'Пётр Иванов', company: '', text: 'Всё отлично.' }, 'en-US': null },
  },
];

const firstDocs: SiteBlockRow<'first-docs'>[] = [
  {
    id: 3,
    sort: 1,
    active: true,
    country_id: 12,
    image: '/uploads/content/extract.png',
    texts: { 'ru-RU': { title: 'Выписка ЕГРЮЛ', description: '' }, 'en-US': null },
  },
  {
    id: 4,
    sort: 2,
    active: true,
    country_id: null,
    image: '/uploads/content/report.png',
    texts: {
      'ru-RU': { title: 'Отчёт о компании', description: '' },
      'en-US': { title: 'Company report', description: '' },
    },
  },
];

const payOptions: SiteBlockRow<'pay-options'>[] = [
  {
    id: 1,
    sort: 1,
    active: true,
    image: '/uploads/pay/bank-card.svg',
    payment_method: 'card',
    texts: { 'ru-RU': { title: 'Банковская карта', text: '' }, 'en-US': null },
  },
  {
    id: 2,
    sort: 2,
    active: true,
    image: '/uploads/pay/sbp.svg',
    payment_method: null,
    texts: { 'ru-RU': { title: 'СБП', text: 'По QR-коду' }, 'en-US': null },
  },
];

function renderBlock(block: 'reviews' | 'first-docs' | 'pay-options') {
  startWithToken('admin-key');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteBlockKey('reviews'), reviews);
  queryClient.setQueryData(siteBlockKey('first-docs'), firstDocs);
  queryClient.setQueryData(siteBlockKey('pay-options'), payOptions);
  queryClient.setQueryData(getCatalogOptionsQueryOptions('ru-RU').queryKey, {
    countries: [
      { id: 12, name: 'Россия', active: true },
      { id: 13, name: 'Казахстан', active: true },
    ],
    product_types: [],
    products: [],
  });
  return renderForm(<SiteBlocksEditor block={block} />, { queryClient, texts });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the home page blocks' editor", () => {
  it('lists the rows in order with their rating, both languages, and what the shop hides', () => {
    renderBlock('reviews');
    const rows = within(screen.getByTestId('admin-block-reviews')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('1Анна СмирноваAnna Smirnova★★★★☆14.03.2026');
    expect(within(rows[1]!).getByRole('img', { name: 'Оценка: 4 из 5' })).toHaveTextContent('★★★★☆');
    expect(rows[1]).toHaveTextContent('Показывается');
    expect(rows[2]).toHaveTextContent('Пётр ИвановНет текста на английском');
    expect(rows[2]).toHaveTextContent('Скрыто');
    expect(within(rows[1]!).getByRole('button', { name: 'Выше: Анна Смирнова' })).toBeDisabled();
    expect(within(rows[2]!).getByRole('button', { name: 'Ниже: Пётр Иванов' })).toBeDisabled();
    expect(within(rows[2]!).getByRole('button', { name: 'Выше: Пётр Иванов' })).toBeEnabled();
  });

  it('moves a row and keeps the keyboard on it', async () => {
    const fetchMock = mockFormApi(() => Response.json({ items: [reviews[1], reviews[0]] }));
    const user = userEvent.setup();
    renderBlock('reviews');
    await user.click(screen.getByRole('button', { name: 'Выше: Пётр Иванов' }));
    expect(submittedCalls(fetchMock)[0]).toEqual({
      path: '/api/admin/site-review-move?id=9',
      fields: { auth_key: 'admin-key', direction: 'up' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ниже: Пётр Иванов' })).toHaveFocus());
    const rows = within(screen.getByTestId('admin-block-reviews')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Пётр Иванов');
  });

  it("shows a sample's picture and country, or 'all countries'", () => {
    renderBlock('first-docs');
    const rows = within(screen.getByTestId('admin-block-first-docs')).getAllByRole('row');
    expect(rows[1]!.querySelector('img')).toHaveAttribute('src', '/uploads/content/extract.png');
    expect(rows[1]).toHaveTextContent('Россия');
    expect(rows[2]).toHaveTextContent('Все страны');
  });

  it("shows each pay option's checkout method, or that the home page never shows it, and saves a new one", async () => {
    const fetchMock = mockFormApi(() =>
      Response.json({ items: [payOptions[0], { ...payOptions[1], payment_method: 'invoice' }], id: 2 }),
    );
    const user = userEvent.setup();
    renderBlock('pay-options');
    const rows = within(screen.getByTestId('admin-block-pay-options')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Картой');
    expect(rows[2]).toHaveTextContent('Нет (не показывается)');

    await user.click(screen.getByRole('button', { name: 'Изменить: СБП' }));
    const dialog = await screen.findByRole('dialog', { name: 'Способ оплаты' });
    const method = within(dialog).getByRole('combobox', { name: 'Способ оплаты при оформлении заказа' });
    expect(method).toHaveValue('');
    await user.selectOptions(method, 'invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submittedCalls(fetchMock)[0]!.fields).toMatchObject({ payment_method: 'invoice' });
    expect(within(screen.getByTestId('admin-block-pay-options')).getAllByRole('row')[2]).toHaveTextContent(
      'По счёту',
    );
  });

  it('sends an edited row with its id, the English texts and the flags, and takes the answered list', async () => {
    const edited = {
      ...reviews[1]!,
      rating: 3,
      texts: { ...reviews[1]!.texts, 'en-US': { author: 'Peter Ivanov', company: '', text: 'All fine.' } },
    };
    const fetchMock = mockFormApi(() => Response.json({ items: [reviews[0], edited], id: 9 }));
    const user = userEvent.setup();
    renderBlock('reviews');
    await user.click(screen.getByRole('button', { name: 'Изменить: Пётр Иванов' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отзыв' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Оценка' }), '3');
    const english = within(dialog).getByRole('group', { name: 'Английский' });
    await user.type(within(english).getByRole('textbox', { name: 'Автор' }), 'Peter Ivanov');
    await user.type(within(english).getByRole('textbox', { name: 'Текст отзыва' }), 'All fine.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Показывать на сайте' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = submittedCalls(fetchMock);
    expect(sent!.path).toBe('/api/admin/site-review-save?id=9');
    expect(sent!.fields).toEqual({
      auth_key: 'admin-key',
      rating: '3',
      reviewed_on: '2026-04-02',
      active: '1',
      'texts[ru-RU][author]': 'Пётр Иванов',
      'texts[ru-RU][text]': 'Всё отлично.',
      'texts[en-US][author]': 'Peter Ivanov',
      'texts[en-US][text]': 'All fine.',
    });
    const rows = within(screen.getByTestId('admin-block-reviews')).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Пётр ИвановPeter Ivanov★★★☆☆');
  });

  it('asks for the English required texts once any English text is written, sending nothing', async () => {
    const fetchMock = mockFormApi(() => Response.json({}));
    const user = userEvent.setup();
    renderBlock('reviews');
    await user.click(screen.getByRole('button', { name: 'Изменить: Пётр Иванов' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отзыв' });
    const english = within(dialog).getByRole('group', { name: 'Английский' });
    await user.type(within(english).getByRole('textbox', { name: 'Компания' }), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const author = within(english).getByRole('textbox', { name: 'Автор' });
    await waitFor(() => expect(author).toHaveAccessibleDescription('Заполните это поле'));
    expect(submittedCalls(fetchMock)).toHaveLength(0);
  });

  it("shows the server's refusal of a field under that field", async () => {
    mockFormApi(() => Response.json({ error: 'FieldHasWrongValue', field: 'country_id' }, { status: 400 }));
    const user = userEvent.setup();
    renderBlock('first-docs');
    await user.click(screen.getByRole('button', { name: 'Изменить: Выписка ЕГРЮЛ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Образец документа' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Страна/ }), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const country = within(dialog).getByRole('combobox', { name: /^Страна/ });
    await waitFor(() => expect(country).toHaveAccessibleDescription('Неверное значение'));
    expect(country).toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads a picture into the field and shows it, or says why the server refused it', async () => {
    let refuse = true;
    const fetchMock = mockFormApi((path) =>
      path === '/api/admin/content-image-upload'
        ? refuse
          ? Response.json({ error: 'ImageTooLarge', field: 'file', args: [2] }, { status: 400 })
          : Response.json({ url: '/uploads/content/new-sample.png' })
        : Response.json({}),
    );
    const user = userEvent.setup();
    renderBlock('first-docs');
    await user.click(screen.getByRole('button', { name: 'Изменить: Выписка ЕГРЮЛ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Образец документа' });
    const file = within(dialog).getByTestId('picture-file-image');
    expect(file).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    const picture = new File(['png'], 'sample.png', { type: 'image/png' });

    await user.upload(file, picture);
    expect(await within(dialog).findByText('Картинка слишком большая (не более 2 МБ)')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Картинка/ })).toHaveValue(
      '/uploads/content/extract.png',
    );

    refuse = false;
    await user.upload(file, picture);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Картинка/ })).toHaveValue(
        '/uploads/content/new-sample.png',
      ),
    );
    expect(within(dialog).queryByText(/слишком большая/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Предпросмотр: Картинка' })).toHaveAttribute(
      'src',
      '/uploads/content/new-sample.png',
    );
    const upload = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/content-image-upload');
    expect([...(upload![1]!.body as FormData).keys()]).toEqual(['auth_key', 'file']);
  });
});
