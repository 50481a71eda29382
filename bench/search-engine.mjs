// The server's own company search engine and query parser, bundled from apps/server/src and
// packages/contract with esbuild (as apps/server/build.mjs bundles the server): the bench times the
// very code the routes call, without the HTTP around it. npm packages stay external.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

export async function loadSearchEngine(root, outDir) {
  const manifest = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@storefront/'));
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'search-engine.bundle.mjs');
  buildSync({
    stdin: {
      contents: [
        "export { createDatabase } from './apps/server/src/db/database.ts';",
        "export { SqliteCompanySearch } from './apps/server/src/modules/companies/sqlite-company-search.ts';",
        "export { PostgresCompanySearch } from './apps/server/src/modules/companies/postgres-company-search.ts';",
        "export { parseCompanyQuery } from './packages/contract/src/index.ts';",
        "export { sql } from 'kysely';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
      sourcefile: 'bench-search-engine.ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
