import type { User } from '@storefront/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFormApi, renderForm, submittedCalls } from '@/testing/forms';
import { ConsultForm } from './consult-form';

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const name = () => field(/^Имя/);
const email = () => field('E-mail');
const phone = () => field(/^Телефон/);
const company = () => field(/^Компания/);
const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
};
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Отправить' }));

function signedInUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    clientID: null,
    first_name: 'Мария',
    email: 'maria@example.com',
    phone: '+375 (29) 123-45-67',
    phoneMask: { iso_code_2: 'BY', mask: '375 (##) ###-##-##' },
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
    boughts: 0,
    def_your_name: 'ООО «Вектор»',
    def_your_inn: null,
    ...overrides,
  };
}

describe('ConsultForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has name and company required (starred), e-mail and phone without a star', () => {
    mockFormApi(() => Response.json({ success: true }));
    renderForm(<ConsultForm />);
    expect(name()).toHaveAccessibleName('Имя (обязательное поле)');
    expect(company()).toHaveAccessibleName('Компания (обязательное поле)');
    expect(email()).toHaveAccessibleName('E-mail');
    expect(phone()).toHaveAccessibleName('Телефон');
    expect(screen.getByRole('combobox', { name: 'Код страны' })).toHaveValue('RU');
    expect(screen.getByText('* — обязательные поля')).toBeInTheDocument();
    expect(messageOf(phone())).toHaveTextContent('Достаточно телефона или e-mail');
  });

  it('strips digits from the name as they are typed', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(<ConsultForm />);
    await user.type(name(), 'Ан1н2а3');
    expect(name()).toHaveValue('Анна');
  });

  it('wants a name of at least 3 characters, counted after trimming', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(<ConsultForm />);
    await user.type(name(), '  Ан  ');
    await user.tab();
    expect(name()).toHaveValue('Ан');
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(name())).toHaveTextContent('Введите не менее 3 символов');
    await user.type(name(), 'на');
    await waitFor(() => expect(name()).not.toHaveAttribute('aria-invalid'));
  });

  it('wants a valid e-mail, trimmed', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(<ConsultForm />);
    await user.type(email(), 'anna@');
    await user.tab();
    expect(messageOf(email())).toHaveTextContent('Введите корректный адрес электронной почты');
    await user.clear(email());
    await user.type(email(), '  anna@example.com  ');
    await user.tab();
    expect(email()).toHaveValue('anna@example.com');
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('wants the phone filled to the mask', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(<ConsultForm />);
    await user.type(phone(), '912345');
    await user.tab();
    expect(messageOf(phone())).toHaveTextContent('Введите номер телефона полностью');
  });

  it('wants a company and a phone or an e-mail: an empty form shows them all and sends nothing', async () => {
    const fetchMock = mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(<ConsultForm />);
    await submit(user);

    await waitFor(() => expect(company()).toHaveAttribute('aria-invalid', 'true'));
    expect(messageOf(name())).toHaveTextContent('Заполните это поле');
    expect(messageOf(company())).toHaveTextContent('Заполните это поле');
    expect(messageOf(phone())).toHaveTextContent('Укажите телефон или e-mail');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();

    // An e-mail is enough: the phone's message goes as soon as it is typed.
    await user.type(email(), 'anna@example.com');
    await waitFor(() => expect(phone()).not.toHaveAttribute('aria-invalid'));
    expect(messageOf(phone())).toHaveTextContent('Достаточно телефона или e-mail');
  });

  it('sends the request with the phone’s country code and the human check’s token, then says so', async () => {
    const fetchMock = mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    const onSuccess = vi.fn();
    renderForm(<ConsultForm onSuccess={onSuccess} />);
    await user.type(name(), 'Анна Петрова');
    await user.type(phone(), '9123456789');
    await user.type(company(), ' ООО Ромашка ');
    await submit(user);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Отправлено! Мы скоро свяжемся с вами'),
    );
    expect(onSuccess).toHaveBeenCalledTimes(1);
    const [sent] = submittedCalls(fetchMock);
    expect(sent?.path).toBe('/api/consult');
    expect(sent?.fields).toMatchObject({
      name: 'Анна Петрова',
      phone: '+7 (912) 345-67-89',
      company: 'ООО Ромашка',
      lang: 'ru-RU',
    });
    expect(sent?.fields).not.toHaveProperty('email');
    expect(sent?.fields.token).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('shows the server’s refusal translated', async () => {
    mockFormApi(() => Response.json({ error: 'TooManyRequests' }, { status: 429 }));
    const user = userEvent.setup();
    renderForm(<ConsultForm />);
    await user.type(name(), 'Анна');
    await user.type(email(), 'anna@example.com');
    await user.type(company(), 'ООО Ромашка');
    await submit(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Слишком много запросов. Попробуйте позже'),
    );
  });

  it('is prefilled from the signed-in user: name, e-mail, phone with its country, company', () => {
    mockFormApi(() => Response.json({ success: true }));
    renderForm(<ConsultForm user={signedInUser()} />);
    expect(name()).toHaveValue('Мария');
    expect(email()).toHaveValue('maria@example.com');
    expect(screen.getByRole('combobox', { name: 'Код страны' })).toHaveValue('BY');
    expect(phone()).toHaveValue('+375 (29) 123-45-67');
    expect(company()).toHaveValue('ООО «Вектор»');
  });

  it('is empty for a user without a phone or a company', () => {
    mockFormApi(() => Response.json({ success: true }));
    renderForm(<ConsultForm user={signedInUser({ phone: null, phoneMask: null, def_your_name: null })} />);
    expect(phone()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Код страны' })).toHaveValue('RU');
    expect(company()).toHaveValue('');
  });
});
