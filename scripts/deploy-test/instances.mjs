// The shop's instances as systemd runs them: `node apps/server/dist/server.js`, each the leader of its
// own process group (as a unit has its own control group), its log lines in a file.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A started instance: its port, process and a promise of its exit. `script`: what runs it, the
 * built server (as systemd does) unless told otherwise (`scripts/start.mjs`, `npm start`'s wrapper).
 */
export function startInstance(root, dir, port, env, script = join(root, 'apps/server/dist/server.js')) {
  const log = openSync(join(dir, `instance-${port}.log`), 'a');
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { port, child, exited, log: join(dir, `instance-${port}.log`) };
}

export const alive = (instance) => instance.child.exitCode === null && instance.child.signalCode === null;

/** GET `url` and answer its status, or 0 when nothing answered. */
export async function statusOf(url, init) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Waits until the instance's `/api/health/ready` answers 200; the milliseconds it took. */
export async function waitReady(instance, deadlineMs) {
  const started = performance.now();
  for (;;) {
    if (!alive(instance)) throw new Error(`instance ${instance.port} exited (see ${instance.log})`);
    if ((await statusOf(`http://127.0.0.1:${instance.port}/api/health/ready`)) === 200)
      return performance.now() - started;
    if (performance.now() - started > deadlineMs)
      throw new Error(
        `instance ${instance.port} not ready within ${deadlineMs / 1000} s (see ${instance.log})`,
      );
    await sleep(50);
  }
}

/**
 * Signals the instance's whole process group, as KillMode=control-group would; the unit's
 * KillMode=mixed signals the main process alone, which here is the whole group.
 */
export function signalGroup(instance, signal) {
  try {
    process.kill(-instance.child.pid, signal);
  } catch {
    // already gone
  }
}
