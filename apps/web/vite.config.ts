import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
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
        const tag = `<script type="module" crossorigin src="/${chunk ? chunk.fileName : BOOT_ENTRY}"></script>`;
        // Module scripts run in document order: the boot script goes first.
        return html.replace('<script type="module"', `${tag}\n    <script type="module"`);
      },
    },
  };
}

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), bootScript()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
