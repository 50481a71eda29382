import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translations } from '../src/db/seed/data/translations.js';

const webSource = fileURLToPath(new URL('../../web/src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Literal keys the web app asks for: t('Key'), plural('Base', n), crumb('Key'), titleKey: 'Key'. */
function keysUsedByTheWebApp(): Map<string, string> {
  const used = new Map<string, string>();
  const patterns = [
    /\bt\(\s*'([^']+)'/g,
    /\bcrumb\(\s*'([^']+)'\)/g,
    /\btitleKey:\s*'([^']+)'/g,
    /\bplural\(\s*'([^']+)'/g,
  ];
  for (const file of sourceFiles(webSource)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const key = pattern.source.includes('plural') ? `${match[1]}_other` : match[1]!;
        used.set(key, file.slice(webSource.length + 1));
      }
    }
  }
  return used;
}

describe('the web app and the dictionary', () => {
  it('finds keys to check', () => {
    expect(keysUsedByTheWebApp().size).toBeGreaterThan(20);
  });

  it.each(['ru-RU', 'en-US'] as const)('has every key the web app uses in %s', (locale) => {
    const missing = [...keysUsedByTheWebApp()]
      .filter(([key]) => !Object.hasOwn(translations[locale], key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
