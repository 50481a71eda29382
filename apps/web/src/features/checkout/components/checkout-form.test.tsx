import type { LegalEntity } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountTexts, userFixture } from '@/testing/account';
import { orderFixture } from '@/testing/checkout';
import { mockFormApi, renderForm, submittedCalls } from '@/testing/forms';
import { resetBrowserSession } from '@/testing/session';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';

const checkoutTexts = {
  ...accountTexts,
  Checkout: 'Оформление заказа',
  CustomerDetails: 'Данные покупателя',
  PayerDetails: 'Плательщик — юридическое лицо',
  DeliveryDetails: 'Доставка оригиналов',
  FirstName: 'Имя',
  LastName: 'Фамилия',
  MiddleName: 'Отчество',
  YurName: 'Наименование организации',
  YurInn: 'ИНН организации',
  DeliveryCountry: 'Страна доставки',
  Region: 'Регион',
  City: 'Город',
  DeliveryAddress: 'Адрес доставки',
  ContactName: 'Контактное лицо',
  ContactPhone: 'Телефон контактного лица',
  ContactIndex: 'Почтовый индекс',
  PaymentMethod: 'Способ оплаты',
  PaymentCard: 'Банковская карта',
  PaymentInvoice: 'Счёт для юрлиц и ИП',
  PlaceOrder: 'Оформить заказ',
  UserExists: 'Этот e-mail уже зарегистрирован. Войдите, и корзина сохранится',
  UserExistsCheckout: 'Войдите в личный кабинет — данные и корзина сохранятся',
  LoginToContinue: 'Войти и продолжить',
  ChoosePayer: 'Юрлицо-плательщик',
  OtherPayer: 'Другое юрлицо',
  Inn: 'ИНН',
  InnIsInvalid: 'Неверный ИНН',
  OrderPlacedRedirecting: 'Заказ оформлен, переходим дальше…',
  CheckoutEmailHint: 'На этот адрес придут счёт и документы',
  PaymentCardNext: 'Сейчас вы перейдёте на страницу оплаты',
  PaymentInvoiceNext: 'Мы выставим счёт',
  Comment: 'Комментарий к заказу',
  CommentPlaceholder: 'Например, к какому сроку нужны документы',
  AgreeToTerms: 'Нажимая кнопку, вы принимаете %s и %s',
  PublicOfferLink: 'условия публичной оферты',
  PrivacyPolicyLink: 'политику конфиденциальности',
  OpensInNewTab: '(откроется в новой вкладке)',
  DeliveryDetailsHint: 'Укажите, куда доставить оригиналы',
  PayerCountry: 'Страна регистрации юрлица',
  TaxId: 'Налоговый номер',
  TaxIdHint: 'Как в документах вашей страны',
  TaxIdIsInvalid: 'Налоговый номер: от 3 до 32 латинских букв и цифр',
  SaveToLegalEntities: 'Сохранить в мои юрлица',
};

const entity = (overrides: Partial<LegalEntity>): LegalEntity => ({
  id: 1,
  name: 'ООО «Ромашка»',
  inn: '7707083893',
  ogrn: '1027700132195',
  yur_address: 'Москва',
  rasch_sch: '40702810938000000001',
  kpp: '773601001',
  bik: '044525225',
  bank: 'ПАО Сбербанк',
  default_use: false,
  ...overrides,
});

function renderCheckout(props: Partial<CheckoutFormProps> = {}, user = props.user ?? null) {
  const onPlaced = vi.fn();
  const result = renderForm(
    <CheckoutForm
      deliveryRequired={false}
      paymentMethods={['card', 'invoice']}
      cartKey="11:40.9"
      user={user}
      entities={[]}
      cartLines={1}
      onPlaced={onPlaced}
      {...props}
    />,
    { texts: checkoutTexts, user },
  );
  return { ...result, onPlaced };
}

async function fillBuyer(ui: ReturnType<typeof userEvent.setup>) {
  await ui.type(screen.getByRole('textbox', { name: /^Фамилия/ }), 'Иванова');
  await ui.type(screen.getByRole('textbox', { name: /^Имя/ }), 'Анна');
  await ui.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'anna@example.com');
  await ui.type(screen.getByRole('textbox', { name: /^Телефон(?! контактного)/ }), '9123456789');
}

const order = orderFixture();

describe('the checkout form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetBrowserSession();
  });

  it('asks for no delivery when the cart needs none, and sends the guest’s cart ids with the order', async () => {
    localStorage.setItem('cart_ids', JSON.stringify([11, 12]));
    localStorage.setItem('cart_key', 'k'.repeat(43));
    const answer = { user: { ...userFixture(), auth_key: 'new-key' }, order, payment_form: null };
    const fetchMock = mockFormApi(() => Response.json(answer));
    const ui = userEvent.setup();
    const { onPlaced } = renderCheckout();
    expect(screen.queryByRole('group', { name: 'Доставка оригиналов' })).toBeNull();
    const card = screen.getByRole('radio', { name: 'Банковская карта' });
    expect(card).toBeChecked();
    expect(card).toHaveAccessibleDescription(checkoutTexts.PaymentCardNext);
    expect(screen.getByRole('group', { name: /^Способ оплаты/ })).toContainElement(card);

    await fillBuyer(ui);
    await ui.click(screen.getByRole('radio', { name: /Счёт для юрлиц/ }));
    await ui.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(answer));
    const [call] = submittedCalls(fetchMock);
    expect(call!.path).toBe('/api/save-order');
    expect(call!.fields).toMatchObject({
      last_name: 'Иванова',
      first_name: 'Анна',
      email: 'anna@example.com',
      phone: '+7 (912) 345-67-89',
      payment_method: 'invoice',
      lang: 'ru-RU',
    });
    const body = fetchMock.mock.calls.find(([url]) => String(url) === '/api/save-order')![1]!
      .body as FormData;
    expect(body.getAll('cart_ids[]')).toEqual(['11', '12']);
    expect(call!.fields.cart_key).toBe('k'.repeat(43));
    expect(call!.fields.token).toBeTruthy();
    expect(call!.fields.clientID).toBeTruthy();
    expect(call!.fields.delivery_city).toBeUndefined();
  });

  it("sends this visit's random checkout value with every submit of it, and a new visit makes another", async () => {
    localStorage.setItem('cart_ids', JSON.stringify([11]));
    const answer = { user: { ...userFixture(), auth_key: 'new-key' }, order, payment_form: null };
    let answers = 0;
    const fetchMock = mockFormApi(() =>
      ++answers === 1
        ? Response.json({ error: 'ServiceUnavailable' }, { status: 503 })
        : Response.json(answer),
    );
    const ui = userEvent.setup();
    const first = renderCheckout();
    await fillBuyer(ui);
    // The first submit times out at the gateway; the retry is the same checkout.
    await ui.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await screen.findByRole('alert');
    await ui.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(first.onPlaced).toHaveBeenCalledWith(answer));
    const [sent, retried] = submittedCalls(fetchMock);
    expect(sent!.fields.checkout_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(retried!.fields.checkout_key).toBe(sent!.fields.checkout_key);

    first.unmount();
    const second = renderCheckout();
    await fillBuyer(ui);
    await ui.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(second.onPlaced).toHaveBeenCalled());
    const next = submittedCalls(fetchMock)[2]!;
    expect(next.fields.checkout_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next.fields.checkout_key).not.toBe(sent!.fields.checkout_key);
  });

  it('shows the delivery block when an item needs delivery, and requires it', async () => {
    const fetchMock = mockFormApi(() => Response.json({}));
    const ui = userEvent.setup();
    renderCheckout({ deliveryRequired: true });
    const delivery = screen.getByRole('group', { name: 'Доставка оригиналов' });
    await fillBuyer(ui);
    await ui.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    for (const name of [
      /^Страна доставки/,
      /^Город/,
      /^Адрес доставки/,
      /^Почтовый индекс/,
      /^Контактное лицо/,
    ]) {
      const input = within(delivery).getByRole('textbox', { name });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Заполните это поле');
    }
    expect(submittedCalls(fetchMock)).toHaveLength(0);
  });

  it('starts a signed-in customer from the profile and the default legal entity, with a chooser among several', async () => {
    const user = userFixture({
      first_name: 'Мария',
      last_name: 'Соколова',
      middle_name: 'Андреевна',
      phone: '+7 (912) 345-67-89',
      city: 'Казань',
      address: 'ул. Баумана, 1',
    });
    const entities = [
      entity({ id: 1, name: 'ООО «Ромашка»', inn: '7707083893' }),
      entity({ id: 2, name: 'АО «Лютик»', inn: '500100732259', default_use: true }),
    ];
    const ui = userEvent.setup();
    renderCheckout({ user, entities, deliveryRequired: true });
    expect(screen.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Мария');
    expect(screen.getByRole('textbox', { name: /^Фамилия/ })).toHaveValue('Соколова');
    expect(screen.getByRole('textbox', { name: /^Отчество/ })).toHaveValue('Андреевна');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('maria@example.com');
    expect(screen.getByRole('textbox', { name: /^Город/ })).toHaveValue('Казань');
    expect(screen.getByRole('textbox', { name: /^Адрес доставки/ })).toHaveValue('ул. Баумана, 1');
    expect(screen.getByRole('textbox', { name: 'Наименование организации' })).toHaveValue('АО «Лютик»');
    expect(screen.getByRole('textbox', { name: 'ИНН организации' })).toHaveValue('500100732259');

    const chooser = screen.getByRole('combobox', { name: 'Юрлицо-плательщик' });
    expect(chooser).toHaveValue('2');
    await ui.selectOptions(chooser, '1');
    expect(screen.getByRole('textbox', { name: 'Наименование организации' })).toHaveValue('ООО «Ромашка»');
    expect(screen.getByRole('textbox', { name: 'ИНН организации' })).toHaveValue('7707083893');
  });

  it('keeps the form and offers the login back to checkout when the e-mail has an account', async () => {
    mockFormApi(() => Response.json({ userExists: true, error: 'UserExists' }, { status: 409 }));
    const ui = userEvent.setup();
    const { onPlaced } = renderCheckout();
    await fillBuyer(ui);
    await ui.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(checkoutTexts.UserExists);
    const login = screen.getByRole('link', { name: 'Войти и продолжить' });
    // The login starts with the e-mail, and comes back here.
    expect(login).toHaveAttribute('href', '/login?redirect=%2Fcheckout&email=anna%40example.com');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('anna@example.com');
    // The notice is in the buyer's block, beside the e-mail field, with the sign-in link offered.
    const notice = screen.getByTestId('user-exists');
    expect(screen.getByRole('group', { name: 'Данные покупателя' })).toContainElement(notice);
    expect(screen.getByTestId('mail-sign-in-link')).toBeEnabled();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('keeps what was typed across a reload (this tab), before the profile, and forgets it once placed', async () => {
    mockFormApi(() => Response.json({ userExists: true, error: 'UserExists' }, { status: 409 }));
    const ui = userEvent.setup();
    const first = renderCheckout();
    await fillBuyer(ui);
    await ui.type(screen.getByRole('textbox', { name: /^Комментарий/ }), 'К пятнице');
    first.unmount();

    renderCheckout();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('anna@example.com');
    expect(screen.getByRole('textbox', { name: /^Комментарий/ })).toHaveValue('К пятнице');
    expect(JSON.parse(sessionStorage.getItem('checkout_draft') ?? '{}')).toMatchObject({
      email: 'anna@example.com',
      comment: 'К пятнице',
    });
  });

  it('links the public offer and the privacy policy beside the button, each opened in a new tab', () => {
    renderCheckout();
    const terms = screen.getByTestId('checkout-terms');
    expect(terms).toHaveTextContent(
      'Нажимая кнопку, вы принимаете условия публичной оферты (откроется в новой вкладке) и политику конфиденциальности (откроется в новой вкладке)',
    );
    const offer = within(terms).getByRole('link', {
      name: /^условия публичной оферты\s*\(откроется в новой вкладке\)$/,
    });
    expect(offer).toHaveAttribute('href', '/page/offer');
    expect(offer).toHaveAttribute('target', '_blank');
    const privacy = within(terms).getByRole('link', { name: /^политику конфиденциальности/ });
    expect(privacy).toHaveAttribute('href', '/page/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(offer.getAttribute('rel')).toContain('noopener');
  });

  it('gives digits-only fields a number keyboard: the INN (numeric) and the phones (tel)', () => {
    renderCheckout({ deliveryRequired: true });
    expect(screen.getByRole('textbox', { name: 'ИНН организации' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: /^Телефон(?! контактного)/ })).toHaveAttribute(
      'inputmode',
      'tel',
    );
    expect(screen.getByRole('textbox', { name: /^Телефон контактного/ })).toHaveAttribute('inputmode', 'tel');
    // A postcode may have letters abroad.
    expect(screen.getByRole('textbox', { name: /^Почтовый индекс/ })).not.toHaveAttribute('inputmode');
  });

  it("takes a foreign payer's tax id with letters, under its own label and with a full keyboard", async () => {
    const answer = { user: { ...userFixture(), auth_key: 'new-key' }, order, payment_form: null };
    const fetchMock = mockFormApi(() => Response.json(answer));
    const ui = userEvent.setup();
    const { onPlaced } = renderCheckout();
    const country = screen.getByRole('combobox', { name: 'Страна регистрации юрлица' });
    expect(country).toHaveValue('RU');
    expect(within(country).getAllByRole('option')[0]).toHaveTextContent('Россия');

    await fillBuyer(ui);
    await ui.type(screen.getByRole('textbox', { name: 'Наименование организации' }), 'Albion Ltd');
    await ui.type(screen.getByRole('textbox', { name: 'ИНН организации' }), 'GB123456789');
    await ui.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'ИНН организации' })).toHaveAccessibleDescription(
        'Неверный ИНН',
      ),
    );

    await ui.selectOptions(country, 'GB');
    const taxId = screen.getByRole('textbox', { name: 'Налоговый номер' });
    expect(taxId).not.toHaveAttribute('inputmode');
    expect(taxId).toHaveValue('GB123456789');
    await ui.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(answer));
    expect(submittedCalls(fetchMock)[0]!.fields).toMatchObject({
      yur_name: 'Albion Ltd',
      yur_country: 'GB',
      yur_inn: 'GB123456789',
      save_legal_entity: '0',
    });
    // A guest has no legal entities to keep it in.
    expect(screen.queryByTestId('save-legal-entity')).toBeNull();
  });

  it('offers a customer to keep a payer typed in among their legal entities, but not one picked from them', async () => {
    const user = userFixture({ phone: '+7 (912) 345-67-89' });
    const answer = { user: { ...user, auth_key: 'key' }, order, payment_form: null };
    const fetchMock = mockFormApi(() => Response.json(answer));
    const ui = userEvent.setup();
    const entities = [entity({ id: 1, name: 'ООО «Ромашка»', inn: '7707083893', default_use: true })];
    const { onPlaced } = renderCheckout({
      user,
      entities: [...entities, entity({ id: 2, inn: '500100732259' })],
    });
    await ui.type(screen.getByRole('textbox', { name: /^Фамилия/ }), 'Иванова');
    // The default one is picked: nothing to keep.
    expect(screen.queryByRole('checkbox', { name: 'Сохранить в мои юрлица' })).toBeNull();

    await ui.selectOptions(screen.getByRole('combobox', { name: 'Юрлицо-плательщик' }), '');
    const keep = screen.getByRole('checkbox', { name: 'Сохранить в мои юрлица' });
    expect(keep).toBeChecked();
    await ui.type(screen.getByRole('textbox', { name: 'Наименование организации' }), 'АО «Лютик»');
    await ui.type(screen.getByRole('textbox', { name: 'ИНН организации' }), '7830002293');
    await ui.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(submittedCalls(fetchMock)[0]!.fields).toMatchObject({
      yur_inn: '7830002293',
      yur_country: 'RU',
      save_legal_entity: '1',
    });

    // Unticked, it is not kept; a foreign payer is never offered.
    await ui.click(keep);
    await ui.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(submittedCalls(fetchMock)).toHaveLength(2));
    expect(submittedCalls(fetchMock)[1]!.fields.save_legal_entity).toBe('0');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Страна регистрации юрлица' }), 'BY');
    expect(screen.queryByRole('checkbox', { name: 'Сохранить в мои юрлица' })).toBeNull();
  });
});
