import {
  type AdminTranslation,
  placeholderCount,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@storefront/contract';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { Pagination } from '@/components/pagination/pagination';
import { backOfficePaths } from '@/config/back-office-paths';
import { ApiRequestError } from '@/lib/api-client';
import { type Translate, useT } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import {
  TRANSLATIONS_PAGE_SIZE,
  type TranslationsSearch,
  translationsSearchAddress,
  useTranslations,
} from '../api/get-translations';
import { useSaveTranslation } from '../api/save-translation';
import { type DataColumns, DataTable } from './data-table';
import styles from './admin-texts.module.css';

type Texts = Record<SupportedLanguage, string>;

const languageLabel: Record<SupportedLanguage, string> = {
  'ru-RU': 'AdminTextsRussian',
  'en-US': 'AdminTextsEnglish',
};

/** A refusal shown under the text it concerns: its key and arguments, translated. */
interface DraftError {
  language?: SupportedLanguage;
  message: string;
}

/** The placeholders every text of the key keeps: the Russian text's, which the code was written for. */
function expectedPlaceholders(row: AdminTranslation): number {
  return placeholderCount(row.texts['ru-RU'] ?? row.texts['en-US'] ?? '');
}

/** The row being edited: its key, the texts as typed, and what was refused. */
interface Editing {
  key: string;
  draft: Texts;
  error?: DraftError | undefined;
}

function checkDraft(row: AdminTranslation, draft: Texts, t: Translate): DraftError | undefined {
  if (draft['ru-RU'].trim() === '') return { language: 'ru-RU', message: t('FieldCannotBeEmpty') };
  const expected = expectedPlaceholders(row);
  const wrong = SUPPORTED_LANGUAGES.find(
    (language) => draft[language].trim() !== '' && placeholderCount(draft[language]) !== expected,
  );
  return wrong ? { language: wrong, message: t('TranslationPlaceholdersChanged', expected) } : undefined;
}

/**
 * The translations editor (issue 14, part 5): every key of the shop's dictionary with Russian and
 * English side by side, searched and paged on the server; a row is edited in place and saved at
 * once (the shop shows it without a release). The search lives in the address.
 */
export function TranslationsEditor({ search }: { search: TranslationsSearch }) {
  const t = useT();
  const formId = useId();
  const navigate = useNavigate();
  const query = useTranslations(search);
  const save = useSaveTranslation();
  const [editing, setEditing] = useState<Editing>();
  const editButtons = useRef(new Map<string, HTMLButtonElement>());

  const finishEditing = (key: string) => {
    setEditing(undefined);
    // Back to the button that opened the editor, once it is drawn again.
    requestAnimationFrame(() => editButtons.current.get(key)?.focus());
  };

  const submit = async (row: AdminTranslation, draft: Texts) => {
    const invalid = checkDraft(row, draft, t);
    setEditing({ key: row.key, draft, error: invalid });
    if (invalid) return;
    try {
      await save.mutateAsync({ key: row.key, texts: draft });
      void showToast(t('AdminTextsSaved'), 'success');
      finishEditing(row.key);
    } catch (failure) {
      const refusal = failure instanceof ApiRequestError ? failure : undefined;
      const language = SUPPORTED_LANGUAGES.find((code) => refusal?.field === `texts[${code}]`);
      const message = t(refusal?.key ?? 'UnknownError', ...(refusal?.args ?? []));
      setEditing({ key: row.key, draft, error: { ...(language && { language }), message } });
    }
  };

  const columns = useMemo<DataColumns<AdminTranslation>>(
    () => [
      {
        id: 'key',
        header: t('AdminTextsKey'),
        cell: ({ row }) => <code className={styles.key}>{row.original.key}</code>,
      },
      ...SUPPORTED_LANGUAGES.map((language): DataColumns<AdminTranslation>[number] => ({
        id: language,
        header: t(languageLabel[language]),
        cell: ({ row }) => {
          if (editing?.key === row.original.key) {
            const errorId = `${formId}-${language}-error`;
            const wrong = editing.error?.language === language;
            return (
              <div className={styles.editorField}>
                <label htmlFor={`${formId}-${language}`} className="visually-hidden">
                  {`${t(languageLabel[language])}: ${row.original.key}`}
                </label>
                <textarea
                  id={`${formId}-${language}`}
                  form={formId}
                  className={styles.textarea}
                  value={editing.draft[language]}
                  rows={Math.min(8, Math.max(3, Math.ceil(editing.draft[language].length / 40)))}
                  maxLength={5000}
                  lang={language.slice(0, 2)}
                  // The row's first text takes the focus the edit button had.
                  autoFocus={language === SUPPORTED_LANGUAGES[0]}
                  aria-invalid={wrong || undefined}
                  aria-describedby={wrong ? errorId : undefined}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') {
                      event.preventDefault();
                      finishEditing(row.original.key);
                    }
                  }}
                  onChange={(event) =>
                    setEditing({ ...editing, draft: { ...editing.draft, [language]: event.target.value } })
                  }
                />
                {wrong ? (
                  <p id={errorId} className={styles.error} role="alert">
                    {editing.error?.message}
                  </p>
                ) : null}
              </div>
            );
          }
          const text = row.original.texts[language];
          return text ? (
            <span className={styles.text} lang={language.slice(0, 2)}>
              {text}
            </span>
          ) : (
            <span className={styles.missing}>{t('AdminTextsNoText')}</span>
          );
        },
      })),
      {
        id: 'actions',
        header: t('AdminTextsActions'),
        cell: ({ row }) => {
          if (editing?.key !== row.original.key)
            return (
              <button
                type="button"
                className="button button-secondary"
                ref={(element) => {
                  if (element) editButtons.current.set(row.original.key, element);
                  else editButtons.current.delete(row.original.key);
                }}
                aria-label={t('AdminTextsEditKey', row.original.key)}
                onClick={() =>
                  setEditing({
                    key: row.original.key,
                    draft: {
                      'ru-RU': row.original.texts['ru-RU'] ?? '',
                      'en-US': row.original.texts['en-US'] ?? '',
                    },
                  })
                }
              >
                {t('AdminTextsEdit')}
              </button>
            );
          const expected = expectedPlaceholders(row.original);
          return (
            <form
              id={formId}
              className={styles.editorActions}
              aria-label={t('AdminTextsEditKey', row.original.key)}
              onSubmit={(event) => {
                event.preventDefault();
                void submit(row.original, editing.draft);
              }}
            >
              <button type="submit" className="button" disabled={save.isPending}>
                {t('AdminTextsSave')}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => finishEditing(row.original.key)}
              >
                {t('AdminTextsCancel')}
              </button>
              {expected > 0 ? (
                <p className={styles.hint}>{t('AdminTextsPlaceholders', '%s', expected)}</p>
              ) : null}
              {editing.error && !editing.error.language ? (
                <p className={styles.error} role="alert">
                  {editing.error.message}
                </p>
              ) : null}
            </form>
          );
        },
      },
    ],
    // The helpers read refs, the state setter and the mutation, which the editing state redraws with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, editing, formId, save.isPending],
  );

  // A new search starts on its first page; the address holds it, so back and forward replay it.
  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = String(form.get('q') ?? '').trim();
    void navigate(
      translationsSearchAddress(backOfficePaths.adminTranslations, {
        q,
        missing: form.has('missing'),
        page: 1,
      }),
    );
  };

  return (
    <div className={styles.stack}>
      <form
        method="get"
        action={backOfficePaths.adminTranslations}
        className={`card ${styles.search}`}
        role="search"
        onSubmit={find}
      >
        <div className={styles.searchField}>
          <label htmlFor="translations-q" className={styles.editorLabel}>
            {t('AdminTextsSearch')}
          </label>
          <input
            id="translations-q"
            name="q"
            type="search"
            className={styles.input}
            defaultValue={search.q}
            maxLength={255}
            key={search.q}
          />
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="missing"
            value="1"
            defaultChecked={search.missing}
            key={String(search.missing)}
          />
          {t('AdminTextsMissing')}
        </label>
        <button type="submit" className="button">
          {t('AdminTextsFind')}
        </button>
      </form>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />
      ) : !query.data ? (
        <Loader label={t('Loading')} />
      ) : (
        <>
          <p className={styles.count} role="status">
            {t('AdminTextsFound', query.data.count)}
          </p>
          {query.data.list.length === 0 ? (
            <p className={`card ${styles.empty}`}>{t('AdminTextsNothing')}</p>
          ) : (
            <DataTable
              caption={t('AdminTexts')}
              columns={columns}
              data={query.data.list}
              rowId={(row) => row.key}
              testId="admin-translations"
            />
          )}
          <Pagination
            page={search.page}
            pageCount={Math.ceil(query.data.count / TRANSLATIONS_PAGE_SIZE)}
            hrefFor={(page) =>
              translationsSearchAddress(backOfficePaths.adminTranslations, { ...search, page })
            }
            t={t}
          />
        </>
      )}
    </div>
  );
}
