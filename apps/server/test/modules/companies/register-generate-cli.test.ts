import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPANY_CSV_HEADER } from '../../../src/modules/companies/generator/company-csv.js';

const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));

async function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/register-generate.ts', ...args], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}

describe('npm run register:generate', () => {
  it('writes a header and N companies of the asked country to stdout, the same for the same seed', async () => {
    const first = await runCli(['--count', '250', '--country', 'RU', '--seed', '4']);
    expect(first.code, first.stderr).toBe(0);
    const lines = first.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(251);
    expect(lines[0]).toBe(COMPANY_CSV_HEADER);
    expect(lines.slice(1).every((line) => line.startsWith('RU,'))).toBe(true);
    expect(first.stderr).toMatch(/250 companies \(RU, seed 4\)/);
    const again = await runCli(['--count', '250', '--country', 'RU', '--seed', '4']);
    expect(again.stdout).toBe(first.stdout);
  });

  it('writes to --out, all seeded countries by default, and refuses a missing count', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'register-'));
    try {
      const file = join(folder, 'companies.csv');
      const run = await runCli(['--count', '3000', '--out', file]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toBe('');
      const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
      expect(lines).toHaveLength(3001);
      const codes = new Set(lines.slice(1).map((line) => line.slice(0, 2)));
      for (const code of ['RU', 'GB', 'DE', 'KZ', 'CY', 'US']) expect(codes.has(code)).toBe(true);
      expect(codes.size).toBeGreaterThanOrEqual(15);
      const refused = await runCli(['--country', 'RU']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/--count must be a whole number/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
