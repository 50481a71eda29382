import { z } from 'zod';
import { backOfficeRoutes } from './back-office-routes.js';
import * as accountCalls from './calls/account.js';
import * as authCalls from './calls/auth.js';
import * as backOfficeBlockCalls from './calls/back-office-blocks.js';
import * as backOfficeCatalogCalls from './calls/back-office-catalog.js';
import * as backOfficeContentCalls from './calls/back-office-content.js';
import * as backOfficeCustomerCalls from './calls/back-office-customers.js';
import * as backOfficeFacsimileCalls from './calls/back-office-facsimile.js';
import * as backOfficeInboxCalls from './calls/back-office-inbox.js';
import * as backOfficeOrderCalls from './calls/back-office-orders.js';
import * as backOfficeRateCalls from './calls/back-office-rates.js';
import * as backOfficeSetupCalls from './calls/back-office-setup.js';
import * as backOfficeShipmentCalls from './calls/back-office-shipments.js';
import * as backOfficeTextCalls from './calls/back-office-texts.js';
import * as backOfficeShellCalls from './calls/back-office.js';
import * as cartCalls from './calls/cart.js';
import * as catalogCalls from './calls/catalog.js';
import * as companyCalls from './calls/companies.js';
import * as consultCalls from './calls/consult.js';
import * as contentCalls from './calls/content.js';
import type { ApiCall } from './calls/define.js';
import * as humanCheckCalls from './calls/human-check.js';
import * as managerCalls from './calls/manager.js';
import * as orderCalls from './calls/order.js';
import * as sessionCalls from './calls/sessions.js';
import * as settingsCalls from './calls/settings.js';
import { type ErrorAnswer, errorAnswer } from './errors.js';
import { answerExamples } from './openapi-examples.js';
import type { CallAccess } from './route-definition.js';

type JsonSchema = z.core.JSONSchema.BaseSchema;

interface Example {
  summary?: string;
  value: unknown;
}

interface MediaType {
  schema?: JsonSchema;
  examples?: Record<string, Example>;
}

interface Response {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, MediaType>;
}

type Reference = { $ref: string };

interface Parameter {
  name: string;
  in: 'query';
  required: boolean;
  schema: JsonSchema;
  style?: 'form';
  explode?: boolean;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  description: string;
  /** Who may make the call: the contract's `CallAccess`. */
  'x-access': CallAccess;
  /** The form carries a solved human check in `token`. */
  'x-human-check': boolean;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response | Reference>;
}

export interface OpenApiTag {
  name: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: OpenApiTag[];
  /** The tags in two groups, the shop's and the back-office's (read by Redoc and Scalar). */
  'x-tagGroups': { name: string; tags: string[] }[];
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, Response> };
}

/** The tag group of the back-office's calls (`/api/admin/…`, back-office-routes.ts). */
export const BACK_OFFICE_TAG_GROUP = 'Back-office';

interface TagSpec extends OpenApiTag {
  /** The modules of call schemas (calls/*.ts) whose calls carry the tag. */
  modules: object[];
}

/** The tags, one per module of call schemas (two small ones share one), in the order shown. */
const tagGroups: { name: string; tags: TagSpec[] }[] = [
  {
    name: 'Shop',
    tags: [
      {
        name: 'Settings',
        description: 'What the shop needs to start: languages, texts, the user and the cart.',
        modules: [settingsCalls],
      },
      {
        name: 'Sign-in',
        description: 'Login, registration, password reset, logout.',
        modules: [authCalls],
      },
      {
        name: 'Account',
        description: "A customer's profile, orders, documents, legal entities and sessions.",
        modules: [accountCalls, sessionCalls],
      },
      {
        name: 'Content',
        description: 'Countries, pages, news, FAQ and the home page blocks.',
        modules: [contentCalls],
      },
      {
        name: 'Catalog',
        description: 'Type purposes, product types, products and the price list.',
        modules: [catalogCalls],
      },
      {
        name: 'Companies',
        description: 'Company search in the registers and the commercial offer.',
        modules: [companyCalls],
      },
      {
        name: 'Cart',
        description: "The cart, a guest's (by `cart_key`) or a customer's.",
        modules: [cartCalls],
      },
      {
        name: 'Checkout',
        description: 'Placing an order, its payment and its ready date.',
        modules: [orderCalls],
      },
      { name: 'Consultations', description: 'A request for a consultation.', modules: [consultCalls] },
      {
        name: 'Human check',
        description: 'The proof-of-work challenge the forms marked `x-human-check` solve.',
        modules: [humanCheckCalls],
      },
      {
        name: 'Manager mode',
        description: 'A manager acting as a customer with a short-lived token.',
        modules: [managerCalls],
      },
    ],
  },
  {
    name: BACK_OFFICE_TAG_GROUP,
    tags: [
      {
        name: 'Back-office: shell',
        description: 'Who is signed in, and the dashboard.',
        modules: [backOfficeShellCalls],
      },
      {
        name: 'Back-office: orders',
        description: 'Orders, their documents, payments, mails and shipments.',
        modules: [backOfficeOrderCalls, backOfficeShipmentCalls],
      },
      {
        name: 'Back-office: customers and staff',
        description: 'Customers and the staff accounts.',
        modules: [backOfficeCustomerCalls],
      },
      {
        name: 'Back-office: inbox',
        description: 'Consultations, the mail outbox, the audit log and register imports.',
        modules: [backOfficeInboxCalls],
      },
      {
        name: 'Back-office: catalog',
        description: 'Countries, type purposes, product types and products.',
        modules: [backOfficeCatalogCalls],
      },
      {
        name: 'Back-office: content',
        description: 'Pages, articles, FAQ and their pictures.',
        modules: [backOfficeContentCalls],
      },
      {
        name: 'Back-office: site',
        description: "Texts, menus, contacts, the home page's blocks and the phone masks.",
        modules: [backOfficeTextCalls, backOfficeBlockCalls],
      },
      {
        name: 'Back-office: setup',
        description: 'The setup checklist, the seller and its facsimile.',
        modules: [backOfficeSetupCalls, backOfficeFacsimileCalls],
      },
      {
        name: 'Back-office: rates and calendar',
        description: 'The rouble rate and the production calendar.',
        modules: [backOfficeRateCalls],
      },
    ],
  },
];

const accessSentence: Record<CallAccess, string> = {
  anyone: 'Anyone: no credential is read.',
  'guest-or-customer':
    'A guest or a customer: `auth_key` may be left out, but one that is sent must be live (401 IncorrectToken).',
  customer:
    'A signed-in customer (`auth_key` of their session) or a manager acting as the customer (`auth_key` is the manager token); 401 IncorrectToken without a live key.',
  manager:
    "A manager or an administrator in their own session (`auth_key`); a customer's key answers 403 ManagerOnly, no key or a manager token 401 IncorrectToken.",
  admin:
    "An administrator in their own session (`auth_key`); a manager's or a customer's key answers 403 AdminOnly, no key or a manager token 401 IncorrectToken.",
};

const overview = `The shop's API as its own web app uses it.

**Requests.** Every call is a \`POST\` with a form body, \`application/x-www-form-urlencoded\` or \`multipart/form-data\` with the same names (a JSON body answers 415); \`GET /api/human-check-challenge\` is the one exception. Some calls also take query parameters (\`?id=\`, \`?page=\`). Names are PHP-style: a nested field is \`LoginForm[username]\`, a list repeats its name once per value (\`cart_ids[]=4&cart_ids[]=9\`), a list of records numbers them from 0 (\`seen[0][id]\`). Numbers are sent as text, flags as \`1\`/\`0\` or \`true\`/\`false\`.

**Credentials.** A call that reads one takes the session's key in the form field \`auth_key\` (\`/api/login\` answers it as \`user.auth_key\`); no header or cookie carries it, so no security scheme is declared. \`x-access\` says who may make each call: \`anyone\`, \`guest-or-customer\`, \`customer\`, \`manager\` or \`admin\`.

**Human check.** Calls marked \`x-human-check\` take a solved ALTCHA challenge of \`GET /api/human-check-challenge\` as \`token\`: base64 of the JSON \`{algorithm, challenge, number, salt, signature}\`.

**Failures.** A non-2xx status with \`{"error": "<message key>"}\`, the offending wire field in \`field\` and the key's numbers in \`args\`: 400 input that breaks a rule, 401 IncorrectToken, 403 ManagerOnly or AdminOnly, 404 NotFound, 409 a conflict, 413 PayloadTooLarge, 415 UnsupportedMediaType, 429 TooManyRequests and 503 ServiceUnavailable or ServerBusy (both with \`Retry-After\`), 500 UnknownError. The keys are the shop's message keys, translated by the client.`;

/** The contract's error shape, and the flag the error handler adds to 409 UserExists (spec section 7). */
const errorAnswerOnTheWire = errorAnswer.extend({
  userExists: z
    .literal(true)
    .optional()
    .describe('Only with 409 UserExists: a guest checks out with an e-mail that has an account.'),
});

const ERROR_SCHEMA: Reference = { $ref: '#/components/schemas/ErrorAnswer' };

const errorContent = (...examples: ErrorAnswer[]): Record<string, MediaType> => ({
  'application/json': {
    schema: ERROR_SCHEMA,
    examples: Object.fromEntries(examples.map((example) => [example.error, { value: example }])),
  },
});

/** The failures every form call may meet, described once (components.responses). */
const sharedResponses = {
  PayloadTooLarge: {
    description:
      'A body, a field or a list past the caps: PayloadTooLarge, with the field when one is to blame.',
    content: errorContent({ error: 'PayloadTooLarge' }),
  },
  UnsupportedMediaType: {
    description: 'A body that is not a form (JSON, plain text): UnsupportedMediaType.',
    content: errorContent({ error: 'UnsupportedMediaType' }),
  },
  OtherFailure: {
    description:
      "404 NotFound (an id that does not exist or is not the caller's); 409 for a request that meets what exists (a guest's checkout with a registered e-mail: UserExists, with `userExists: true`); 429 TooManyRequests and 503 ServiceUnavailable or ServerBusy, with `Retry-After`; 500 UnknownError, never with details.",
    content: errorContent(
      { error: 'NotFound' },
      { error: 'TooManyRequests' },
      { error: 'ServiceUnavailable' },
      { error: 'UnknownError' },
    ),
  },
} satisfies Record<string, Response>;

const sharedResponse = (name: keyof typeof sharedResponses): Reference => ({
  $ref: `#/components/responses/${name}`,
});

/**
 * Schemas as JSON Schema (2020-12, OpenAPI 3.1's dialect), inline: OpenAPI resolves a `$ref`
 * against the document, not the schema, so nothing is left to `$defs`.
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    reused: 'inline',
    cycles: 'throw',
    override: (context) => {
      if (io === 'input') showTextRules(context);
      dropSafeIntegerBounds(context.jsonSchema);
    },
  });
  return json;
}

/** zod bounds every integer by the safe ones, which says nothing a reader needs on each id. */
function dropSafeIntegerBounds(schema: JsonSchema): void {
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
}

/**
 * A text field is a type check piped into its rules (common.ts `checkedText`), and zod describes a
 * pipe's input by its first half, a bare string: the rules (lengths, pattern) are what a sender
 * needs, so such a pipe is described by its second half.
 */
function showTextRules(context: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }): void {
  const def = context.zodSchema._zod.def;
  if (def.type !== 'pipe') return;
  const check = def.in._zod.def;
  if (check.type !== 'string' || check.checks?.length) return;
  const rules = jsonSchemaOf(def.out as z.ZodType, 'input');
  for (const key of Object.keys(context.jsonSchema)) delete context.jsonSchema[key];
  Object.assign(context.jsonSchema, rules);
}

/** A form's fields by the names they have on the wire. */
interface WireFields {
  properties: Record<string, JsonSchema>;
  /** Fields of lists of records (`seen[0][id]`), by a pattern of their names. */
  patternProperties: Record<string, JsonSchema>;
  required: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An object with fields. Not a type guard: one on `JsonSchema` narrows its other branch to `never`. */
const isObjectSchema = (schema: JsonSchema | undefined): boolean =>
  schema?.type === 'object' && schema.properties !== undefined;

/**
 * A body's or a query's schema as the flat fields a form sends, as the server's form parser reads
 * them back (`qs`): an object's fields as `name[field]`, a list of values as `name[]` (the name
 * repeated), a list of records as `name[0][field]`, `name[1][field]`…
 */
function wireFields(schema: JsonSchema): WireFields {
  const fields: WireFields = { properties: {}, patternProperties: {}, required: [] };
  /** `list`: the records' list the field is in, which its pattern alone does not say plainly. */
  const visit = (
    node: JsonSchema,
    name: string,
    pattern: string | undefined,
    required: boolean,
    list = '',
  ) => {
    if (isObjectSchema(node)) {
      for (const [key, child] of Object.entries(node.properties ?? {}))
        visit(
          child as JsonSchema,
          name === '' ? key : `${name}[${key}]`,
          pattern === undefined ? undefined : `${pattern}\\[${escapeRegExp(key)}\\]`,
          required && (node.required ?? []).includes(key),
          list,
        );
      return;
    }
    const items = node.type === 'array' ? (node.items as JsonSchema | undefined) : undefined;
    if (items && isObjectSchema(items)) {
      const most = node.maxItems === undefined ? '' : `, at most ${node.maxItems}`;
      const note = `One per record of \`${name}\` (\`${name}[0]\`, \`${name}[1]\`…${most}).`;
      visit(items, `${name}[0]`, `${pattern ?? escapeRegExp(name)}\\[\\d+\\]`, false, note);
      return;
    }
    const wireName = node.type === 'array' ? `${name}[]` : name;
    if (pattern !== undefined) {
      const patternName = node.type === 'array' ? `${pattern}\\[\\]` : pattern;
      const description = [node.description, list].filter(Boolean).join(' ');
      fields.patternProperties[`^${patternName}$`] = { ...node, description };
      return;
    }
    fields.properties[wireName] = node;
    if (required) fields.required.push(wireName);
  };
  visit(schema, '', undefined, true);
  return fields;
}

function formSchema(fields: WireFields, extra: Record<string, JsonSchema> = {}): JsonSchema {
  const required = [...fields.required, ...Object.keys(extra)];
  return {
    type: 'object',
    properties: { ...fields.properties, ...extra },
    ...(Object.keys(fields.patternProperties).length > 0 && { patternProperties: fields.patternProperties }),
    ...(required.length > 0 && { required }),
  };
}

function requestBodyOf(call: ApiCall, fields: WireFields): OpenApiOperation['requestBody'] {
  if (call.takesFile) {
    const file: JsonSchema = {
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/octet-stream',
      description: 'The file, after the other fields: a file sent before `auth_key` is not read.',
    };
    return { required: true, content: { 'multipart/form-data': { schema: formSchema(fields, { file }) } } };
  }
  const hasFields = Object.keys(fields.properties).length + Object.keys(fields.patternProperties).length > 0;
  if (call.method === 'GET' || !hasFields) return undefined;
  return {
    required: fields.required.length > 0,
    content: { 'application/x-www-form-urlencoded': { schema: formSchema(fields) } },
  };
}

function parametersOf(call: ApiCall): Parameter[] {
  const fields = wireFields(jsonSchemaOf(call.query, 'input'));
  if (Object.keys(fields.patternProperties).length > 0)
    throw new Error(`the query of ${call.name} has a list of records, which parameters cannot name`);
  return Object.entries(fields.properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: fields.required.includes(name),
    schema,
    ...(schema.type === 'array' && { style: 'form', explode: true }),
  }));
}

function successOf(call: ApiCall): Response {
  if (call.answerKind.type === 'file') {
    const { contentType, filename } = call.answerKind;
    return {
      description: `The file (${contentType}), as an attachment.`,
      headers: {
        'Content-Disposition': {
          description: `\`attachment\` with the file's name (such as \`${filename}\`).`,
          schema: { type: 'string' },
        },
      },
      content: { [contentType]: {} },
    };
  }
  const example = answerExamples[call.name];
  return {
    description: 'The answer.',
    content: {
      'application/json': {
        schema: jsonSchemaOf(call.answer, 'output'),
        ...(example !== undefined && { examples: { answer: { value: example } } }),
      },
    },
  };
}

function failuresOf(call: ApiCall, body: WireFields, parameters: Parameter[]): OpenApiOperation['responses'] {
  const responses: OpenApiOperation['responses'] = {};
  const firstRequired = body.required[0] ?? parameters.find((parameter) => parameter.required)?.name;
  const takesInput = Object.keys(body.properties).length > 0 || parameters.length > 0 || call.takesFile;
  if (takesInput)
    responses['400'] = {
      description:
        'Input that breaks a rule: the message key (FieldCannotBeEmpty, FieldMustBeMaxLength, FieldHasWrongValue…), the wire name of the field and the numbers of the key (`args`)' +
        (call.humanCheck
          ? '; a forged, expired or used `token`: HumanCheckFailed, HumanCheckExpired, HumanCheckUsed.'
          : '.'),
      content: errorContent(
        firstRequired === undefined
          ? {
              error: 'FieldHasWrongValue',
              field: Object.keys(body.properties)[0] ?? parameters[0]?.name ?? 'file',
            }
          : { error: 'FieldCannotBeEmpty', field: firstRequired },
      ),
    };
  if (call.access !== 'anyone')
    responses['401'] = {
      description:
        call.access === 'guest-or-customer'
          ? 'An `auth_key` that is not live.'
          : 'No live `auth_key` of a caller this call takes.',
      content: errorContent({ error: 'IncorrectToken' }),
    };
  if (call.access === 'manager' || call.access === 'admin') {
    const key = call.access === 'manager' ? 'ManagerOnly' : 'AdminOnly';
    responses['403'] = {
      description: call.access === 'manager' ? "A customer's key." : "A manager's or a customer's key.",
      content: errorContent({ error: key }),
    };
  }
  if (call.method === 'POST') {
    responses['413'] = sharedResponse('PayloadTooLarge');
    responses['415'] = sharedResponse('UnsupportedMediaType');
  }
  responses.default = sharedResponse('OtherFailure');
  return responses;
}

function descriptionOf(call: ApiCall): string {
  return [
    accessSentence[call.access],
    call.humanCheck && 'Needs a solved human check in `token`.',
    call.takesFile && 'Sent as `multipart/form-data`: the fields, then the file in the part `file`.',
    call.auditReads && 'A manager acting as the customer leaves an audit row before the answer goes.',
    call.writes &&
      (call.access === 'manager' || call.access === 'admin') &&
      "Each change is audited with the staff member, the call and the client's address.",
  ]
    .filter(Boolean)
    .join(' ');
}

/** Each call's tag, by the module of call schemas that defines it. */
function tagsByCall(calls: Readonly<Record<string, ApiCall>>): Map<string, string> {
  const known = new Set<unknown>(Object.values(calls));
  const tags = new Map<string, string>();
  for (const group of tagGroups)
    for (const tag of group.tags)
      for (const module of tag.modules)
        for (const value of Object.values(module))
          if (known.has(value)) tags.set((value as ApiCall).name, tag.name);
  return tags;
}

/**
 * The API's description, OpenAPI 3.1, from the registry of calls: each call at its path and
 * method with its form fields by their wire names, its query parameters, its answer (or file), its
 * failures in the contract's error shape, who may call it (`x-access` and a sentence), and its
 * tag by the module that defines it; the back-office's calls under the back-office's tags.
 */
export function openApiDocument(calls: Readonly<Record<string, ApiCall>>): OpenApiDocument {
  const tags = tagsByCall(calls);
  const backOffice = new Set<string>(Object.keys(backOfficeRoutes));
  const backOfficeTags = new Set(
    tagGroups.find((group) => group.name === BACK_OFFICE_TAG_GROUP)?.tags.map((tag) => tag.name),
  );
  const paths: OpenApiDocument['paths'] = {};
  for (const call of Object.values(calls)) {
    const tag = tags.get(call.name);
    if (tag === undefined) throw new Error(`the call ${call.name} has no tag: name its module in openapi.ts`);
    if (backOffice.has(call.name) !== backOfficeTags.has(tag))
      throw new Error(`the call ${call.name} is tagged ${tag}, in the other wing`);
    const body = wireFields(jsonSchemaOf(call.body, 'input'));
    const parameters = parametersOf(call);
    const requestBody = requestBodyOf(call, body);
    const operation: OpenApiOperation = {
      operationId: call.name,
      tags: [tag],
      description: descriptionOf(call),
      'x-access': call.access,
      'x-human-check': call.humanCheck,
      ...(parameters.length > 0 && { parameters }),
      ...(requestBody && { requestBody }),
      responses: { '200': successOf(call), ...failuresOf(call, body, parameters) },
    };
    paths[call.path] = { ...paths[call.path], [call.method === 'GET' ? 'get' : 'post']: operation };
  }
  return {
    openapi: '3.1.0',
    // The shop has one API, the one it serves: the description changes with it.
    info: { title: 'Storefront API', version: '1', description: overview },
    tags: tagGroups.flatMap((group) => group.tags.map(({ name, description }) => ({ name, description }))),
    'x-tagGroups': tagGroups.map((group) => ({ name: group.name, tags: group.tags.map((tag) => tag.name) })),
    paths,
    components: {
      schemas: {
        ErrorAnswer: { ...jsonSchemaOf(errorAnswerOnTheWire, 'output'), description: 'Every failure.' },
      },
      responses: sharedResponses,
    },
  };
}
