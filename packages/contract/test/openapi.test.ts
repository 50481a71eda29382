import { describe, expect, it } from 'vitest';
import { backOfficeRoutes } from '../src/back-office-routes.js';
import { errorAnswer } from '../src/errors.js';
import { answerExamples } from '../src/openapi-examples.js';
import { BACK_OFFICE_TAG_GROUP, type OpenApiOperation, openApiDocument } from '../src/openapi.js';
import { calls } from '../src/registry.js';
import type { CallName } from '../src/routes.js';
import { toFormFields } from '../src/rules/form-body.js';

const document = openApiDocument(calls);

const operationOf = (name: CallName): OpenApiOperation => {
  const call = calls[name];
  const operation = document.paths[call.path]?.[call.method === 'GET' ? 'get' : 'post'];
  if (!operation) throw new Error(`no operation for ${name}`);
  return operation;
};

type Schema = {
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  required?: string[];
  maxLength?: number;
  description?: string;
};

const formSchemaOf = (name: CallName, mediaType = 'application/x-www-form-urlencoded'): Schema =>
  operationOf(name).requestBody?.content[mediaType]?.schema as Schema;

/** Whether a form's schema names a field: by its name, or by the pattern of a list's records. */
const names = (schema: Schema, field: string) =>
  field in (schema.properties ?? {}) ||
  Object.keys(schema.patternProperties ?? {}).some((pattern) => new RegExp(pattern, 'u').test(field));

describe('the OpenAPI description', () => {
  it('has every call of the registry at its path with its method, once', () => {
    const described = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(described.map((operation) => operation.operationId).sort()).toEqual(Object.keys(calls).sort());
    for (const name of Object.keys(calls) as CallName[]) expect(operationOf(name).operationId).toBe(name);
    expect(document.paths['/api/human-check-challenge']).toHaveProperty('get');
    expect(document.paths['/api/login']).toHaveProperty('post');
  });

  it("puts the back-office's calls, and only them, under the back-office's tags", () => {
    const group = document['x-tagGroups'].find((tags) => tags.name === BACK_OFFICE_TAG_GROUP);
    const backOfficeTags = new Set(group?.tags);
    expect(backOfficeTags.size).toBeGreaterThan(0);
    for (const name of Object.keys(calls) as CallName[]) {
      const [tag, ...more] = operationOf(name).tags;
      expect(more, name).toEqual([]);
      expect(backOfficeTags.has(tag!), `${name} tagged ${tag}`).toBe(name in backOfficeRoutes);
    }
    const declared = new Set(document.tags.map((tag) => tag.name));
    for (const { tags } of document['x-tagGroups'])
      for (const tag of tags) expect(declared.has(tag)).toBe(true);
  });

  it('says who may make each call, and what a refusal of the caller answers', () => {
    for (const name of Object.keys(calls) as CallName[]) {
      const operation = operationOf(name);
      const access = calls[name].access;
      expect(operation['x-access']).toBe(access);
      expect(operation['x-human-check']).toBe(calls[name].humanCheck);
      expect(operation.description.length, name).toBeGreaterThan(20);
      expect('401' in operation.responses, name).toBe(access !== 'anyone');
      expect('403' in operation.responses, name).toBe(access === 'manager' || access === 'admin');
    }
    expect(operationOf('adminStaff').responses['403']).toMatchObject({
      content: { 'application/json': { examples: { AdminOnly: { value: { error: 'AdminOnly' } } } } },
    });
    expect(JSON.stringify(operationOf('register').responses['400'])).toContain('HumanCheckExpired');
  });

  it('names the form fields as the web app sends them', () => {
    const login = formSchemaOf('login');
    expect(login.required).toEqual(['LoginForm[username]', 'LoginForm[password]']);
    // A text field's rules, not just its type.
    expect(login.properties?.['LoginForm[username]']?.maxLength).toBe(255);
    const samples: [CallName, object][] = [
      [
        'login',
        { LoginForm: { username: 'a@example.com', password: 'secret', rememberMe: true }, cart_ids: [4, 9] },
      ],
      [
        'addToCart',
        {
          auth_key: 'key',
          company: { id: 7, name: 'ООО Ромашка', inn: '7707083893' },
          product_id: 3,
          price: 19.5,
        },
      ],
      [
        'cartPricesSeen',
        {
          cart_ids: [1],
          seen: [
            { id: 1, price: 10, ruble_price: 1000 },
            { id: 2, price: 5 },
          ],
        },
      ],
      [
        'adminContentPageSave',
        {
          auth_key: 'key',
          link: 'about',
          translations: [{ language_code: 'ru-RU', title: 'О нас', text: '<p>…</p>' }],
        },
      ],
    ];
    for (const [name, body] of samples) {
      const schema = formSchemaOf(name);
      for (const [field] of toFormFields(body)) expect(names(schema, field), `${name}: ${field}`).toBe(true);
    }
    expect(names(formSchemaOf('cartPricesSeen'), 'seen[12][ruble_price]')).toBe(true);
    expect(names(formSchemaOf('cartPricesSeen'), 'seen[x][price]')).toBe(false);
  });

  it('describes an upload as multipart with its file, and a file answer by its type', () => {
    const uploads = (Object.keys(calls) as CallName[]).filter((name) => calls[name].takesFile);
    expect(uploads.length).toBeGreaterThan(0);
    for (const name of uploads) {
      expect(Object.keys(operationOf(name).requestBody?.content ?? {})).toEqual(['multipart/form-data']);
      expect(formSchemaOf(name, 'multipart/form-data').required).toContain('file');
    }
    expect(operationOf('userAct').responses['200']).toMatchObject({ content: { 'application/pdf': {} } });
    expect(operationOf('adminOutboxAttachment').responses['200']).toMatchObject({
      content: { 'application/octet-stream': {} },
    });
  });

  it("shows examples that are valid answers of their calls, and failures in the contract's shape", () => {
    const examples = Object.entries(answerExamples) as [CallName, unknown][];
    expect(examples.length).toBeGreaterThan(3);
    for (const [name, example] of examples) {
      const parsed = calls[name].answer.safeParse(example);
      expect(parsed.error?.issues ?? [], name).toEqual([]);
      expect(operationOf(name).responses['200']).toMatchObject({
        content: { 'application/json': { examples: { answer: { value: example } } } },
      });
    }
    const failures = [
      ...Object.values(document.paths).flatMap((item) =>
        Object.values(item).flatMap((operation) =>
          Object.entries(operation.responses)
            .filter(([status]) => status !== '200')
            .map(([, response]) => response),
        ),
      ),
      ...Object.values(document.components.responses),
    ].flatMap((response) =>
      'content' in response
        ? Object.values(response.content?.['application/json']?.examples ?? {}).map(
            (example) => example.value,
          )
        : [],
    );
    expect(failures.length).toBeGreaterThan(Object.keys(calls).length);
    for (const failure of failures)
      expect(errorAnswer.strict().safeParse(failure).success, JSON.stringify(failure)).toBe(true);
  });
});
