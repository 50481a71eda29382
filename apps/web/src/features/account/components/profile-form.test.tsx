import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSettingsQueryOptions, type Settings } from '@/lib/settings/get-settings';
import { accountTexts, userFixture } from '@/testing/account';
import { mockFormApi, renderForm, submittedCalls, TEST_AUTH_KEY } from '@/testing/forms';
import { ProfileForm } from './profile-form';

const profileTexts = {
  ...accountTexts,
  PersonalData: 'Личные данные',
  FirstName: 'Имя',
  LastName: 'Фамилия',
  MiddleName: 'Отчество',
  DeliveryData: 'Данные для доставки',
  Telegram: 'Telegram',
  ActType: 'Закрывающие документы',
  ActTypePaper: 'Оригиналы почтой',
  ActTypeEdo: 'Через ЭДО',
  NotSpecified: 'Не указано',
  Country: 'Страна',
  Region: 'Регион',
  City: 'Город',
  Address: 'Адрес',
  ContactName: 'Контактное лицо',
  ContactPhone: 'Телефон контактного лица',
  ContactIndex: 'Почтовый индекс',
  Save: 'Сохранить',
  ProfileSaved: 'Профиль сохранён',
  EmailIsTaken: 'Этот e-mail уже зарегистрирован',
  CurrentPassword: 'Текущий пароль',
  CurrentPasswordHint: 'E-mail — это логин: чтобы сменить его, введите пароль',
  CurrentPasswordIncorrect: 'Неверный текущий пароль',
};

describe('the profile form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends every field with the id, token and human check, and shows the saved user everywhere', async () => {
    const user = userFixture({
      last_name: 'Соколова',
      phone: '+7 (912) 345-67-89',
      city: 'Москва',
      act_type: 'paper',
    });
    const saved = {
      ...user,
      first_name: 'Мария',
      middle_name: 'Петровна',
      telegram: '@maria',
      contact_phone: '+7 (903) 111-22-33',
    };
    const fetchMock = mockFormApi(() => Response.json({ success: true, user: saved }));
    const ui = userEvent.setup();
    const { queryClient } = renderForm(<ProfileForm user={user} />, {
      texts: profileTexts,
      user,
    });
    expect(screen.getByRole('textbox', { name: /^Телефон$/ })).toHaveValue('+7 (912) 345-67-89');
    expect(screen.getByRole('combobox', { name: 'Закрывающие документы' })).toHaveValue('paper');

    expect(screen.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Соколова');
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Мария');
    await ui.type(screen.getByRole('textbox', { name: 'Отчество' }), 'Петровна');
    await ui.type(screen.getByRole('textbox', { name: 'Telegram' }), '@maria');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Закрывающие документы' }), 'edo');
    await ui.type(screen.getByRole('textbox', { name: 'Телефон контактного лица' }), '9031112233');
    await ui.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Профиль сохранён')).toBeInTheDocument();
    const [call] = submittedCalls(fetchMock);
    expect(call!.path).toBe('/api/edit-profile');
    expect(call!.fields).toMatchObject({
      id: '7',
      auth_key: TEST_AUTH_KEY,
      last_name: 'Соколова',
      first_name: 'Мария',
      middle_name: 'Петровна',
      email: 'maria@example.com',
      phone: '+7 (912) 345-67-89',
      telegram: '@maria',
      city: 'Москва',
      act_type: 'edo',
      contact_phone: '+7 (903) 111-22-33',
    });
    expect(call!.fields.token).toBeTruthy();
    // Blank optional fields are not sent (the server saves them as empty).
    expect(call!.fields.region).toBeUndefined();
    await waitFor(() =>
      expect(
        queryClient.getQueryData<Settings>(getSettingsQueryOptions('ru-RU').queryKey)?.user_data,
      ).toEqual(saved),
    );
  });

  it('asks for the current password only while the e-mail is changed, and sends it with the new one', async () => {
    const user = userFixture();
    const fetchMock = mockFormApi(() =>
      Response.json({ error: 'CurrentPasswordIncorrect', field: 'current_password' }, { status: 400 }),
    );
    const ui = userEvent.setup();
    renderForm(<ProfileForm user={user} />, { texts: profileTexts, user });
    expect(screen.queryByLabelText(/Текущий пароль/)).toBeNull();

    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await ui.clear(email);
    await ui.paste('new@example.com');
    const password = screen.getByLabelText(/Текущий пароль/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription(/введите пароль/);
    await ui.click(password);
    await ui.paste('wrong one');
    await ui.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Неверный текущий пароль')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    const [call] = submittedCalls(fetchMock);
    expect(call!.fields).toMatchObject({ email: 'new@example.com', current_password: 'wrong one' });

    // Back to the saved address: the field goes, and is not sent.
    await ui.clear(email);
    await ui.paste(user.email);
    expect(screen.queryByLabelText(/Текущий пароль/)).toBeNull();
  });

  it('shows an e-mail another account has under the e-mail field', async () => {
    mockFormApi(() => Response.json({ error: 'EmailIsTaken', field: 'email' }, { status: 400 }));
    const ui = userEvent.setup();
    const user = userFixture();
    renderForm(<ProfileForm user={user} />, { texts: profileTexts, user });
    await ui.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Этот e-mail уже зарегистрирован')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
