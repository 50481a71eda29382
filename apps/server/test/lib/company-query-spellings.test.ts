import { describe, expect, it } from 'vitest';
import {
  beginningWithKey,
  keyEdits,
  lettersOf,
  oneEditAway,
  otherLayout,
  spellingKey,
  spellingKeySql,
} from '../../src/lib/company-query-spellings.js';

describe('spellingKey', () => {
  it('gives a Russian word and its common romanisations one key', () => {
    const spellings: [string, string[]][] = [
      ['строй', ['stroy', 'stroi', 'stroj']],
      ['химпром', ['khimprom', 'himprom']],
      ['центр', ['tsentr', 'centr']],
      ['щит', ['shchit', 'schit']],
      ['южная', ['yuzhnaya', 'iuzhnaia', 'juzhnaja']],
      ['ясень', ['yasen', 'iasen']],
      ['енисейлес', ['yeniseyles', 'eniseiles', 'jenisejles']],
      ['федоров', ['fyodorov', 'fedorov']],
      ['красный', ['krasnyy', 'krasnyj', 'krasnyi', 'krasniy']],
      ['фарма', ['pharma', 'farma']],
      ['альфа', ['alfa']],
      ['экспо', ['expo', 'ekspo']],
    ];
    for (const [cyrillic, latin] of spellings)
      for (const spelling of latin) expect(spellingKey(spelling), spelling).toBe(spellingKey(cyrillic));
    expect(spellingKey('строй')).not.toBe(spellingKey('строка'));
  });

  it('is written in SQL as the same replacements, in order', () => {
    expect(spellingKeySql('word')).toMatch(/^replace\(replace\(/);
    expect(spellingKeySql('word')).toContain("'shch', 'sh'");
  });
});

describe('otherLayout', () => {
  it('reads Latin keys as the Cyrillic ones of the same keys, and the reverse', () => {
    expect(otherLayout('cnhjq')).toBe('строй');
    expect(otherLayout('Hjcnhfyc')).toBe('ространс');
    expect(otherLayout(';bkcthdbc')).toBe('жилсервис');
    expect(otherLayout('{jkl,.')).toBe('холдбю');
    expect(otherLayout('фдишщт')).toBe('albion');
  });
});

describe('oneEditAway', () => {
  it('has every word one letter missing, added, changed or swapped away, and not the word', () => {
    const edits = oneEditAway('abc', ['a', 'b', 'c']);
    for (const edit of ['bc', 'ac', 'ab', 'aabc', 'abcc', 'abca', 'bbc', 'acc', 'bac', 'acb'])
      expect(edits).toContain(edit);
    expect(edits).not.toContain('abc');
    expect(edits).not.toContain('cba');
    expect(new Set(edits).size).toBe(edits.length);
  });

  it('uses the letters of the word’s own alphabet, and keys’ letters for a key', () => {
    expect(lettersOf('ростанс')).toHaveLength(32);
    expect(lettersOf('redwod')).toHaveLength(26);
    expect(oneEditAway('ростанс', lettersOf('ростанс'))).toContain('ространс');
    expect(keyEdits(spellingKey('rostrns'))).toContain(spellingKey('ространс'));
  });
});

describe('beginningWithKey', () => {
  it('finds the longest beginning of a word spelled with the key', () => {
    expect(beginningWithKey('стройагро', 'stroi')).toBe('строй');
    expect(beginningWithKey('строительство', 'stroi')).toBe('строи');
    expect(beginningWithKey('ясень', 'iasen')).toBe('ясень');
    expect(beginningWithKey('торг', 'stroi')).toBeUndefined();
  });
});
