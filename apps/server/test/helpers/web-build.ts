import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * A web build's stand-in for the server's page rendering (ADR 042): an index.html that loads one
 * entry and the manifest that names it. The markup of a page and its status do not depend on them.
 */
export const STAND_IN_TEMPLATE = [
  '<!doctype html>',
  '<html lang="ru">',
  '  <head>',
  '    <title>Storefront</title>',
  '    <script type="module" crossorigin src="/assets/index-E1.js"></script>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const STAND_IN_MANIFEST = { 'index.html': { file: 'assets/index-E1.js' } };
const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));

export interface WebBuild {
  /** The folder to give the app as `webDistDir`. */
  dist: string;
  remove(): void;
}

function standIn(root: string): WebBuild {
  mkdirSync(join(root, 'dist', '.vite'), { recursive: true });
  mkdirSync(join(root, 'dist-ssr'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), STAND_IN_TEMPLATE);
  writeFileSync(join(root, 'dist', '.vite', 'manifest.json'), JSON.stringify(STAND_IN_MANIFEST));
  return { dist: join(root, 'dist'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The stand-in build with `renderer` (a module's source text) as its server renderer. */
export function standInWebBuild(renderer: string): WebBuild {
  const built = standIn(mkdtempSync(join(tmpdir(), 'storefront-web-')));
  writeFileSync(join(built.dist, '..', 'dist-ssr', 'entry-server.js'), renderer);
  return built;
}

/**
 * The stand-in build with the web app's own renderer (apps/web/src/entry-server.tsx), built as
 * `npm run build` builds it. It sits under the web app's node_modules, where the npm packages it
 * leaves to Node resolve from.
 */
export async function webRendererBuild(): Promise<WebBuild> {
  const cache = join(webRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const built = standIn(mkdtempSync(join(cache, 'storefront-web-')));
  await build({
    configFile: join(webRoot, 'vite.config.ts'),
    root: webRoot,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: join(built.dist, '..', 'dist-ssr'), emptyOutDir: true },
  });
  return built;
}
