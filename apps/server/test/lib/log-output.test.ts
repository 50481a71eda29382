import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, prettyLogStream } from '../../src/lib/log-output.js';

describe('the log format', () => {
  it('is pretty on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('prints a line a record, the applied migrations as their count and the newest', async () => {
    let text = '';
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += String(chunk);
        done();
      },
    });
    const log = await prettyLogStream(output);
    const migrations = ['001-initial', '002-sessions', '003-orders'];
    log.write(
      `${JSON.stringify({ level: 30, time: Date.now(), pid: 1, hostname: 'h', migrationsApplied: migrations, paymentMethods: ['card', 'invoice'], msg: 'listening' })}\n`,
    );
    const lines = stripVTControlCharacters(text).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: listening$/);
    expect(lines.slice(1).map((line) => line.trim())).toEqual([
      'migrationsApplied: 3 (newest 003-orders)',
      'paymentMethods: card, invoice',
    ]);
    expect(text).not.toContain('002-sessions');
  });
});
