import { type CallRoute, defineRoute, humanCheckToken, optionalEmailField } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { verifySolution } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { postCall, readRouteAnswer } from '@/lib/api-client';

/** Sends a call that exists only in this test, as callApi sends the shop's calls. */
const sendTestCall = async (call: CallRoute, body: object) =>
  readRouteAnswer(call, await postCall(call, body));
import {
  challengeCount,
  type FetchMock,
  mockFormApi,
  renderForm,
  submittedCalls,
  TEST_HMAC_KEY,
} from '@/testing/forms';
import { Form } from './form';
import { TextField } from './text-field';
import { type FormOutput, useContractForm } from './use-contract-form';

/**
 * A call like the shop's forms (its route and body; not in the contract's registry): two required
 * texts, an optional e-mail and the human-check token.
 */
const testCall = {
  ...defineRoute({
    path: '/api/test-form',
    access: 'anyone',
    humanCheck: true,
    writes: true,
    fallbackError: 'ConsultIncorrect',
  }),
  body: z.object({
    name: z.string().trim().min(1).pipe(z.string().min(3)),
    company: z.string().trim().min(1),
    email: optionalEmailField,
    token: humanCheckToken,
  }),
};
type TestOutput = FormOutput<typeof testCall.body>;

/** The same form without a token, like login. */
const tokenlessCall = {
  ...defineRoute({
    path: '/api/test-form',
    access: 'anyone',
    writes: true,
    fallbackError: 'ConsultIncorrect',
  }),
  body: testCall.body.omit({ token: true }),
};

/** The forms' rules as the app gives them: loaded on demand. */
const loadTestRules = () => Promise.resolve(testCall.body);
const loadTokenlessRules = () => Promise.resolve(tokenlessCall.body);

function TestForm({
  onSuccess,
  humanCheck,
  keepFormOnSuccess,
}: {
  onSuccess?: (answer: unknown, values: TestOutput) => void;
  humanCheck?: boolean;
  keepFormOnSuccess?: boolean;
}) {
  const form = useContractForm({
    schema: humanCheck === false ? loadTokenlessRules : loadTestRules,
    defaultValues: { name: '', company: '', email: '' },
    humanCheck,
  });
  return (
    <Form
      form={form}
      onSubmit={(values, token) =>
        humanCheck === false
          ? sendTestCall(tokenlessCall, { ...values, ...(token === undefined ? {} : { token }) })
          : sendTestCall(testCall, { ...values, token: token ?? '' })
      }
      onSuccess={onSuccess}
      submitLabel="Отправить"
      keepFormOnSuccess={keepFormOnSuccess}
      successActions={<button type="button">Ещё</button>}
      requiredHint
    >
      <TextField name="name" label="Имя" required />
      <TextField name="company" label="Компания" required />
      <TextField name="email" type="email" label="E-mail" />
    </Form>
  );
}

const ok = () => Response.json({ success: true });
const refused = (status: number, body: object) => Response.json(body, { status });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Имя/ }), 'Анна');
  await user.type(screen.getByRole('textbox', { name: /Компания/ }), 'ООО Ромашка');
}

const submitButton = () => screen.getByRole('button', { name: 'Отправить' });
const form = () => submitButton().closest('form')!;

describe('Form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts idle: no message, submit enabled, no check run before the form is touched', () => {
    const fetchMock = mockFormApi(ok);
    renderForm(<TestForm />);
    expect(form()).toHaveAttribute('data-state', 'idle');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByText('* — обязательные поля')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is PENDING while sending: submit disabled and the sending message announced', async () => {
    let answer!: (response: Response) => void;
    mockFormApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm(<TestForm />);
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() => expect(form()).toHaveAttribute('data-state', 'pending'));
    expect(submitButton()).toBeDisabled();
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status').some((node) => node.textContent === 'Отправляем данные…')).toBe(
      true,
    );

    // The form is pending before its request goes out (the human check's token comes first): on a
    // busy machine the request may not have been made yet.
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(ok());
    expect(await screen.findByText('Отправлено! Мы скоро свяжемся с вами')).toBeInTheDocument();
  });

  it('is OK on success: the success message, the success event with the answer and the parsed values', async () => {
    const fetchMock = mockFormApi(ok);
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderForm(<TestForm onSuccess={onSuccess} />);
    await user.type(screen.getByRole('textbox', { name: /Имя/ }), '  Анна  ');
    await user.type(screen.getByRole('textbox', { name: /Компания/ }), 'ООО Ромашка');
    await user.click(submitButton());

    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('Отправлено! Мы скоро свяжемся с вами');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ещё' })).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith({ success: true }, { name: 'Анна', company: 'ООО Ромашка' });

    const [sent] = submittedCalls(fetchMock);
    expect(sent?.path).toBe('/api/test-form');
    expect(sent?.fields).toMatchObject({ name: 'Анна', company: 'ООО Ромашка' });
    expect(sent?.fields).not.toHaveProperty('email');
  });

  it('keeps the form and shows the message under it with keepFormOnSuccess', async () => {
    mockFormApi(ok);
    const user = userEvent.setup();
    renderForm(<TestForm keepFormOnSuccess />);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(form()).toHaveAttribute('data-state', 'ok'));
    expect(within(form()).getByRole('status')).toHaveTextContent('Отправлено! Мы скоро свяжемся с вами');
    expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveValue('Анна');
  });

  it.each([
    [
      'the server’s key',
      () => refused(429, { error: 'TooManyRequests' }),
      'Слишком много запросов. Попробуйте позже',
    ],
    ['the call’s fallback key', () => new Response('oops', { status: 502 }), 'Не удалось отправить заявку'],
  ])('is ERROR with %s translated', async (_case, answer, text) => {
    mockFormApi(answer);
    const user = userEvent.setup();
    renderForm(<TestForm />);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(form()).toHaveAttribute('data-state', 'error');
    expect(submitButton()).toBeEnabled();
  });

  it('shows UnknownError when the request never got an answer', async () => {
    mockFormApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderForm(<TestForm />);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Что-то пошло не так. Попробуйте ещё раз'),
    );
  });

  it('on an invalid form marks every field touched, shows the error state with no message, sends nothing and runs no check', async () => {
    const fetchMock = mockFormApi(ok);
    const user = userEvent.setup();
    const { client } = renderForm(<TestForm />);
    await user.click(submitButton());

    await waitFor(() => expect(form()).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('');
    const name = screen.getByRole('textbox', { name: /Имя/ });
    const company = screen.getByRole('textbox', { name: /Компания/ });
    for (const field of [name, company]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)).toHaveTextContent(
        'Заполните это поле',
      );
    }
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.solve).not.toHaveBeenCalled();
  });

  it('sends ALTCHA’s payload as the token, a new one for every submit', async () => {
    const fetchMock = mockFormApi(() => refused(400, { error: 'ConsultIncorrect' }));
    const user = userEvent.setup();
    renderForm(<TestForm />);
    await fillValid(user);
    // Typing in the form already fetched and solved a challenge; the submit takes it.
    expect(challengeCount(fetchMock)).toBe(1);
    await user.click(submitButton());
    await screen.findByText('Не удалось отправить заявку');
    await user.click(submitButton());
    await waitFor(() => expect(submittedCalls(fetchMock)).toHaveLength(2));

    const tokens = submittedCalls(fetchMock).map((call) => call.fields.token!);
    expect(new Set(tokens).size).toBe(2);
    expect(challengeCount(fetchMock)).toBe(2);
    for (const token of tokens) {
      expect(Object.keys(JSON.parse(atob(token))).sort()).toEqual(
        ['algorithm', 'challenge', 'number', 'salt', 'signature', 'took'].sort(),
      );
      expect(await verifySolution(token, TEST_HMAC_KEY)).toBe(true);
    }
  });

  it.each(['HumanCheckExpired', 'HumanCheckUsed'])(
    'runs the check again and retries once when the server answers %s',
    async (key) => {
      let calls = 0;
      const fetchMock = mockFormApi(() =>
        ++calls === 1 ? refused(400, { error: key, field: 'token' }) : ok(),
      );
      const user = userEvent.setup();
      renderForm(<TestForm />);
      await fillValid(user);
      await user.click(submitButton());

      expect(await screen.findByText('Отправлено! Мы скоро свяжемся с вами')).toBeInTheDocument();
      const sent = submittedCalls(fetchMock);
      expect(sent).toHaveLength(2);
      expect(sent[0]!.fields.token).not.toBe(sent[1]!.fields.token);
      expect(challengeCount(fetchMock)).toBe(2);
    },
  );

  it('retries a stale check only once', async () => {
    const fetchMock = mockFormApi(() => refused(400, { error: 'HumanCheckExpired', field: 'token' }));
    const user = userEvent.setup();
    renderForm(<TestForm />);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Проверка устарела. Отправьте форму ещё раз'),
    );
    expect(submittedCalls(fetchMock)).toHaveLength(2);
  });

  it('shows ERROR without sending when the check cannot be run', async () => {
    const fetchMock: FetchMock = vi.fn(async () => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm(<TestForm />);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Проверка не пройдена'));
    expect(fetchMock.mock.calls.every(([url]) => String(url) === '/api/human-check-challenge')).toBe(true);
  });

  it('shows a field the server refuses under that field, with its arguments', async () => {
    mockFormApi(() => refused(400, { error: 'FieldMustBeMinLength', field: 'company', args: [5] }));
    const user = userEvent.setup();
    renderForm(<TestForm />);
    await fillValid(user);
    await user.click(submitButton());

    const company = screen.getByRole('textbox', { name: /Компания/ });
    await waitFor(() => expect(company).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(company.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Введите не менее 5 символов',
    );
    expect(company).toHaveFocus();
    expect(form()).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('sends no token and runs no check when the form has none', async () => {
    const fetchMock = mockFormApi(() => refused(400, { error: 'ConsultIncorrect' }));
    const user = userEvent.setup();
    const { client } = renderForm(<TestForm humanCheck={false} />);
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText('Не удалось отправить заявку');
    expect(challengeCount(fetchMock)).toBe(0);
    expect(client.solve).not.toHaveBeenCalled();
    expect(submittedCalls(fetchMock)[0]?.fields).not.toHaveProperty('token');
  });
});
