import { formatDate } from '@storefront/contract';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { backOfficePaths } from '@/config/back-office-paths';
import { ApiRequestError } from '@/lib/api-client';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { type AdminCalendar, CALENDAR_FILE_MAX_CHARS } from '@storefront/contract';
import { useCalendar } from '../api/get-calendar';
import { useUploadCalendar } from '../api/upload-calendar';
import styles from './production-calendar.module.css';

type DayKind = AdminCalendar['days'][number]['kind'] | 'weekend';

const KIND_KEYS: Record<DayKind, string> = {
  day_off: 'AdminCalendarDayOff',
  working_weekend_day: 'AdminCalendarWorkingWeekend',
  shortened_day: 'AdminCalendarShortened',
  weekend: 'AdminCalendarWeekend',
};

const yearHref = (year: number) => `${backOfficePaths.adminCalendar}?year=${year}`;
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The days of a month in Monday-first weeks (null: outside the month). */
function weeksOf(year: number, month: number): (number | null)[][] {
  const first = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (number | null)[] = [...Array<null>(first).fill(null)];
  for (let day = 1; day <= length; day++) cells.push(day);
  while (cells.length % 7) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

function Month({
  year,
  month,
  special,
  lang,
  t,
}: {
  year: number;
  month: number;
  special: ReadonlyMap<string, AdminCalendar['days'][number]>;
  lang: string;
  t: Translate;
}) {
  const monthName = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month, 1)),
  );
  // 2024-01-01 was a Monday.
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((offset) =>
    new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + offset)),
    ),
  );
  return (
    <table className={styles.month}>
      <caption className={styles.monthName}>{monthName}</caption>
      <thead>
        <tr>
          {weekdays.map((weekday, index) => (
            <th key={weekday} scope="col" className={index >= 5 ? styles.weekendHead : undefined}>
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(year, month).map((week, index) => (
          <tr key={index}>
            {week.map((day, column) => {
              if (day === null) return <td key={column} />;
              const date = iso(year, month, day);
              const entry = special.get(date);
              const kind: DayKind | undefined = entry?.kind ?? (column >= 5 ? 'weekend' : undefined);
              const label = kind ? t(KIND_KEYS[kind]) : '';
              const note = entry?.note ? `: ${entry.note}` : '';
              return (
                <td
                  key={column}
                  data-kind={kind}
                  className={styles.day}
                  title={kind ? `${label}${note}` : undefined}
                >
                  {day}
                  {entry ? <span className="visually-hidden">{` — ${label}${note}`}</span> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function UploadForm() {
  const t = useT();
  const upload = useUploadCalendar();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMessage({ text: t('FieldCannotBeEmpty'), ok: false });
      return;
    }
    if (file.size > CALENDAR_FILE_MAX_CHARS) {
      setMessage({
        text: t('AdminCalendarFileTooLarge', Math.round(CALENDAR_FILE_MAX_CHARS / 1000)),
        ok: false,
      });
      return;
    }
    setMessage(null);
    try {
      const answer = await upload.mutateAsync({ file_name: file.name, content: await file.text() });
      setMessage({
        text: t('AdminCalendarUploaded', answer.years.map((year) => year.year).join(', ')),
        ok: true,
      });
    } catch (error) {
      const key = error instanceof ApiRequestError ? error.key : 'UnknownError';
      const args = error instanceof ApiRequestError ? (error.args ?? []) : [];
      setMessage({ text: t(key, ...args), ok: false });
    }
  };

  return (
    <form
      className={styles.upload}
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${inputId}-title`}
    >
      <h2 id={`${inputId}-title`} className={styles.panelTitle}>
        {t('AdminCalendarUploadTitle')}
      </h2>
      <p id={`${inputId}-hint`} className={styles.muted}>
        {t('AdminCalendarUploadHint')}
      </p>
      <label htmlFor={inputId} className={styles.label}>
        {t('AdminCalendarFile')}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".xml,.json,application/xml,text/xml,application/json"
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        className={styles.file}
      />
      <div>
        <button
          type="submit"
          className="button"
          disabled={upload.isPending}
          aria-busy={upload.isPending || undefined}
        >
          {upload.isPending ? t('SendingData') : t('AdminCalendarUpload')}
        </button>
      </div>
      {message ? (
        <p
          role="status"
          className={message.ok ? styles.ok : styles.error}
          data-testid="admin-calendar-upload-status"
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The production calendar: a year's twelve months with its days off, working
 * weekend days and shortened days marked and the decree's source named; the years loaded; and, for
 * an administrator, the upload of next year's decree.
 */
export function ProductionCalendar({ year, isAdmin }: { year: number; isAdmin: boolean }) {
  const t = useT();
  const { lang } = useLanguage();
  const calendar = useCalendar(year);
  const special = useMemo(
    () => new Map((calendar.data?.days ?? []).map((entry) => [entry.day, entry])),
    [calendar.data],
  );
  if (calendar.isError)
    return <ErrorState error={calendar.error} onRetry={() => void calendar.refetch()} t={t} />;
  if (!calendar.data) return <Loader label={t('Loading')} />;
  const data = calendar.data;
  return (
    <div className={styles.calendar}>
      <nav className={styles.yearNav} aria-label={t('AdminCalendarYear')}>
        <Link to={yearHref(year - 1)} className="button button-secondary">
          <span aria-hidden="true">←</span> {year - 1}
          <span className="visually-hidden"> ({t('AdminCalendarPrevYear')})</span>
        </Link>
        <h2 className={styles.year} data-testid="admin-calendar-year">
          {year}
        </h2>
        <Link to={yearHref(year + 1)} className="button button-secondary">
          {year + 1} <span aria-hidden="true">→</span>
          <span className="visually-hidden"> ({t('AdminCalendarNextYear')})</span>
        </Link>
      </nav>
      <p className={data.loaded ? styles.source : styles.warning} data-testid="admin-calendar-source">
        {data.loaded
          ? t('AdminCalendarSource', data.source ?? '', formatDate(data.loaded_at ?? '', lang))
          : t('AdminCalendarNotLoaded', year)}
      </p>
      <ul className={styles.legend} aria-label={t('AdminCalendarLegend')}>
        {(['day_off', 'weekend', 'working_weekend_day', 'shortened_day'] as const).map((kind) => (
          <li key={kind}>
            <span className={styles.swatch} data-kind={kind} aria-hidden="true" />
            {t(KIND_KEYS[kind])}
          </li>
        ))}
      </ul>
      <div className={styles.months}>
        {Array.from({ length: 12 }, (_, month) => (
          <Month key={month} year={year} month={month} special={special} lang={lang} t={t} />
        ))}
      </div>
      <div className={styles.bottom}>
        <section className={`card ${styles.panel}`} aria-labelledby="admin-calendar-years">
          <h2 id="admin-calendar-years" className={styles.panelTitle}>
            {t('AdminCalendarYears')}
          </h2>
          <ul className={styles.years} data-testid="admin-calendar-years">
            {data.years.map((entry) => (
              <li key={entry.year}>
                <Link to={yearHref(entry.year)} aria-current={entry.year === year ? 'page' : undefined}>
                  {entry.year}
                </Link>{' '}
                <span className={styles.muted}>
                  {entry.source}, {formatDate(entry.loaded_at, lang)}
                </span>
              </li>
            ))}
          </ul>
        </section>
        {isAdmin ? (
          <section className={`card ${styles.panel}`}>
            <UploadForm />
          </section>
        ) : null}
      </div>
    </div>
  );
}
