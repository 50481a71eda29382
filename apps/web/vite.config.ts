import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vitest/config';

const BOOT_ENTRY = 'src/boot.ts';

/**
 * Builds `src/boot.ts` as its own tiny entry and puts it in index.html before the app's entry, so
 * the settings call starts while the app's code is still downloading (see lib/early-settings.ts).
 * In development the module is simply loaded first.
 */
function bootScript(): Plugin {
  return {
    name: 'storefront-boot-script',
    config: (_config, { command }) =>
      command === 'build'
        ? { build: { rollupOptions: { input: { index: 'index.html', boot: BOOT_ENTRY } } } }
        : {},
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        // The boot script must run before the app and not wait for its code: it may share only the
        // small boot-shared chunk (its modules import contract constants from
        // '@storefront/contract/constants', not the package's index).
        const tooMuch =
          chunk?.type === 'chunk'
            ? chunk.imports.filter((file) => !/boot-shared|rolldown-runtime/.test(file))
            : [];
        if (tooMuch.length > 0)
          throw new Error(`the boot script imports ${tooMuch.join(', ')}: keep it apart from the app`);
        const tag = `<script type="module" crossorigin src="/${chunk ? chunk.fileName : BOOT_ENTRY}"></script>`;
        // Module scripts run in document order: the boot script goes first.
        return html.replace('<script type="module"', `${tag}\n    <script type="module"`);
      },
    },
  };
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every script and stylesheet, which
 * the server sends as they are (`preCompressed`) instead of compressing on each request at the
 * fast, weaker setting: the entry travels about 15% smaller.
 */
function precompress(): Plugin {
  return {
    name: 'storefront-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const output of Object.values(bundle)) {
        if (!/\.(?:js|css)$/.test(output.fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const path = join(dir, output.fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Modules that nearly every page uses, put in the shell although the entry does not import them:
 * the contract's number, date and price formats and the page's <title>. Each would otherwise be a
 * file of a few hundred bytes that most pages fetch, and pay its request and headers for.
 */
const SHELL_ALSO = [
  'packages/contract/src/rules/format.ts',
  'packages/contract/src/rules/money.ts',
  'src/components/page/page-meta.tsx',
];

/**
 * TanStack Query's modules that only pages use (infinite lists, mutations): the shell reaches them
 * through the package's index, which re-exports everything, but none of its own code calls them.
 * Left out of the shell they go with the pages that do (search, the cart, the account). If shell
 * code ever uses one, it still works: the module becomes a chunk of its own, which the budgets show.
 */
const PAGES_ONLY = [
  '@tanstack/react-query/build/modern/useInfiniteQuery.js',
  '@tanstack/react-query/build/modern/useMutation.js',
  '@tanstack/react-query/build/modern/useMutationState.js',
  '@tanstack/query-core/build/modern/infiniteQueryObserver.js',
  '@tanstack/query-core/build/modern/mutationObserver.js',
];

/**
 * Two chunks of our own cutting (ADR 043):
 * - the app shell: every module the entry (src/main.tsx) imports statically, however deep, and
 *   SHELL_ALSO; not the entry module itself, nor the boot script's modules (they stay with the
 *   boot script, which must neither wait for the shell nor run after the app), nor PAGES_ONLY;
 * - the catalogue: what the home page takes from other features (the catalogue's countries,
 *   products, prices, the company search form, the consultation call to action), which the
 *   tariff, country and search pages share; the home page's own modules stay in its chunk.
 * Left to itself the bundler cuts these into a dozen chunks of a few hundred bytes, and each costs
 * a request and its headers before the first page can render. The shell's group goes first: the
 * catalogue's takes only what the shell left.
 */
function shellChunk(): Plugin {
  const main = resolveSrc('src/main.tsx');
  const home = resolveSrc('src/app/routes/home.tsx');
  // Computed once per build, on the first module the bundler asks about.
  let closures: { shell: Set<string>; boot: Set<string>; home: Set<string> } | undefined;
  const closuresOf = (context: ChunkingContext) =>
    (closures ??= {
      shell: staticClosure(context, main),
      boot: staticClosure(context, resolveSrc(BOOT_ENTRY)),
      home: staticClosure(context, home),
    });
  const shellOf = (moduleId: string, context: ChunkingContext): string | null => {
    const { shell, boot } = closuresOf(context);
    if (boot.has(moduleId)) return 'boot-shared';
    // The entry itself stays in the entry chunk: evaluating the shell must not start the app.
    if (moduleId === main) return null;
    if (PAGES_ONLY.some((path) => moduleId.endsWith(path))) return null;
    return shell.has(moduleId) || SHELL_ALSO.some((path) => moduleId.endsWith(path)) ? 'shell' : null;
  };
  const catalogueOf = (moduleId: string, context: ChunkingContext): string | null => {
    const { shell, home: homeModules } = closuresOf(context);
    const shared =
      moduleId !== home &&
      homeModules.has(moduleId) &&
      !shell.has(moduleId) &&
      !/[\\/](?:node_modules|features[\\/]home)[\\/]/.test(moduleId);
    return shared ? 'catalog' : null;
  };
  return {
    name: 'storefront-shell-chunk',
    apply: 'build',
    buildStart: () => {
      closures = undefined;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: shellOf, debugName: 'shell', priority: 2 },
                { name: catalogueOf, debugName: 'catalog', priority: 1 },
              ],
            },
          },
        },
      },
    }),
  };
}

/**
 * sonner inserts its stylesheet as a `<style>` element when its module loads, which the page's CSP
 * (no 'unsafe-inline' styles) refuses: the insertion is dropped here and its styles.css is imported
 * by the toaster instead (components/toaster/toaster-host.tsx).
 */
function sonnerWithoutInjectedStyles(): Plugin {
  return {
    name: 'storefront-sonner-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const patched = code.replace(/function __insertCSS\(code\) \{/, '$&\n  return;');
      if (patched === code) throw new Error('sonner no longer injects its CSS as expected: check the patch');
      return { code: patched, map: null };
    },
  };
}

/**
 * React Router ships its components as `var Link = React.forwardRef(…); Link.displayName = "Link";`
 * with no purity mark, so a bundler keeps every one of them (Link, NavLink, Form and the
 * framework-mode code they reach: prefetching, RSC, single fetch), used or not, in the shell that
 * holds the router. Marking those calls pure and dropping the development-only `displayName`
 * assignments lets the unused ones go (ADR 043). Build only; a changed layout fails the build.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'storefront-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/.test(id)) return null;
      const patched = code
        .replace(/= (React\d*\.(?:forwardRef|memo|createContext))\(/g, '= /* @__PURE__ */ $1(')
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
      if (/\.forwardRef\(/.test(code) && patched === code)
        throw new Error(`react-router's ${id} no longer looks as expected: check the tree-shaking patch`);
      return { code: patched, map: null };
    },
  };
}

const resolveSrc = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const contractIndex = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

function staticClosure(context: ChunkingContext, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    // The contract's index re-exports every schema: through it everything would be "imported".
    // What the shell takes from the contract is left to the bundler (zod stays with the forms).
    if (id === contractIndex) continue;
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/**
 * Two builds: the browser's (dist/) and, with `--ssr`, the server renderer (dist-ssr/, from
 * src/entry-server.tsx, ADR 042), which the API server imports. The renderer's build bundles the
 * contract's TypeScript and leaves npm packages to Node; the browser's plugins are not for it.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), sonnerWithoutInjectedStyles()]
    : [
        react(),
        bootScript(),
        shellChunk(),
        precompress(),
        sonnerWithoutInjectedStyles(),
        reactRouterTreeShaking(),
      ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Scroll locks as constructed stylesheets, not <style> elements (see the file).
      'react-style-singleton': fileURLToPath(new URL('./src/lib/style-singleton.ts', import.meta.url)),
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  // The human-check solver is a module worker (lib/human-check/worker-solver.ts).
  worker: { format: 'es' },
  ssr: { noExternal: ['@storefront/contract'] },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server names a rendered page's styles and scripts from it.
    manifest: !isSsrBuild,
    reportCompressedSize: true,
    // Every browser the shop supports preloads modules itself: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // The shell names, for each lazy route, the files to fetch with it. For the back-office's
      // routes that list would be a few KB of file names in every shop page's script: they fetch
      // their own imports when opened instead (one more round trip, in the back-office only).
      resolveDependencies: (filename, deps) => (/(^|\/)admin-[^/]*\.js$/.test(filename) ? [] : deps),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}));
