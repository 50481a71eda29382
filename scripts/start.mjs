#!/usr/bin/env node
// `npm start`: builds the web app and the server when their build is missing or older than their
// sources, then runs the server in this process's place (the demo shop unless told otherwise).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const contract = join(root, 'packages/contract/src');
const targets = [
  {
    name: 'web app',
    workspace: 'apps/web',
    // Written last by the web build (the server renderer, after the browser's dist/).
    output: join(root, 'apps/web/dist-ssr/entry-server.js'),
    sources: [
      join(root, 'apps/web/src'),
      join(root, 'apps/web/public'),
      join(root, 'apps/web/index.html'),
      contract,
    ],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    output: join(root, 'apps/server/dist/server.js'),
    sources: [join(root, 'apps/server/src'), join(root, 'apps/server/build.mjs'), contract],
  },
];

for (const target of targets) {
  const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  const changed = Math.max(...target.sources.map(newestMtime));
  if (built >= changed) continue;
  console.log(`Building the ${target.name} (${built ? 'sources changed' : 'no build yet'})...`);
  const startedAt = Date.now();
  // The build's own screens of output are kept back unless it fails: the first screen a newcomer
  // sees is the shop's welcome, not the bundler's file list.
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`Building the ${target.name} failed${result.error ? `: ${result.error.message}` : ''}`);
    process.exit(result.status ?? 1);
  }
  console.log(`  built in ${Math.round((Date.now() - startedAt) / 1000)} s`);
}

// A bare `npm start` is the demo (demo shop, sandbox payments, a banner saying so); a deployment
// names its mode, or says NODE_ENV=production and gets a real shop (docs/decisions/058).
const env = { ...process.env };
if (!env.SHOP_MODE && !env.NODE_ENV) env.SHOP_MODE = 'demo';

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
