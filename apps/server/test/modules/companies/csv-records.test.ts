import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CsvFileError, readCsvRecords } from '../../../src/modules/companies/import/csv-records.js';
import {
  companiesHouseFormat,
  RecordFields,
} from '../../../src/modules/companies/import/register-formats.js';

interface Read {
  records: string[][];
  lines: number[];
  broken: [number, string][];
  bytesRead: number;
}

/** Every chunk of the file joined: records, their lines, broken records by their index in the whole. */
async function readAll(file: string, chunkBytes?: number): Promise<Read> {
  const read: Read = { records: [], lines: [], broken: [], bytesRead: 0 };
  for await (const chunk of readCsvRecords(file, chunkBytes)) {
    for (const [index, reason] of chunk.broken) read.broken.push([read.records.length + index, reason]);
    read.records.push(...chunk.records);
    read.lines.push(...chunk.lines);
    read.bytesRead = chunk.bytesRead;
  }
  return read;
}

describe('reading a CSV file a chunk at a time', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'csv-records-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  const file = async (name: string, content: string | Buffer) => {
    const path = join(folder, name);
    await writeFile(path, content);
    return path;
  };

  const TEXT = [
    'name,number,address',
    '"ООО «Ромашка», Москва",7701234567,"ул. Ленина, 1"',
    '"Two\nline name",123,"a ""quoted"" word"',
    '',
    'Ёлка,456,',
    '"Three\r\nline\nname",789,x',
    'last,1,no newline at the end',
  ].join('\n');

  it('reads quoted commas, quotes, line breaks inside quotes and multi-byte letters at every chunk size, with each record’s line', async () => {
    const path = await file('odd.csv', `\uFEFF${TEXT}`);
    const whole = await readAll(path);
    expect(whole.records).toEqual([
      ['name', 'number', 'address'],
      ['ООО «Ромашка», Москва', '7701234567', 'ул. Ленина, 1'],
      ['Two\nline name', '123', 'a "quoted" word'],
      ['Ёлка', '456', ''],
      ['Three\r\nline\nname', '789', 'x'],
      ['last', '1', 'no newline at the end'],
    ]);
    // Line 5 is blank: skipped, but counted; a record's line is the one it starts on.
    expect(whole.lines).toEqual([1, 2, 3, 6, 7, 10]);
    expect(whole.broken).toEqual([]);
    expect(whole.bytesRead).toBe(Buffer.byteLength(TEXT) + 3);
    // Chunks that cut records, quoted line breaks and two-byte letters anywhere read the same.
    for (const size of [1, 2, 3, 7, 16, 33]) {
      const read = await readAll(path, size);
      expect(read.records, `chunks of ${size} bytes`).toEqual(whole.records);
      expect(read.lines, `chunks of ${size} bytes`).toEqual(whole.lines);
    }
  });

  it('reads CRLF lines as the first line has them, without a stray carriage return', async () => {
    const path = await file('crlf.csv', 'a,b\r\n1,"x\r\ny"\r\n2,z\r\n');
    const read = await readAll(path, 4);
    expect(read.records).toEqual([
      ['a', 'b'],
      ['1', 'x\r\ny'],
      ['2', 'z'],
    ]);
    expect(read.lines).toEqual([1, 2, 4]);
  });

  it('reports a stray quote and a quote left open at the end as broken records, with their lines, and reads on', async () => {
    const text = 'a,b\n1,"x"y,z\n2,ok\n"3\nx","ok"\n4,"cut off';
    const whole = await readAll(await file('broken.csv', text));
    expect(whole.records).toEqual([['a', 'b'], ['1,"x"y,z'], ['2', 'ok'], ['3\nx', 'ok'], ['4', 'cut off']]);
    expect(whole.lines).toEqual([1, 2, 3, 4, 6]);
    expect(whole.broken).toEqual([
      [1, 'a stray quote (a quote inside quotes must be doubled)'],
      [4, 'a quoted field is not closed'],
    ]);
    for (const size of [1, 3, 5, 8, 13])
      expect(await readAll(await file('broken.csv', text), size)).toEqual(whole);
    // Cut off inside quotes before the file's last line break: the line it starts on, not the next.
    const cut = await readAll(await file('cut.csv', 'a,b\n1,ok\n2,"cut off\n'));
    expect(cut.lines).toEqual([1, 2, 3]);
    expect(cut.broken).toEqual([[2, 'a quoted field is not closed']]);
  });

  it('stops with a clear error when a quote never closes for megabytes, instead of holding the rest of the file', async () => {
    const path = await file('runaway.csv', `a,b\n1,"${'x\n'.repeat(9 * 1024 * 1024)}`);
    await expect(readAll(path)).rejects.toThrow(CsvFileError);
    await expect(readAll(path)).rejects.toThrow(/line 2: a record runs over 16 MiB/);
  });

  it('gives nothing for an empty file', async () => {
    expect((await readAll(await file('empty.csv', ''))).records).toEqual([]);
  });
});

/** A record given as names and values. */
function recordOf(values: Record<string, string>): RecordFields {
  const record = new RecordFields(Object.keys(values));
  record.fields = Object.values(values);
  return record;
}

describe("a format's view of a record", () => {
  it('finds fields by the trimmed header names, and reads a missing column as empty', () => {
    const record = new RecordFields(['CompanyName', 'CompanyNumber', 'CompanyName']);
    record.fields = ['ACME LTD', '01234567', 'ignored'];
    expect(record.get('CompanyName')).toBe('ACME LTD');
    expect(record.get('CompanyNumber')).toBe('01234567');
    expect(record.get('RegAddress.County')).toBe('');
  });

  it('maps a Companies House record, a blank care-of or PO box leaving no label in the address', () => {
    const mapped = companiesHouseFormat.map(
      recordOf({
        CompanyName: ' ACME LTD ',
        CompanyNumber: '01234567',
        'RegAddress.CareOf': '  ',
        'RegAddress.POBox': '12',
        'RegAddress.AddressLine1': '1 HIGH ST',
        'RegAddress.PostTown': 'LONDON',
        CompanyCategory: 'Private Limited Company',
        CompanyStatus: 'Liquidation',
        IncorporationDate: '05/03/2015',
      }),
      { countryIds: new Map([['GB', 9]]), countryCode: 'GB', source: 'test', sourceUpdatedAt: '2026-11-01' },
    );
    expect(mapped).toMatchObject({
      company: {
        country_id: 9,
        name: 'ACME LTD',
        address: 'PO Box 12, 1 HIGH ST, LONDON',
        legal_form: 'LTD',
        status_code: 'liquidating',
        registered_on: '2015-03-05',
      },
    });
  });
});
