import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

/** Bundles the server (with the contract package's TypeScript) into dist/; npm packages stay external. */
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@storefront/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    cli: 'src/cli/main.ts',
    // A bulk register import's reader thread (ADR 045), which the server finds beside it.
    'register-reader': 'src/modules/companies/import/register-reader.worker.ts',
    // The PDF threads (ADR 057), started from beside the server's bundle.
    'pdf-worker': 'src/pdf-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
