import type { PhoneMaskOption, User } from '@storefront/contract';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { getAutoLoginQueryOptions } from '@/features/auth/api/auto-login';
import { getSettingsQueryOptions } from '@/lib/settings/get-settings';
import {
  CHALLENGE_PATH,
  fetchChallenge,
  type HumanCheckClient,
  type SolveChallenge,
} from '@/lib/human-check/human-check';
import { HumanCheckProvider } from '@/lib/human-check/human-check-context';
import { settingsFixture } from './fixtures';
import { AppProviders, createTestQueryClient } from './render';
import { startWithToken } from './session';

/** The session token of a signed-in render. */
export const TEST_AUTH_KEY = 'test-auth-key';

/** The HMAC key of the challenges the fake server below hands out. */
export const TEST_HMAC_KEY = 'test-hmac-key';

/** Phone masks as the seed has them, a few of them. */
const phoneMasksFixture: Record<string, PhoneMaskOption> = {
  RU: { code: 'RU', mask: '7 (###) ###-##-##', flag: '🇷🇺', name: 'Россия' },
  BY: { code: 'BY', mask: '375 (##) ###-##-##', flag: '🇧🇾', name: 'Беларусь' },
  GB: { code: 'GB', mask: '44 #### ######', flag: '🇬🇧', name: 'Великобритания' },
  TR: { code: 'TR', mask: '90 (###) ###-##-##', flag: '🇹🇷', name: 'Турция' },
};

/** The form texts of the seed dictionary (ru-RU). */
export const formTexts: Record<string, string> = {
  FieldCannotBeEmpty: 'Заполните это поле',
  FieldMustBeEmail: 'Введите корректный адрес электронной почты',
  FieldMustBeMinLength: 'Введите не менее %s символов',
  FieldMustBeMaxLength: 'Введите не более %s символов',
  PhoneMustBeFull: 'Введите номер телефона полностью',
  EmailOrPhoneRequired: 'Укажите телефон или e-mail',
  UnknownError: 'Что-то пошло не так. Попробуйте ещё раз',
  ConsultIncorrect: 'Не удалось отправить заявку',
  TooManyRequests: 'Слишком много запросов. Попробуйте позже',
  HumanCheckFailed: 'Проверка не пройдена. Обновите страницу и отправьте форму ещё раз',
  HumanCheckExpired: 'Проверка устарела. Отправьте форму ещё раз',
  Send: 'Отправить',
  SendingData: 'Отправляем данные…',
  SentSuccessfully: 'Отправлено! Мы скоро свяжемся с вами',
  RequiredFieldsHint: '* — обязательные поля',
  RequiredField: 'обязательное поле',
  ConsultTitle: 'Бесплатная консультация прямо сейчас',
  ConsultSubtitle: 'Оставьте контакты — специалист перезвонит в течение 15 минут в рабочее время',
  Name: 'Имя',
  Email: 'E-mail',
  Phone: 'Телефон',
  Company: 'Компания',
  PhoneCountry: 'Код страны',
  EmailPlaceholder: 'name@company.ru',
  EmailOrPhoneHint: 'Достаточно телефона или e-mail',
  ConsentPersonalData: 'Отправляя форму, вы соглашаетесь на обработку персональных данных',
  Close: 'Закрыть',
  WriteMessage: 'Написать нам',
  ConsultCtaTitle: 'Не знаете, какой документ нужен?',
  ConsultCtaText: 'Расскажите о задаче — специалист бесплатно подберёт документы, сроки и стоимость',
  ConsultCtaButton: 'Получить консультацию',
};

/** Solves challenges on the test's own thread with ALTCHA's solver (jsdom has no Workers). */
const solveInThread: SolveChallenge = async (challenge) => {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('unsolved');
  return solution;
};

/** The human check as the app runs it, with the challenge fetched (from the mocked fetch) and solved here. */
function testHumanCheckClient(): HumanCheckClient & {
  solve: ReturnType<typeof vi.fn<SolveChallenge>>;
} {
  return { fetchChallenge, solve: vi.fn(solveInThread) };
}

/** A real ALTCHA challenge (cheap: at most 50 numbers), valid for a minute. */
function testChallenge() {
  return createChallenge({ hmacKey: TEST_HMAC_KEY, maxnumber: 50, expires: new Date(Date.now() + 60_000) });
}

export type FetchMock = ReturnType<
  typeof vi.fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>
>;

/** The API at the fetch boundary: challenges from ALTCHA, each other call answered by `answer`. */
export function mockFormApi(
  answer: (path: string, body: FormData) => Response | Promise<Response>,
): FetchMock {
  const fetchMock: FetchMock = vi.fn(async (url, init) => {
    const path = String(url);
    if (path === CHALLENGE_PATH) return Response.json(await testChallenge());
    return answer(path, init?.body as FormData);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls the form made other than fetching challenges, with their form fields. */
export function submittedCalls(fetchMock: FetchMock): { path: string; fields: Record<string, string> }[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) !== CHALLENGE_PATH)
    .map(([url, init]) => ({
      path: String(url),
      fields: Object.fromEntries([...(init?.body as FormData).entries()].map(([k, v]) => [k, String(v)])),
    }));
}

export function challengeCount(fetchMock: FetchMock): number {
  return fetchMock.mock.calls.filter(([url]) => String(url) === CHALLENGE_PATH).length;
}

export interface FormRenderOptions {
  client?: HumanCheckClient;
  queryClient?: QueryClient;
  /** A signed-in user (the page starts with a session token); null for a guest. */
  user?: User | null;
  /** Dictionary entries on top of the form texts. */
  texts?: Record<string, string>;
  /** Where the memory router starts. */
  initialEntries?: string[];
}

function FormProviders({ client, children }: { client: HumanCheckClient; children: ReactNode }) {
  return <HumanCheckProvider client={client}>{children}</HumanCheckProvider>;
}

/**
 * Renders routes (or one element) in ru-RU with settings carrying the form texts and phone masks,
 * and the human check solving on the test's thread.
 */
export function renderForm(
  ui: ReactElement | RouteObject[],
  {
    client = testHumanCheckClient(),
    queryClient = createTestQueryClient(),
    user = null,
    texts = {},
    initialEntries,
  }: FormRenderOptions = {},
): RenderResult & { queryClient: QueryClient; client: HumanCheckClient } {
  if (user) {
    // Signed in since the page started: the start's auto-login has answered.
    startWithToken(TEST_AUTH_KEY);
    queryClient.setQueryData(getAutoLoginQueryOptions(TEST_AUTH_KEY).queryKey, {
      user: { ...user, auth_key: TEST_AUTH_KEY },
      cart: [],
    });
  }
  const settings = settingsFixture('ru-RU');
  queryClient.setQueryData(getSettingsQueryOptions('ru-RU').queryKey, {
    ...settings,
    settings: { ...settings.settings, phoneMasks: phoneMasksFixture },
    translations: { ...settings.translations, ...formTexts, ...texts },
    user_data: user,
  });
  const routes = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <FormProviders client={client}>
        <RouterProvider router={router} />
      </FormProviders>
    </AppProviders>,
  );
  return { ...result, queryClient, client };
}
