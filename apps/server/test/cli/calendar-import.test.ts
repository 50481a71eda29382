import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruProductionCalendar } from '../../src/db/seed/data/ru-production-calendar.js';
import {
  CalendarFileError,
  readCalendarFile,
  readXmlCalendar,
} from '../../src/modules/calendar/calendar-file.js';
import { type TestDatabase, createTestDatabase } from '../helpers/test-app.js';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A small year in xmlcalendar's format (ru/<year>/calendar.xml), as its generator writes it. */
const SAMPLE_2031 = `<?xml version="1.0" encoding="UTF-8"?>
<calendar year="2031" lang="ru" date="2030.09.15" country="ru">
  <holidays>
    <holiday id="1" title="Новогодние каникулы" />
    <holiday id="2" title="Рождество Христово" />
    <holiday id="8" title="День &quot;народного&quot; единства" />
  </holidays>
  <!-- <day d="12.30" t="1" /> a comment is not a day -->
  <days>
    <day d="01.01" t="1" h="1" />
    <day d="01.02" t="1" h="1" />
    <day d="01.07" t="1" h="2" />
    <day d="01.08" t="1" h="1" />
    <day d="01.09" t="1" f="01.04" />
    <day d="11.01" t="2" />
    <day d="11.03" t="2" />
    <day d="11.04" t="1" h="8" />
    <day d="12.27" t="3" />
    <day d="12.31" t="1" f="12.27"/>
  </days>
</calendar>
`;

describe('reading production calendar files', () => {
  it("reads xmlcalendar's XML: t=1 off, t=2 shortened (a shortened Saturday also working), t=3 working", () => {
    expect(readXmlCalendar(SAMPLE_2031)).toEqual({
      year: 2031,
      calendar: {
        daysOff: [
          '2031-01-01',
          '2031-01-02',
          '2031-01-07',
          '2031-01-08',
          '2031-01-09',
          '2031-11-04',
          '2031-12-31',
        ],
        workingWeekendDays: ['2031-11-01', '2031-12-27'],
        shortenedDays: ['2031-11-01', '2031-11-03'],
        why: {
          '2031-01-01': 'Новогодние каникулы',
          '2031-01-02': 'Новогодние каникулы',
          '2031-01-07': 'Рождество Христово',
          '2031-01-08': 'Новогодние каникулы',
          '2031-01-09': 'day off moved from 2031-01-04',
          '2031-11-04': 'День "народного" единства',
          '2031-12-31': 'day off moved from 2031-12-27',
        },
      },
    });
  });

  it('reads the 2025 decree back as the seed has it, from XML written the way xmlcalendar writes it', () => {
    const year = ruProductionCalendar.years['2025']!;
    const why = year.why ?? {};
    const titles = [...new Set(Object.values(why).filter((text) => !text.startsWith('day off moved')))];
    const day = (iso: string, t: number) => {
      const text = why[iso];
      const extra = !text
        ? ''
        : text.startsWith('day off moved from ')
          ? ` f="${text.slice(-5).replace('-', '.')}"`
          : ` h="${titles.indexOf(text) + 1}"`;
      return `<day d="${iso.slice(5).replace('-', '.')}" t="${t}"${extra}/>`;
    };
    const shortened = new Set(year.shortenedDays);
    const days = [
      ...year.daysOff.map((iso) => [iso, day(iso, 1)]),
      ...year.shortenedDays!.map((iso) => [iso, day(iso, 2)]),
      ...year.workingWeekendDays.filter((iso) => !shortened.has(iso)).map((iso) => [iso, day(iso, 3)]),
    ].sort(([a], [b]) => (a! < b! ? -1 : 1));
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<calendar year="2025" lang="ru" country="ru">
<holidays>${titles.map((title, index) => `<holiday id="${index + 1}" title="${title}"/>`).join('\n')}</holidays>
<days>\n${days.map(([, element]) => element).join('\n')}\n</days>\n</calendar>`;
    expect(readCalendarFile(xml, 'calendar.xml')).toEqual([
      { year: 2025, calendar: year, source: 'xmlcalendar ru/2025/calendar.xml (calendar.xml)' },
    ]);
  });

  it("reads the shop's JSON shape, every year in it, its source named", () => {
    const years = readCalendarFile(JSON.stringify(ruProductionCalendar), 'ru-production-calendar.json');
    expect(years.map((entry) => entry.year)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(years[5]).toEqual({
      year: 2025,
      calendar: ruProductionCalendar.years['2025'],
      source: ruProductionCalendar.source,
    });
  });

  it('refuses what is neither, saying where', () => {
    for (const [text, message] of [
      ['<calendar year="20x1"><days/></calendar>', 'not a year'],
      ['<calendar year="2031"><day d="02.30" t="1"/></calendar>', 'is not a day'],
      ['<calendar year="2031"><day d="02.03" t="4"/></calendar>', 't must be 1, 2 or 3'],
      ['<calendar year="2031"><day d="02.03" t="1"/><day d="02.03" t="2"/></calendar>', 'listed twice'],
      ['<days/>', 'one <calendar'],
      ['{"years": {"2031": {"daysOff": "2031-01-01"}}}', 'years.2031.daysOff'],
      ['{"years": {"next": {"daysOff": [], "workingWeekendDays": []}}}', 'years.next'],
      ['nothing', 'not JSON'],
    ] as const) {
      expect(() => readCalendarFile(text, 'file'), text).toThrow(CalendarFileError);
      expect(() => readCalendarFile(text, 'file'), text).toThrow(message);
    }
  });
});

describe('npm run calendar:import', () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    dir = mkdtempSync(join(tmpdir(), 'storefront-calendar-'));
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function run(args: string[]) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/calendar-import.ts', ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    const [code] = (await once(child, 'exit')) as [number];
    return { code, stdout, stderr };
  }
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const daysOf = (year: number) =>
    database.handle.db
      .selectFrom('calendar_day')
      .select(['day', 'kind', 'note'])
      .where('day', 'like', `${year}-%`)
      .orderBy('day')
      .execute();

  it('adds a year from xmlcalendar XML, then replaces it when loaded again', async () => {
    const path = file('calendar.xml', SAMPLE_2031);
    const added = await run([path]);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain(
      '2031: added (7 days off, 2 working weekend days, 2 shortened days) from xmlcalendar ru/2031/calendar.xml (calendar.xml)',
    );
    const days = await daysOf(2031);
    expect(days).toHaveLength(10);
    expect(days.find((day) => day.day === '2031-11-01')).toEqual({
      day: '2031-11-01',
      kind: 'shortened_day',
      note: '',
    });

    const again = await run(['--source', 'Постановление 2031', path]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('2031: replaced');
    const year = await database.handle.db
      .selectFrom('calendar_year')
      .select('source')
      .where('year', '=', 2031)
      .executeTakeFirstOrThrow();
    expect(year.source).toBe('Постановление 2031');
    expect(await daysOf(2031)).toHaveLength(10);
  }, 30_000);

  it('adds the year --year names from a JSON file, and refuses a bad file or usage writing nothing', async () => {
    const json = file(
      'calendar.json',
      JSON.stringify({
        source: 'decrees 2032-2033 (test)',
        years: {
          '2032': { daysOff: ['2032-01-01'], workingWeekendDays: [] },
          '2033': { daysOff: ['2033-01-03'], workingWeekendDays: ['2033-01-08'], shortenedDays: [] },
        },
      }),
    );
    const picked = await run(['--year', '2033', json]);
    expect(picked.code, picked.stderr).toBe(0);
    expect(picked.stdout).toContain('2033: added (1 days off, 1 working weekend days, 0 shortened days)');
    expect(await daysOf(2032)).toEqual([]);
    expect(await daysOf(2033)).toHaveLength(2);

    const unsound = file(
      'unsound.json',
      JSON.stringify({ years: { '2034': { daysOff: ['2034-01-02'], workingWeekendDays: ['2034-01-02'] } } }),
    );
    const refusals = [];
    for (const args of [
      [unsound],
      [join(dir, 'missing.xml')],
      [],
      ['--year', 'next', json],
      ['--year', '2040', json],
    ]) {
      const refused = await run(args);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr.length).toBeGreaterThan(0);
      refusals.push(refused.stderr);
    }
    expect(refusals[0]).toContain('2034 workingWeekendDays: 2034-01-02 is listed as a day off too');
    expect(await daysOf(2034)).toEqual([]);
  }, 60_000);
});
