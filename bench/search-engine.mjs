// The server's own company search engine and query parser, bundled from apps/server/src and
// packages/contract with esbuild (as apps/server/build.mjs bundles the server): the bench times the
// very code the routes call, without the HTTP around it. npm packages stay external.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

export function loadSearchEngine(root, outDir) {
  return loadServerModules(root, outDir, 'search-engine', [
    "export { createDatabase } from './apps/server/src/db/database.ts';",
    "export { SqliteCompanySearch } from './apps/server/src/modules/companies/sqlite-company-search.ts';",
    "export { PostgresCompanySearch } from './apps/server/src/modules/companies/postgres-company-search.ts';",
    "export { forgivingSearch } from './apps/server/src/modules/companies/forgiving-company-search.ts';",
    "export { otherLayout } from './apps/server/src/lib/company-query-spellings.ts';",
    "export { parseCompanyQuery } from './packages/contract/src/index.ts';",
    "export { sql } from 'kysely';",
  ]);
}

/** Bundles `exports` (lines of `export … from`, paths from the repository's root) and imports the bundle. */
export async function loadServerModules(root, outDir, name, exports) {
  const manifest = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@storefront/'));
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, `${name}.bundle.mjs`);
  buildSync({
    stdin: {
      contents: exports.join('\n'),
      resolveDir: root,
      loader: 'ts',
      sourcefile: `bench-${name}.ts`,
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
