import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIMITS } from '../src/common.js';
import { fieldErrors, wireFieldName, type FieldError } from '../src/errors.js';
import {
  editProfileCall,
  userActCall,
  userDocumentsCall,
  userInvoiceCall,
  userOrdersCall,
  userYurlitsaCall,
  userYurlitsoAddCall,
  userYurlitsoDeleteCall,
  userYurlitsoUpdateCall,
  userYurlitsoUseCall,
  legalEntityRequisites,
} from '../src/calls/account.js';
import {
  HUMAN_CHECK_TOKEN_MAX,
  loginByTokenCall,
  loginCall,
  registerCall,
  requestNewPasswordCall,
  resetNewPasswordCall,
  setClientIdCall,
  validateResetTokenCall,
} from '../src/calls/auth.js';
import { addToCartCall, cartPricesSeenCall, listCartCall, removeFromCartCall } from '../src/calls/cart.js';
import { commercialOfferCall, companies2Call, companiesCall } from '../src/calls/companies.js';
import { consultCall } from '../src/calls/consult.js';
import type { ApiCall } from '../src/calls/define.js';
import { calls } from '../src/registry.js';
import { getOrderCall, saveOrderCall, saveOrderFailure } from '../src/calls/order.js';

type Path = readonly (string | number)[];
type Form = Record<string, unknown>;

interface CallCase {
  call: ApiCall;
  body: Form;
  query?: Form;
  /** Fields of the body that must be filled. */
  required: Path[];
  /** Fields of the query that must be filled. */
  requiredQuery?: Path[];
  /** A text field of the body (or of the query) and its maximum length. */
  longest: [Path, number] | [Path, number, 'query'];
}

const token = 'human-check-token';
const auth_key = 'a'.repeat(32);
const sberbank = {
  auth_key,
  name: 'ПАО Сбербанк',
  inn: '7707083893',
  ogrn: '1027700132195',
  yur_address: '117997, г. Москва, ул. Вавилова, д. 19',
  rasch_sch: '40702810938000000001',
  kpp: '773601001',
  bik: '044525225',
  bank: 'ПАО Сбербанк',
  token,
};
const companySearch = { lang: 'ru-RU', query: 'Сбербанк', country_id: '1', code: '', page: '1' };

const cases: CallCase[] = [
  {
    call: loginCall,
    body: {
      LoginForm: { username: 'ivan@example.ru', password: 'secret', rememberMe: '1' },
      cart_ids: ['1', '2'],
      cart_key: 'k'.repeat(43),
      clientID: '17000.1',
    },
    required: [
      ['LoginForm', 'username'],
      ['LoginForm', 'password'],
    ],
    longest: [['LoginForm', 'username'], LIMITS.shortText],
  },
  {
    call: registerCall,
    body: {
      SignupForm: { email: 'ivan@example.ru', password: 'secret12', passwordRepeat: 'secret12' },
      token,
      lang: 'ru-RU',
      clientID: '',
    },
    required: [
      ['SignupForm', 'email'],
      ['SignupForm', 'password'],
      ['SignupForm', 'passwordRepeat'],
      ['token'],
    ],
    longest: [['token'], HUMAN_CHECK_TOKEN_MAX],
  },
  {
    call: requestNewPasswordCall,
    body: { PasswordResetRequestForm: { email: 'ivan@example.ru' }, token },
    required: [['PasswordResetRequestForm', 'email'], ['token']],
    longest: [['PasswordResetRequestForm', 'email'], LIMITS.shortText],
  },
  {
    call: validateResetTokenCall,
    body: {},
    query: { token: 'reset-token_123' },
    // Either the body's reset_token or the spec's ?token= will do: the server asks for one of them.
    required: [],
    requiredQuery: [],
    longest: [['token'], LIMITS.shortText, 'query'],
  },
  {
    call: resetNewPasswordCall,
    body: { ResetPasswordForm: { password: 'new-secret' }, reset_token: 'reset-token_123', token },
    required: [['ResetPasswordForm', 'password'], ['reset_token'], ['token']],
    longest: [['reset_token'], LIMITS.shortText],
  },
  {
    call: loginByTokenCall,
    body: { auth_key },
    required: [['auth_key']],
    longest: [['auth_key'], LIMITS.shortText],
  },
  {
    call: setClientIdCall,
    body: { auth_key, clientID: '17000.1' },
    required: [['auth_key'], ['clientID']],
    longest: [['clientID'], LIMITS.shortText],
  },
  {
    call: editProfileCall,
    body: {
      id: '12',
      auth_key,
      first_name: 'Иван',
      email: 'ivan@example.ru',
      phone: '7 (999) 123-45-67',
      telegram: '@ivan',
      country: 'Россия',
      region: 'Москва',
      city: 'Москва',
      address: 'ул. Тверская, 1',
      act_type: 'electronic',
      contact_name: 'Иван',
      contact_phone: '+7 999 123 45 67',
      contact_index: '125009',
      token,
    },
    required: [['id'], ['auth_key'], ['email'], ['token']],
    longest: [['city'], LIMITS.shortText],
  },
  {
    call: userDocumentsCall,
    body: { auth_key, lang: 'ru-RU', doc_type: 'act', pagesize: '10' },
    query: { page: '2' },
    required: [['auth_key']],
    longest: [['auth_key'], LIMITS.shortText],
  },
  {
    call: userActCall,
    body: { auth_key, lang: 'ru-RU' },
    query: { id: '5' },
    required: [['auth_key']],
    requiredQuery: [['id']],
    longest: [['auth_key'], LIMITS.shortText],
  },
  {
    call: userInvoiceCall,
    body: { auth_key, lang: 'en-US' },
    query: { id: '5' },
    required: [['auth_key']],
    requiredQuery: [['id']],
    longest: [['auth_key'], LIMITS.shortText],
  },
  {
    call: userYurlitsaCall,
    body: { auth_key, pagesize: '20' },
    query: { page: '1' },
    required: [['auth_key']],
    longest: [['auth_key'], LIMITS.shortText],
  },
  {
    call: userYurlitsoUseCall,
    body: { auth_key },
    query: { id: '3' },
    required: [['auth_key']],
    requiredQuery: [['id']],
    longest: [['auth_key'], LIMITS.shortText],
  },
  {
    call: userYurlitsoAddCall,
    body: sberbank,
    required: [
      ['auth_key'],
      ['name'],
      ['inn'],
      ['ogrn'],
      ['yur_address'],
      ['rasch_sch'],
      ['bik'],
      ['bank'],
      ['token'],
    ],
    longest: [['bank'], LIMITS.shortText],
  },
  {
    call: userYurlitsoUpdateCall,
    body: sberbank,
    query: { id: '3' },
    required: [
      ['auth_key'],
      ['name'],
      ['inn'],
      ['ogrn'],
      ['yur_address'],
      ['rasch_sch'],
      ['bik'],
      ['bank'],
      ['token'],
    ],
    requiredQuery: [['id']],
    longest: [['name'], LIMITS.shortText],
  },
  {
    call: userYurlitsoDeleteCall,
    body: { auth_key },
    query: { id: '3' },
    required: [['auth_key']],
    requiredQuery: [['id']],
    longest: [['auth_key'], LIMITS.shortText],
  },
  {
    call: userOrdersCall,
    body: { auth_key, lang: 'ru-RU', pagesize: '10' },
    query: { page: '1' },
    required: [['auth_key']],
    longest: [['auth_key'], LIMITS.shortText],
  },
  {
    call: companiesCall,
    body: companySearch,
    required: [['query'], ['country_id']],
    longest: [['query'], LIMITS.shortText],
  },
  {
    call: companies2Call,
    body: companySearch,
    query: { page: '2' },
    required: [['query'], ['country_id']],
    longest: [['query'], LIMITS.shortText],
  },
  {
    call: commercialOfferCall,
    body: {
      lang: 'ru-RU',
      country_id: '1',
      company_name: 'ПАО Сбербанк',
      company_country: 'Россия',
      company_inn: '7707083893',
      company_date: '20.06.1991',
    },
    required: [['country_id'], ['company_name']],
    longest: [['company_name'], LIMITS.shortText],
  },
  {
    call: listCartCall,
    body: { lang: 'ru-RU', customer_id: '', cart_ids: ['4', '5'], cart_key: 'k'.repeat(43) },
    required: [],
    longest: [['lang'], 16],
  },
  {
    call: addToCartCall,
    body: {
      lang: 'ru-RU',
      customer_id: '12',
      cart_ids: ['4'],
      cart_key: 'k'.repeat(43),
      company: {
        id: '1000000001',
        name: 'ООО Ромашка',
        inn: '-',
        status: '-',
        type: '-',
        country: 'Россия',
        address: '-',
      },
      product_id: '3',
      price: '19.99',
    },
    required: [['company', 'id'], ['company', 'name'], ['product_id']],
    longest: [['company', 'name'], LIMITS.shortText],
  },
  {
    call: cartPricesSeenCall,
    body: {
      lang: 'ru-RU',
      customer_id: '',
      cart_ids: ['4', '5'],
      cart_key: 'k'.repeat(43),
      seen: [{ id: '4', price: '19.99', ruble_price: '1969' }],
    },
    required: [
      ['seen', 0, 'id'],
      ['seen', 0, 'price'],
    ],
    longest: [['cart_key'], LIMITS.shortText],
  },
  {
    call: removeFromCartCall,
    body: { lang: 'ru-RU', customer_id: '', cart_ids: ['4', '5'], cart_key: 'k'.repeat(43), cart_id: '5' },
    required: [['cart_id']],
    longest: [['lang'], 16],
  },
  {
    call: saveOrderCall,
    body: {
      lang: 'ru-RU',
      customer_id: '',
      cart_ids: ['4', '5'],
      cart_key: 'k'.repeat(43),
      first_name: 'Иван',
      last_name: 'Петров',
      middle_name: 'Сергеевич',
      email: 'ivan@example.ru',
      phone: '7 (999) 123-45-67',
      yur_name: 'ПАО Сбербанк',
      yur_inn: '7707083893',
      delivery_country: 'Россия',
      delivery_region: 'Москва',
      delivery_city: 'Москва',
      delivery_address: 'ул. Тверская, 1',
      contact_name: 'Иван',
      contact_phone: '7 (999) 123-45-67',
      contact_index: '125009',
      payment_method: 'card',
      comment: 'Позвоните перед доставкой',
      token,
      clientID: '17000.1',
    },
    required: [['first_name'], ['last_name'], ['email'], ['phone'], ['payment_method'], ['token']],
    longest: [['comment'], LIMITS.longText],
  },
  {
    call: getOrderCall,
    body: { lang: 'ru-RU' },
    query: { order_id: '42' },
    required: [],
    requiredQuery: [['order_id']],
    longest: [['lang'], 16],
  },
  {
    call: consultCall,
    body: {
      name: 'Иван',
      email: 'ivan@example.ru',
      phone: '7 (999) 123-45-67',
      company: 'ООО Ромашка',
      token,
    },
    required: [['name'], ['company'], ['token']],
    longest: [['company'], LIMITS.shortText],
  },
];

function withValue(form: Form, path: Path, value: unknown): Form {
  const copy: Form = structuredClone(form);
  let target = copy;
  for (const segment of path.slice(0, -1)) target = target[segment] as Form;
  const last = String(path.at(-1));
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

function errorsOf(schema: z.ZodType, input: unknown): FieldError[] {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrors(result.error, input);
}

const keysAt = (errors: FieldError[], field: string) =>
  errors.filter((error) => error.field === field).map((error) => error.key);

describe.each(cases.map((entry) => [entry.call.path, entry] as const))('%s', (_, entry) => {
  const { call, body, query = {}, required, requiredQuery = [], longest } = entry;

  it('reads a valid request', () => {
    expect(errorsOf(call.body, body)).toEqual([]);
    expect(errorsOf(call.query, query)).toEqual([]);
  });

  it.each(required.map((path) => [wireFieldName(path), path] as const))('needs %s', (field, path) => {
    expect(keysAt(errorsOf(call.body, withValue(body, path, undefined)), field)).toEqual([
      'FieldCannotBeEmpty',
    ]);
    expect(keysAt(errorsOf(call.body, withValue(body, path, '  ')), field)).toEqual(['FieldCannotBeEmpty']);
  });

  it.each(requiredQuery.map((path) => [wireFieldName(path), path] as const))(
    'needs %s in the query',
    (field, path) => {
      expect(keysAt(errorsOf(call.query, withValue(query, path, undefined)), field)).toEqual([
        'FieldCannotBeEmpty',
      ]);
    },
  );

  it(`caps ${wireFieldName(longest[0])} at ${longest[1]} characters`, () => {
    const [path, max, part] = longest;
    const schema = part === 'query' ? call.query : call.body;
    const form = part === 'query' ? query : body;
    expect(errorsOf(schema, withValue(form, path, 'x'.repeat(max)))).not.toContainEqual(
      expect.objectContaining({ key: 'FieldMustBeMaxLength' }),
    );
    expect(errorsOf(schema, withValue(form, path, 'x'.repeat(max + 1)))).toContainEqual({
      key: 'FieldMustBeMaxLength',
      field: wireFieldName(path),
      args: [max],
    });
  });

  if ('cart_ids' in body) {
    it('caps cart_ids at 100 items', () => {
      const ids = (count: number) => Array.from({ length: count }, (__, index) => String(index + 1));
      expect(errorsOf(call.body, { ...body, cart_ids: ids(LIMITS.maxCartItems) })).toEqual([]);
      expect(errorsOf(call.body, { ...body, cart_ids: ids(LIMITS.maxCartItems + 1) })).toEqual([
        { key: 'TooManyItems', field: 'cart_ids', args: [LIMITS.maxCartItems] },
      ]);
    });

    it('reads a single cart_ids value as a list of one', () => {
      expect(call.body.parse({ ...body, cart_ids: '7' })).toMatchObject({ cart_ids: [7] });
      expect(call.body.parse({ ...body, cart_ids: undefined })).toMatchObject({ cart_ids: [] });
    });

    it('reports the wrong cart id by its index', () => {
      expect(errorsOf(call.body, { ...body, cart_ids: ['1', 'x'] })).toEqual([
        { key: 'FieldHasWrongType', field: 'cart_ids[1]' },
      ]);
    });
  }
});

describe('the guest cart’s key', () => {
  const takingCartIds = Object.entries(calls).filter(
    ([, call]) => call.body instanceof z.ZodObject && 'cart_ids' in call.body.shape,
  );

  it('is taken by every call that reads, changes, merges or orders a guest’s cart_ids', () => {
    expect(takingCartIds.map(([name]) => name).sort()).toEqual([
      'addToCart',
      'cartPricesSeen',
      'confirmEmail',
      'listCart',
      'login',
      'removeFromCart',
      'saveOrder',
      'settings',
    ]);
    for (const [name, call] of takingCartIds)
      expect(Object.keys((call.body as z.ZodObject).shape), name).toContain('cart_key');
  });

  it('is optional text: absent or empty for a guest without a cart, capped like any short text', () => {
    const body = { lang: 'ru-RU', cart_ids: ['4'] };
    expect(listCartCall.body.parse(body).cart_key).toBeUndefined();
    expect(listCartCall.body.parse({ ...body, cart_key: '' }).cart_key).toBeUndefined();
    expect(errorsOf(listCartCall.body, { ...body, cart_key: 'k'.repeat(LIMITS.shortText + 1) })).toEqual([
      { key: 'FieldMustBeMaxLength', field: 'cart_key', args: [LIMITS.shortText] },
    ]);
  });

  it('is answered by an add that made a new guest cart, and only added to the answer', () => {
    expect(addToCartCall.answer.parse({ cart: [], cart_key: 'k'.repeat(43) }).cart_key).toBe('k'.repeat(43));
    expect(addToCartCall.answer.parse({ cart: [] })).toEqual({ cart: [] });
  });
});

describe('auth calls', () => {
  const login = cases[0]!.body;

  it('reads rememberMe as a 0/1 flag, off when absent', () => {
    expect(
      loginCall.body.parse(withValue(login, ['LoginForm', 'rememberMe'], '1')).LoginForm.rememberMe,
    ).toBe(true);
    expect(
      loginCall.body.parse(withValue(login, ['LoginForm', 'rememberMe'], '0')).LoginForm.rememberMe,
    ).toBe(false);
    expect(
      loginCall.body.parse(withValue(login, ['LoginForm', 'rememberMe'], undefined)).LoginForm.rememberMe,
    ).toBe(false);
    expect(
      keysAt(
        errorsOf(loginCall.body, withValue(login, ['LoginForm', 'rememberMe'], 'yes')),
        'LoginForm[rememberMe]',
      ),
    ).toEqual(['FieldHasWrongType']);
  });

  it('takes passwords as typed', () => {
    expect(
      loginCall.body.parse(withValue(login, ['LoginForm', 'password'], ' pass ')).LoginForm.password,
    ).toBe(' pass ');
  });

  const signup = (form: Form) => ({ SignupForm: form, token });

  it('needs the password repeated exactly', () => {
    const errors = errorsOf(
      registerCall.body,
      signup({ email: 'ivan@example.ru', password: 'secret12', passwordRepeat: 'secret21' }),
    );
    expect(errors).toEqual([{ key: 'PasswordShouldBeTheSame', field: 'SignupForm[passwordRepeat]' }]);
  });

  it('reports a mismatch alongside other errors, but not on top of a password error', () => {
    expect(
      errorsOf(
        registerCall.body,
        signup({ email: 'nope', password: 'secret12', passwordRepeat: 'other123' }),
      ),
    ).toEqual([
      { key: 'FieldMustBeEmail', field: 'SignupForm[email]' },
      { key: 'PasswordShouldBeTheSame', field: 'SignupForm[passwordRepeat]' },
    ]);
    expect(
      errorsOf(
        registerCall.body,
        signup({ email: 'ivan@example.ru', password: '1234567', passwordRepeat: '12345678' }),
      ),
    ).toEqual([{ key: 'FieldMustBeMinLength', field: 'SignupForm[password]', args: [8] }]);
  });

  it.each(['ivan', 'ivan@', '@example.ru', 'ivan@example', 'iv an@example.ru'])(
    'rejects the email %j',
    (email) => {
      expect(errorsOf(requestNewPasswordCall.body, { PasswordResetRequestForm: { email }, token })).toEqual([
        { key: 'FieldMustBeEmail', field: 'PasswordResetRequestForm[email]' },
      ]);
    },
  );

  it('trims emails', () => {
    expect(
      requestNewPasswordCall.body.parse({ PasswordResetRequestForm: { email: ' ivan@example.ru ' }, token }),
    ).toEqual({
      PasswordResetRequestForm: { email: 'ivan@example.ru' },
      token,
    });
  });

  it('caps the human-check token at 4000 characters on every call that has one', () => {
    const withToken = cases.filter((entry) => 'token' in entry.body);
    expect(withToken.map((entry) => entry.call.path).sort()).toEqual(
      [
        '/api/consult',
        '/api/edit-profile',
        '/api/register',
        '/api/request-new-password',
        '/api/reset-new-password',
        '/api/save-order',
        '/api/user-yurlitso-add',
        '/api/user-yurlitso-update',
      ].sort(),
    );
    for (const entry of withToken) {
      expect(errorsOf(entry.call.body, { ...entry.body, token: 'x'.repeat(4001) })).toEqual([
        { key: 'FieldMustBeMaxLength', field: 'token', args: [4000] },
      ]);
    }
  });
});

/** What a form sends as `name[length][x]=1`: an object with a `length`, without a prototype. */
function withLength(): Record<string, unknown> {
  return Object.assign(Object.create(null) as object, {
    length: Object.assign(Object.create(null) as object, { x: '1' }),
  });
}

describe('requests of the wrong shape never make a schema throw', () => {
  const notObjects = [undefined, null, 'x', '', ['x'], 7, withLength()];

  it('report the form itself on register (issue: a missing SignupForm answered 500)', () => {
    expect(errorsOf(registerCall.body, { lang: 'ru-RU' })).toEqual([
      { key: 'FieldCannotBeEmpty', field: 'SignupForm' },
      { key: 'FieldCannotBeEmpty', field: 'token' },
    ]);
    expect(errorsOf(registerCall.body, { token })).toEqual([
      { key: 'FieldCannotBeEmpty', field: 'SignupForm' },
    ]);
    expect(errorsOf(registerCall.body, { SignupForm: 'x', token })).toEqual([
      { key: 'FieldHasWrongType', field: 'SignupForm' },
    ]);
  });

  it.each(Object.entries(calls))('never throw on %s, at the top or for a nested form', (_, call) => {
    for (const value of notObjects) {
      expect(() => call.body.safeParse(value)).not.toThrow();
      expect(() => call.query.safeParse(value)).not.toThrow();
    }
    const shape = (call.body as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
    for (const [field, schema] of Object.entries(shape)) {
      for (const value of notObjects) expect(() => call.body.safeParse({ [field]: value })).not.toThrow();
      const inner = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
      for (const key of Object.keys(inner))
        expect(() => call.body.safeParse({ [field]: { [key]: withLength() } })).not.toThrow();
    }
  });

  it('reports a text field sent as an object with a length as a wrong type', () => {
    expect(errorsOf(registerCall.body, { SignupForm: { email: withLength() }, token })).toContainEqual({
      key: 'FieldHasWrongType',
      field: 'SignupForm[email]',
    });
    expect(errorsOf(calls.faqs.body, { lang: withLength() })).toEqual([
      { key: 'FieldHasWrongType', field: 'lang' },
    ]);
  });

  it('never throw on the requisites and the save-order failure', () => {
    for (const value of notObjects) {
      expect(legalEntityRequisites.safeParse(value).success).toBe(false);
      expect(saveOrderFailure.safeParse(value).success).toBe(false);
    }
  });
});

describe('consult', () => {
  const form = {
    name: 'Иван',
    email: 'ivan@example.ru',
    phone: '7 (999) 123-45-67',
    company: 'ООО Ромашка',
    token,
  };

  it('strips digits from the name before measuring it', () => {
    expect(consultCall.body.parse({ ...form, name: 'Ив4ан 2' }).name).toBe('Иван');
    expect(errorsOf(consultCall.body, { ...form, name: 'Ив12' })).toEqual([
      { key: 'FieldMustBeMinLength', field: 'name', args: [3] },
    ]);
    expect(errorsOf(consultCall.body, { ...form, name: '12345' })).toEqual([
      { key: 'FieldCannotBeEmpty', field: 'name' },
    ]);
  });

  it('needs a phone or an email, reported on the phone', () => {
    expect(errorsOf(consultCall.body, { ...form, phone: undefined })).toEqual([]);
    expect(errorsOf(consultCall.body, { ...form, email: '' })).toEqual([]);
    expect(errorsOf(consultCall.body, { ...form, email: '', phone: ' ' })).toEqual([
      { key: 'EmailOrPhoneRequired', field: 'phone' },
    ]);
    expect(errorsOf(consultCall.body, { ...form, name: '', email: undefined, phone: undefined })).toEqual([
      { key: 'FieldCannotBeEmpty', field: 'name' },
      { key: 'EmailOrPhoneRequired', field: 'phone' },
    ]);
  });

  it.each([
    ['+7 (999) 123-45-67', []],
    ['79991234567', []],
    ['+44 20 7946 0958', []],
    ['7 (999) 123', [{ key: 'PhoneMustBeFull', field: 'phone' }]],
    ['7 (999) 123-45-67-89-01', []],
    ['7 (999) 123-45-67-89-012', [{ key: 'PhoneMustBeFull', field: 'phone' }]],
    ['call me', [{ key: 'FieldHasWrongValue', field: 'phone' }]],
  ])('checks the phone %j', (phone, errors) => {
    expect(errorsOf(consultCall.body, { ...form, phone })).toEqual(errors);
  });

  it('checks an email that is given', () => {
    expect(errorsOf(consultCall.body, { ...form, email: 'ivan' })).toEqual([
      { key: 'FieldMustBeEmail', field: 'email' },
    ]);
  });
});

describe('legal-entity requisites', () => {
  const errors = (changes: Form) => errorsOf(userYurlitsoAddCall.body, { ...sberbank, ...changes });

  it.each([
    ['inn', { inn: '7707083894' }, 'InnIsInvalid'],
    ['ogrn', { ogrn: '1027700132196' }, 'OgrnIsInvalid'],
    ['kpp', { kpp: '77360100' }, 'KppIsInvalid'],
    ['bik', { bik: '144525225' }, 'BikIsInvalid'],
    ['rasch_sch', { rasch_sch: '40702810838000000001' }, 'AccountIsInvalid'],
    ['rasch_sch', { rasch_sch: '4070281093800000000' }, 'AccountIsInvalid'],
  ])('checks %s', (field, changes, key) => {
    expect(errors(changes)).toEqual([{ key, field }]);
  });

  it('checks the account against the bank', () => {
    expect(errors({ bik: '044525974' })).toEqual([{ key: 'AccountIsInvalid', field: 'rasch_sch' }]);
  });

  it('needs a KPP and an OGRN for an organisation, an OGRNIP and no KPP for an entrepreneur', () => {
    expect(errors({ kpp: '' })).toEqual([{ key: 'FieldCannotBeEmpty', field: 'kpp' }]);
    expect(errors({ ogrn: '304500116000157' })).toEqual([{ key: 'OgrnIsInvalid', field: 'ogrn' }]);
    expect(errors({ inn: '500100732259', ogrn: '304500116000157', kpp: '' })).toEqual([]);
    expect(errors({ inn: '500100732259', ogrn: '1027700132195', kpp: '' })).toEqual([
      { key: 'OgrnIsInvalid', field: 'ogrn' },
    ]);
  });

  it('checks update bodies the same way', () => {
    expect(errorsOf(userYurlitsoUpdateCall.body, { ...sberbank, inn: '7707083894' })).toEqual([
      { key: 'InnIsInvalid', field: 'inn' },
    ]);
  });
});

describe('save-order', () => {
  const body = cases.find((entry) => entry.call === saveOrderCall)!.body;

  it('checks an INN that is given and accepts none', () => {
    expect(errorsOf(saveOrderCall.body, { ...body, yur_inn: '' })).toEqual([]);
    expect(errorsOf(saveOrderCall.body, { ...body, yur_inn: '1234567890' })).toEqual([
      { key: 'InnIsInvalid', field: 'yur_inn' },
    ]);
    expect(errorsOf(saveOrderCall.body, { ...body, yur_country: 'RU', yur_inn: 'DE123456789' })).toEqual([
      { key: 'InnIsInvalid', field: 'yur_inn' },
    ]);
  });

  it("takes a foreign payer's tax id with letters, in the same field, and checks only its shape", () => {
    const foreign = { ...body, yur_name: 'Muster GmbH', yur_country: 'de', yur_inn: 'DE 123456789' };
    expect(errorsOf(saveOrderCall.body, foreign)).toEqual([]);
    expect(saveOrderCall.body.parse(foreign)).toMatchObject({ yur_country: 'DE', yur_inn: 'DE 123456789' });
    // A Russian INN's check digits do not apply abroad.
    expect(errorsOf(saveOrderCall.body, { ...foreign, yur_inn: '1234567890' })).toEqual([]);
    expect(errorsOf(saveOrderCall.body, { ...foreign, yur_inn: 'DE-12345#6789' })).toEqual([
      { key: 'TaxIdIsInvalid', field: 'yur_inn' },
    ]);
    expect(errorsOf(saveOrderCall.body, { ...foreign, yur_inn: 'x'.repeat(33) })).toEqual([
      { key: 'FieldMustBeMaxLength', field: 'yur_inn', args: [32] },
    ]);
    expect(errorsOf(saveOrderCall.body, { ...foreign, yur_country: 'Germany' })).toEqual([
      { key: 'FieldHasWrongValue', field: 'yur_country' },
    ]);
  });

  it('saves the payer among the legal entities only when asked', () => {
    expect(saveOrderCall.body.parse(body).save_legal_entity).toBe(false);
    expect(saveOrderCall.body.parse({ ...body, save_legal_entity: '1' }).save_legal_entity).toBe(true);
  });

  const item = {
    id: 4,
    thumb: '/uploads/egrul.png',
    product_name: 'Выписка из ЕГРЮЛ',
    company_name: 'ПАО Сбербанк',
    company_inn: '7707083893',
    company_country: 'Россия',
    product_duration: { from: 1, text: '1', to: 3 },
    product_price: '19.99 €',
    product_price_num: 19.99,
    product_ruble_price_num: 1969,
    delivery: false,
    product_id: 3,
  };
  const order = {
    id: 42,
    number: 'A-000042',
    status: 'awaiting_payment',
    created_at: '2026-11-21T14:05:00Z',
    items: [item],
    total_eur: 19.99,
    total_rub: 1969,
    ruble_course: '98.45',
    ruble_course_date: '2026-11-21',
    delivery: null,
    payment_method: 'card',
    email: 'ivan@example.ru',
    yur_name: null,
    yur_inn: null,
    paid_at: null,
    expected_date: '2026-11-26',
    expected_date_estimate: false,
    duration_days: 3,
    can_pay: true,
    payment: {
      provider: 'sandbox',
      status: 'failed',
      failure: 'PaymentDeclined',
      updated_at: '2026-11-21T14:06:00Z',
    },
    documents: [
      {
        id: 7,
        type: 'invoice',
        number: 'A-000042',
        issued_at: '2026-11-21T14:05:00Z',
        url: '/api/user-invoice?id=7',
      },
    ],
    shipments: [],
  };
  const user = {
    id: 12,
    auth_key,
    clientID: null,
    first_name: 'Иван',
    email: 'ivan@example.ru',
    phone: '79991234567',
    phoneMask: { iso_code_2: 'RU', mask: '7 (###) ###-##-##' },
    telegram: null,
    country: null,
    region: null,
    city: null,
    address: null,
    act_type: null,
    contact_name: null,
    contact_phone: null,
    contact_phoneMask: null,
    contact_index: null,
    boughts: 1,
    def_your_name: null,
    def_your_inn: null,
  };

  it('answers with the logged-in user, the order and the payment form', () => {
    const paymentForm = {
      provider: 'demo',
      action: 'https://pay.example.com/form',
      method: 'POST',
      fields: { order: '42' },
    };
    expect(saveOrderCall.answer.safeParse({ user, order, payment_form: paymentForm }).success).toBe(true);
    expect(saveOrderCall.answer.safeParse({ user, order, payment_form: null }).success).toBe(true);
    expect(
      saveOrderCall.answer.safeParse({ user: { ...user, auth_key: undefined }, order, payment_form: null })
        .success,
    ).toBe(false);
    expect(getOrderCall.answer.safeParse({ order }).success).toBe(true);
    expect(getOrderCall.answer.safeParse({ order: { ...order, status: 'new' } }).success).toBe(false);
    expect(getOrderCall.answer.safeParse({ order: { ...order, payment_method: 'cash' } }).success).toBe(
      false,
    );
  });

  it('describes the failure answer', () => {
    expect(saveOrderFailure.safeParse({ userExists: true }).success).toBe(true);
    expect(saveOrderFailure.safeParse({ error: 'ErrorSavingOrder' }).success).toBe(true);
    expect(saveOrderFailure.safeParse({ userExists: false, error: 'ErrorSavingOrder' }).success).toBe(true);
    expect(saveOrderFailure.safeParse({}).success).toBe(false);
  });
});

describe('answers', () => {
  it('pages documents, legal entities and bought products', () => {
    const document = {
      id: 1,
      doc_type: 'invoice',
      number: '17',
      date: '2026-11-21',
      order_id: 42,
      order_number: 'A-000042',
      total_eur: 19.99,
      total_rub: 1969,
    };
    expect(
      userDocumentsCall.answer.safeParse({ documents: { count: 1, list: [document], page: 1 } }).success,
    ).toBe(true);
    expect(
      userDocumentsCall.answer.safeParse({
        documents: { count: 1, list: [{ ...document, doc_type: 'receipt' }], page: 1 },
      }).success,
    ).toBe(false);

    const entity = { id: 3, ...sberbank, default_use: true };
    expect(
      userYurlitsaCall.answer.safeParse({ yourlitsa: { count: 1, list: [entity], page: 1 } }).success,
    ).toBe(true);

    const bought = {
      id: 9,
      order_id: 42,
      order_number: 'A-000042',
      company_name: 'ПАО Сбербанк',
      company_inn: '7707083893',
      company_country: 'Россия',
      product_name: 'Выписка из ЕГРЮЛ',
      status: 'ready',
      order_status: 'completed',
      expected_date: '2026-11-26',
      expected_date_estimate: false,
      created_at: '2026-11-21T14:05:00Z',
      fulfilled_at: null,
      price_num: 19.99,
      ruble_price_num: 1969,
      file_url: null,
      shipment: null,
    };
    expect(userOrdersCall.answer.safeParse({ orders: { count: 1, list: [bought], page: 1 } }).success).toBe(
      true,
    );
  });

  it('downloads PDFs under their file names', () => {
    const files = [userActCall, userInvoiceCall, commercialOfferCall].map((call) => [
      call.path,
      call.answerKind,
    ]);
    expect(files).toEqual([
      ['/api/user-act', { type: 'file', contentType: 'application/pdf', filename: 'act.pdf' }],
      ['/api/user-invoice', { type: 'file', contentType: 'application/pdf', filename: 'invoice.pdf' }],
      ['/api/commercial-offer', { type: 'file', contentType: 'application/pdf', filename: 'offer.pdf' }],
    ]);
    expect(cases.filter((entry) => entry.call.answerKind.type === 'file')).toHaveLength(3);
  });

  it('falls back to the keys of spec section 8', () => {
    const fallbacks = Object.fromEntries(cases.map((entry) => [entry.call.path, entry.call.fallbackError]));
    expect(fallbacks).toMatchObject({
      '/api/login': 'LoginIncorrect',
      '/api/register': 'RegisterIncorrect',
      '/api/request-new-password': 'RegisterIncorrect',
      '/api/reset-new-password': 'PasswordResetFailed',
      '/api/consult': 'ConsultIncorrect',
      '/api/edit-profile': 'ProfileEditIncorrect',
      '/api/login-by-token': 'IncorrectToken',
      '/api/user-documents': 'ErrorFetchingDocuments',
      '/api/user-act': 'ErrorFetchingAct',
      '/api/user-invoice': 'ErrorFetchingAct',
      '/api/user-yurlitsa': 'ErrorFetchingYurlitsa',
      '/api/user-products': 'ErrorFetchingReceived',
      '/api/user-yurlitso-add': 'ErrorUpdatingYurlitso',
      '/api/user-yurlitso-update': 'ErrorUpdatingYurlitso',
      '/api/user-yurlitso-use': 'ErrorUpdatingYurlitso',
      '/api/user-yurlitso-delete': 'ErrorUpdatingYurlitso',
      '/api/save-order': 'ErrorSavingOrder',
      '/api/get-order': 'Error fetching order',
      '/api/commercial-offer': 'ErrorFetchingPriceList',
    });
  });
});
