// Child processes the benchmarks start on loopback: a free port, a server started until it answers,
// and a clean stop.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `node script` with `env` added and waits until `readyUrl` answers 2xx (a POST for /bare). */
export async function startProcess(script, env, readyUrl) {
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const response = await fetch(readyUrl, readyUrl.endsWith('/bare') ? { method: 'POST' } : undefined);
      if (response.ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Runs `npm run -s <script> -- ...args` at the root; its stderr is passed through and kept (the
 * import's report is its last line), its stdout passed through.
 */
export function npmScript(root, script, args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '-s', script, '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ stderr, seconds });
      else reject(new Error(`npm run ${script} exited with ${code}`));
    });
  });
}
