import { type CallRoute, defineRoute, humanCheckToken, phoneField } from '@storefront/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { postCall, readRouteAnswer } from '@/lib/api-client';

/** Sends a call that exists only in this test, as callApi sends the shop's calls. */
const sendTestCall = async (call: CallRoute, body: object) =>
  readRouteAnswer(call, await postCall(call, body));
import { mockFormApi, renderForm, submittedCalls } from '@/testing/forms';
import { Form } from './form';
import { PhoneField } from './phone-field';
import { useContractForm } from './use-contract-form';

/** A call with a phone field (its route and body; not in the contract's registry). */
const phoneCall = {
  ...defineRoute({
    path: '/api/test-phone',
    access: 'anyone',
    humanCheck: true,
    writes: true,
    fallbackError: 'UnknownError',
  }),
  body: z.object({ phone: phoneField, token: humanCheckToken }),
};

const loadPhoneRules = () => Promise.resolve(phoneCall.body);

function PhoneForm({ phone = '', defaultCountry }: { phone?: string; defaultCountry?: string }) {
  const form = useContractForm({ schema: loadPhoneRules, defaultValues: { phone } });
  return (
    <Form
      form={form}
      onSubmit={(values, token) => sendTestCall(phoneCall, { ...values, token: token ?? '' })}
      submitLabel="Отправить"
    >
      <PhoneField name="phone" label="Телефон" required defaultCountry={defaultCountry} />
    </Form>
  );
}

const phoneInput = () => screen.getByRole('textbox', { name: /Телефон/ });
const countrySelect = () => screen.getByRole('combobox', { name: 'Код страны' });
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '');

describe('PhoneField', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts on RU with the default mask, a labelled country select and a star', () => {
    mockFormApi(() => Response.json({ success: true }));
    renderForm(<PhoneForm />);
    expect(countrySelect()).toHaveValue('RU');
    expect(countrySelect()).toHaveDisplayValue('🇷🇺 Россия +7');
    expect(phoneInput()).toHaveAttribute('placeholder', '+7 (___) ___-__-__');
    expect(phoneInput()).toHaveAttribute('type', 'tel');
    expect(phoneInput()).toHaveAccessibleName('Телефон (обязательное поле)');
  });

  it.each([
    ['RU', '9123456789', '+7 (912) 345-67-89'],
    ['BY', '291234567', '+375 (29) 123-45-67'],
    ['GB', '2071234567', '+44 2071 234567'],
    ['TR', '5321234567', '+90 (532) 123-45-67'],
  ])('masks the number for %s and sends it with the dialling code', async (country, digits, shown) => {
    const fetchMock = mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(<PhoneForm />);
    await user.selectOptions(countrySelect(), country);
    await user.type(phoneInput(), digits);
    expect(phoneInput()).toHaveValue(shown);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await screen.findByText('Отправлено! Мы скоро свяжемся с вами');
    expect(submittedCalls(fetchMock)[0]?.fields.phone).toBe(shown);
  });

  it('takes a number typed with its +code and ignores letters', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(<PhoneForm />);
    await user.type(phoneInput(), '+7 9a12b3456789');
    expect(phoneInput()).toHaveValue('+7 (912) 345-67-89');
  });

  it('reads a pasted Russian number with the trunk prefix 8 as +7', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(<PhoneForm />);
    await user.click(phoneInput());
    await user.paste('8 (912) 345-67-89');
    expect(phoneInput()).toHaveValue('+7 (912) 345-67-89');
    await user.clear(phoneInput());
    await user.paste('+7 912 345 67 89');
    expect(phoneInput()).toHaveValue('+7 (912) 345-67-89');
  });

  it('reads PhoneMustBeFull until the mask is filled, and sends nothing', async () => {
    const fetchMock = mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(<PhoneForm />);
    // 9 digits: enough for the server's 8-to-15 rule, short of the RU mask.
    await user.type(phoneInput(), '91234567');
    await user.tab();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(phoneInput())).toHaveTextContent('Введите номер телефона полностью');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(submittedCalls(fetchMock)).toHaveLength(0);

    await user.type(phoneInput(), '89');
    await waitFor(() => expect(phoneInput()).not.toHaveAttribute('aria-invalid'));
  });

  it('clears the number when the country changes, and uses the new mask', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(<PhoneForm />);
    await user.type(phoneInput(), '9123456789');
    await user.selectOptions(countrySelect(), 'BY');
    expect(phoneInput()).toHaveValue('');
    expect(phoneInput()).toHaveAttribute('placeholder', '+375 (__) ___-__-__');
    await user.type(phoneInput(), '29');
    expect(phoneInput()).toHaveValue('+375 (29');
  });

  it('reads as empty when only the dialling code is left', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(<PhoneForm />);
    await user.type(phoneInput(), '9');
    await user.type(phoneInput(), '{backspace}');
    await user.tab();
    expect(phoneInput()).toHaveValue('');
    expect(messageOf(phoneInput())).toHaveTextContent('Заполните это поле');
  });

  it('is usable by keyboard: Tab to the country, arrows to choose, Tab to the number', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(<PhoneForm />);
    await user.tab();
    expect(countrySelect()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(phoneInput()).toHaveFocus();
  });

  it('starts on the country of a prefilled number, or the one asked for', () => {
    mockFormApi(() => Response.json({ success: true }));
    const { unmount } = renderForm(<PhoneForm phone="+375 (29) 123-45-67" />);
    expect(countrySelect()).toHaveValue('BY');
    expect(phoneInput()).toHaveValue('+375 (29) 123-45-67');
    unmount();
    renderForm(<PhoneForm phone="+7 (701) 123-45-67" defaultCountry="GB" />);
    expect(countrySelect()).toHaveValue('GB');
  });
});
