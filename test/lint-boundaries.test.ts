import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/decisions/015-layers-and-import-boundaries.md are lint rules:
 * each case below is a file that would break one, linted where it would live.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '') });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'import-x/no-restricted-paths' ||
        message.ruleId === 'import-x/no-cycle' ||
        message.ruleId === 'no-restricted-imports' ||
        message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'a shared component importing a feature',
      'apps/web/src/components/header/uses-cart.tsx',
      "import CartPopup from '@/features/cart/components/cart-popup';\nexport const x = CartPopup;\n",
      /Shared code .* never imports features/,
    ],
    [
      'shared lib importing the app',
      'apps/web/src/lib/uses-router.ts',
      "import { routes } from '@/app/router';\nexport const x = routes;\n",
      /Shared code .* never imports features or the app/,
    ],
    [
      'a feature importing another feature',
      'apps/web/src/features/account/components/uses-catalog.tsx',
      "import { Price } from '@/features/catalog/components/price';\nexport const x = Price;\n",
      /Features do not import each other/,
    ],
    [
      'a back-office section importing another section',
      'apps/web/src/features/back-office/dashboard/components/uses-orders.tsx',
      "import { OrdersList } from '@/features/back-office/orders/components/orders-list';\nexport const x = OrdersList;\n",
      /Back-office sections do not import each other/,
    ],
    [
      'the back-office kit importing a feature',
      'apps/web/src/components/back-office/uses-section.tsx',
      "import { Dashboard } from '@/features/back-office/dashboard/components/dashboard';\nexport const x = Dashboard;\n",
      /The back-office kit .* never imports a feature/,
    ],
    [
      "the back-office kit's helpers importing a feature",
      'apps/web/src/lib/back-office/uses-feature.ts',
      "import { addToCart } from '@/features/cart/api/cart';\nexport const x = addToCart;\n",
      /The back-office kit .* never imports a feature/,
    ],
    [
      "shop code importing the merged call table (the back-office's calls would ride in the shell)",
      'apps/web/src/features/catalog/api/uses-all-calls.ts',
      "import { routes } from '@storefront/contract';\nexport const x = routes.countries;\n",
      /Use shopRoutes, backOfficeRoutes/,
    ],
    [
      "shop code importing the registry of calls (every call's schemas would ride in the shell)",
      'apps/web/src/features/cart/api/uses-registry.ts',
      "import { calls } from '@storefront/contract';\nexport const x = calls.listCart;\n",
      /Use shopRoutes, backOfficeRoutes/,
    ],
    [
      "React Router's own Link (its framework code would ride in the shell)",
      'apps/web/src/components/header/uses-router-link.tsx',
      "import { Link } from 'react-router';\nexport const x = Link;\n",
      /Use @\/components\/link\/link/,
    ],
    [
      'a repository importing a service',
      'apps/server/src/modules/orders/uses-service.repository.ts',
      "import { OrderService } from './order.service.js';\nexport const x = OrderService;\n",
      /a repository does not know services or HTTP/,
    ],
    [
      'a service importing the HTTP layer',
      'apps/server/src/modules/orders/uses-http.service.ts',
      "import { RawAnswer } from '../../http/answer.js';\nexport const x = RawAnswer;\n",
      /Services do not import the HTTP layer/,
    ],
    [
      "a module reading another module's repository",
      'apps/server/src/modules/cart/uses-catalog.service.ts',
      "import { listProductSummaries } from '../catalog/catalog.repository.js';\nexport const x = listProductSummaries;\n",
      /reads another module's tables through that module's service/,
    ],
    [
      'a route reaching past the services',
      'apps/server/src/modules/orders/uses-repository.routes.ts',
      "import { findOrder } from './order.repository.js';\nexport const x = findOrder;\n",
      /works through services, never repositories/,
    ],
    [
      'a domain module importing the back-office',
      'apps/server/src/modules/orders/uses-dashboard.service.ts',
      "import { BackOfficeService } from '../back-office/back-office.service.js';\nexport const x = BackOfficeService;\n",
      /No domain module imports the back-office/,
    ],
    [
      'a service building a query',
      'apps/server/src/modules/cart/builds-query.service.ts',
      "import type { Kysely } from 'kysely';\nexport const count = (db: Kysely<{ cart_item: { id: number } }>) =>\n  db.selectFrom('cart_item').select('id').execute();\n",
      /Build queries in a repository or a query module/,
    ],
    [
      'a route writing raw SQL',
      'apps/server/src/modules/cart/raw-sql.routes.ts',
      "import { sql } from 'kysely';\nexport const x = sql`select 1`;\n",
      /Build queries in a repository or a query module/,
    ],
    [
      'the database layer importing a module',
      'apps/server/src/db/uses-module.ts',
      "import { OrderService } from '../modules/orders/order.service.js';\nexport const x = OrderService;\n",
      /db\/ .* sits under every module/,
    ],
  ])('refuses %s', async (_case, filePath, code, message) => {
    const errors = await boundaryErrors(filePath, code);
    expect(
      errors.some((error) => message.test(error)),
      errors.join('\n') || 'no boundary error',
    ).toBe(true);
  });

  it.each([
    [
      'a route module composing features',
      'apps/web/src/app/routes/composes.tsx',
      "import { Price } from '@/features/catalog/components/price';\nexport const x = Price;\n",
    ],
    [
      'a feature using shared code',
      'apps/web/src/features/account/components/uses-shared.tsx',
      "import { Loader } from '@/components/loader/loader';\nexport const x = Loader;\n",
    ],
    [
      'a back-office section using the kit',
      'apps/web/src/features/back-office/orders/components/uses-kit.tsx',
      "import { DataTable } from '@/components/back-office/data-table';\nexport const x = DataTable;\n",
    ],
    [
      'a service using another module through its service',
      'apps/server/src/modules/cart/uses-catalog-service.service.ts',
      "import type { CatalogService } from '../catalog/catalog.service.js';\nexport type X = CatalogService;\n",
    ],
    [
      'a repository building a query',
      'apps/server/src/modules/cart/builds-query.repository.ts',
      "import type { Kysely } from 'kysely';\nexport const count = (db: Kysely<{ cart_item: { id: number } }>) =>\n  db.selectFrom('cart_item').select('id').execute();\n",
    ],
    [
      'the back-office composing a domain through its service',
      'apps/server/src/modules/back-office/uses-orders.service.ts',
      "import type { OrderService } from '../orders/order.service.js';\nexport type X = OrderService;\n",
    ],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
