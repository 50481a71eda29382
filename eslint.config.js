import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One-way imports (docs/decisions/015-layers-and-import-boundaries.md). Each zone says: files in
 * `target` may not import from `from` (but `except`).
 */
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every ordered pair of different names. */
const pairs = (names) => names.flatMap((a) => names.filter((b) => b !== a).map((b) => [a, b]));

const webZones = [
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
    from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/testing`],
    message:
      'Shared code (components, lib, config) never imports features or the app: shared -> features -> app.',
  },
  {
    target: `${WEB}/features`,
    from: [`${WEB}/app`, `${WEB}/testing`],
    message: 'Features do not import the app (routes compose features) nor test helpers.',
  },
  ...pairs(subfolders(`./${WEB}/features`)).map(([feature, other]) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features/${other}`,
    message:
      'Features do not import each other: a route in app/ composes them, shared code goes to components/ or lib/.',
  })),
  {
    target: [`${WEB}/components/back-office`, `${WEB}/lib/back-office`],
    from: `${WEB}/features`,
    message:
      "The back-office kit (components/back-office, lib/back-office) is shared code: it never imports a feature, the back-office's sections included.",
  },
  ...pairs(subfolders(`./${WEB}/features/back-office`)).map(([section, other]) => ({
    target: `${WEB}/features/back-office/${section}`,
    from: `${WEB}/features/back-office/${other}`,
    message:
      'Back-office sections do not import each other: a route in app/ composes them, shared pieces go to the kit (components/back-office, lib/back-office).',
  })),
];

const serverZones = [
  {
    target: [`${SERVER}/lib`],
    from: [
      `${SERVER}/modules`,
      `${SERVER}/http`,
      `${SERVER}/db`,
      `${SERVER}/cli`,
      `${SERVER}/services.ts`,
      `${SERVER}/app.ts`,
    ],
    message: 'lib/ is the bottom layer: plain helpers that know no module, no HTTP and no database.',
  },
  {
    target: `${SERVER}/db`,
    from: [
      `${SERVER}/modules`,
      `${SERVER}/http`,
      `${SERVER}/cli`,
      `${SERVER}/services.ts`,
      `${SERVER}/app.ts`,
    ],
    message: 'db/ (schema, dialects, migrations, seed) sits under every module.',
  },
  {
    target: `${SERVER}/modules/**/*.repository.ts`,
    from: [`${SERVER}/modules/**/*.service.ts`, `${SERVER}/modules/**/*.routes.ts`, `${SERVER}/http/**`],
    message: 'routes -> services -> repositories -> db: a repository does not know services or HTTP.',
  },
  {
    target: `${SERVER}/modules/**/*.service.ts`,
    from: [`${SERVER}/modules/**/*.routes.ts`, `${SERVER}/http/**`, `${SERVER}/{app,services}.ts`],
    message: 'Services do not import the HTTP layer: they raise lib/errors refusals, the edge answers.',
  },
  {
    target: [`${SERVER}/modules/**/*.routes.ts`, `${SERVER}/http/**`, `${SERVER}/cli/**`],
    from: `${SERVER}/modules/**/*.repository.ts`,
    message: 'The edge (routes, the call wiring, the CLI) works through services, never repositories.',
  },
  ...subfolders(`./${SERVER}/modules`)
    .filter((module) => module !== 'back-office')
    .map((module) => ({
      target: `${SERVER}/modules/${module}/**`,
      from: `${SERVER}/modules/back-office/**`,
      message:
        'No domain module imports the back-office: it composes the domains (dashboard, inbox), never the other way round.',
    })),
  ...pairs(subfolders(`./${SERVER}/modules`)).map(([module, other]) => ({
    target: `${SERVER}/modules/${module}/**`,
    from: `${SERVER}/modules/${other}/**`,
    except: [`**/modules/${other}/*.service.ts`],
    message: `A module reads another module's tables through that module's service (${other}/${other}.service.ts or its siblings).`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'bench/.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/**/*.test.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      // ADR 043: the merged table would put the back-office's calls in every shop page's script.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@storefront/contract',
              importNames: ['routes', 'calls'],
              message:
                'Use shopRoutes, backOfficeRoutes (back-office code) or routeOf from lib/api-client: the merged tables (and the schemas of `calls`) would ride in the shell.',
            },
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form'],
              message:
                "Use @/components/link/link (a plain <form> for forms): React Router's own bring its framework code into the shell.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: [
      `${SERVER}/modules/**/*.{service,repository}.ts`,
      `${SERVER}/lib/**/*.ts`,
      `${SERVER}/db/**/*.ts`,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'fastify', message: 'Only the HTTP edge (routes, http/, app.ts) knows Fastify.' }],
        },
      ],
    },
  },
  {
    // Query building lives in repositories and query modules (*.repository.ts, *-queries.ts,
    // the search engines, the importer, db/): services, routes, jobs and the edge ask them.
    files: [
      `${SERVER}/modules/**/*.{service,routes,job}.ts`,
      `${SERVER}/http/**/*.ts`,
      `${SERVER}/cli/**/*.ts`,
      `${SERVER}/{app,services}.ts`,
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Build queries in a repository or a query module (*.repository.ts, *-queries.ts).',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'], CallExpression[callee.object.name='sql']",
          message: 'Build queries in a repository or a query module (*.repository.ts, *-queries.ts).',
        },
      ],
    },
  },
  {
    // The browser's shell calls the API through these without loading the schemas.
    files: [
      'packages/contract/src/routes.ts',
      'packages/contract/src/route-definition.ts',
      'packages/contract/src/shop-routes.ts',
      'packages/contract/src/back-office-routes.ts',
      'packages/contract/src/constants.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'The call tables and constants stay free of zod (the web shell imports them).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    files: ['**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
