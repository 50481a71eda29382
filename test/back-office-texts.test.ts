import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { backOfficeTextKeys } from '../apps/server/src/db/seed/data/translations.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const webSource = join(root, 'apps/web/src');

/** The back-office wing's own files: they get the back-office's texts with its own call. */
const isBackOffice = (path: string) =>
  /^(features|components|lib)\/back-office\//.test(path) ||
  /^app\/routes\/admin-/.test(path) ||
  /^app\/(admin-routes|layouts\/admin-layout)\.tsx$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The shop's settings answer leaves out the back-office's texts (docs/decisions/065-back-office-texts-load-with-the-back-office.md): a shop page
 * naming one of their keys would show the bare key. Every quoted key in the shop's own sources is
 * checked against the back-office's set.
 */
describe("the back-office's texts", () => {
  it('are a large set, so the check below means something', () => {
    expect(backOfficeTextKeys.size).toBeGreaterThan(500);
    expect(backOfficeTextKeys.has('AdminOrdersSearch')).toBe(true);
    expect(backOfficeTextKeys.has('DemoBanner')).toBe(false);
    // A refusal's message may reach any page.
    expect(backOfficeTextKeys.has('AccountBlocked')).toBe(false);
  });

  it('are named by no page of the shop', () => {
    const misplaced: string[] = [];
    for (const file of sourceFiles(webSource)) {
      const path = relative(webSource, file);
      if (isBackOffice(path)) continue;
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/['"`]([A-Za-z][A-Za-z0-9_]*)['"`]/g)) {
        if (key && backOfficeTextKeys.has(key)) misplaced.push(`${path}: ${key}`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
