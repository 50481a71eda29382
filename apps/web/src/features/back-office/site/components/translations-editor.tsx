import {
  type AdminTranslation,
  placeholderCount,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@storefront/contract';
import { createContext, useContext, useId, useMemo, useRef, useState } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { ApiRequestError } from '@/lib/api-client';
import { type Translate, useT } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { TRANSLATIONS_PAGE_SIZE, translationsAddress, useTranslations } from '../api/get-translations';
import { useSaveTranslation } from '../api/save-translation';
import { type DataColumns, DataTable } from '@/components/back-office/data-table';
import { ListPager } from '@/components/back-office/list-pager';
import { CheckFilter, InputFilter, ListSearchForm } from '@/components/back-office/list-search-form';
import { useListState } from '@/lib/back-office/list-state';
import styles from './site-forms.module.css';
import { EmptyNote } from '@/components/back-office/list-screen';

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

/** A row saved under the search on screen, and where it stood in the list then. */
interface KeptRow {
  row: AdminTranslation;
  index: number;
}

const NOTHING_KEPT: KeptRow[] = [];

/**
 * The page's rows with the ones saved under this search put back where they stood when the search
 * no longer finds them (a text just given is no longer missing, an edited one no longer matches):
 * a row does not vanish under the hand that saved it. `outOfSearch` names the rows put back.
 */
function withKeptRows(list: AdminTranslation[], kept: KeptRow[]) {
  const found = new Set(list.map((row) => row.key));
  const rows = [...list];
  const outOfSearch = new Set<string>();
  for (const { row, index } of [...kept].sort((a, b) => a.index - b.index)) {
    if (found.has(row.key)) continue;
    rows.splice(Math.min(index, rows.length), 0, row);
    outOfSearch.add(row.key);
  }
  return { rows, outOfSearch };
}

function checkDraft(row: AdminTranslation, draft: Texts, t: Translate): DraftError | undefined {
  if (draft['ru-RU'].trim() === '') return { language: 'ru-RU', message: t('FieldCannotBeEmpty') };
  const expected = expectedPlaceholders(row);
  const wrong = SUPPORTED_LANGUAGES.find(
    (language) => draft[language].trim() !== '' && placeholderCount(draft[language]) !== expected,
  );
  return wrong ? { language: wrong, message: t('TranslationPlaceholdersChanged', expected) } : undefined;
}

/** The row being edited and what its cells do, for the cells (see the columns below). */
interface RowEditing {
  editing: Editing | undefined;
  setEditing(editing: Editing | undefined): void;
  finishEditing(key: string): void;
  submit(row: AdminTranslation, draft: Texts): void;
  saving: boolean;
  /** Rows saved under this search that it no longer finds (kept in view). */
  outOfSearch: ReadonlySet<string>;
  /** An edit button drawn: it takes the focus back when its row's editor has just closed. */
  editButtonDrawn(key: string, button: HTMLButtonElement): void;
  formId: string;
}

const RowEditingContext = createContext<RowEditing | null>(null);

function useRowEditing(): RowEditing {
  const rowEditing = useContext(RowEditingContext);
  if (!rowEditing) throw new Error('A translations cell outside the editor');
  return rowEditing;
}

function KeyCell({ row }: { row: AdminTranslation }) {
  const t = useT();
  const { outOfSearch } = useRowEditing();
  return (
    <>
      <code className={styles.key}>{row.key}</code>
      {outOfSearch.has(row.key) ? (
        <p className={styles.hint} data-testid="admin-text-kept">
          {t('AdminTextsKeptAfterSave')}
        </p>
      ) : null}
    </>
  );
}

function TextCell({ row, language }: { row: AdminTranslation; language: SupportedLanguage }) {
  const t = useT();
  const { editing, setEditing, finishEditing, formId } = useRowEditing();
  if (editing?.key === row.key) {
    const errorId = `${formId}-${language}-error`;
    const wrong = editing.error?.language === language;
    return (
      <div className={styles.editorField}>
        <label htmlFor={`${formId}-${language}`} className="visually-hidden">
          {`${t(languageLabel[language])}: ${row.key}`}
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
              finishEditing(row.key);
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
  const text = row.texts[language];
  return text ? (
    <span className={styles.text} lang={language.slice(0, 2)}>
      {text}
    </span>
  ) : (
    <span className={styles.missing}>{t('AdminTextsNoText')}</span>
  );
}

function ActionsCell({ row }: { row: AdminTranslation }) {
  const t = useT();
  const { editing, setEditing, finishEditing, submit, saving, editButtonDrawn, formId } = useRowEditing();
  if (editing?.key !== row.key)
    return (
      <button
        type="button"
        className="button button-secondary"
        ref={(element) => {
          if (element) editButtonDrawn(row.key, element);
        }}
        aria-label={t('AdminTextsEditKey', row.key)}
        onClick={() =>
          setEditing({
            key: row.key,
            draft: { 'ru-RU': row.texts['ru-RU'] ?? '', 'en-US': row.texts['en-US'] ?? '' },
          })
        }
      >
        {t('AdminTextsEdit')}
      </button>
    );
  const expected = expectedPlaceholders(row);
  return (
    <form
      id={formId}
      className={styles.editorActions}
      aria-label={t('AdminTextsEditKey', row.key)}
      onSubmit={(event) => {
        event.preventDefault();
        submit(row, editing.draft);
      }}
    >
      <button type="submit" className="button" disabled={saving}>
        {t('AdminTextsSave')}
      </button>
      <button type="button" className="button button-secondary" onClick={() => finishEditing(row.key)}>
        {t('AdminTextsCancel')}
      </button>
      {expected > 0 ? <p className={styles.hint}>{t('AdminTextsPlaceholders', '%s', expected)}</p> : null}
      {editing.error && !editing.error.language ? (
        <p className={styles.error} role="alert">
          {editing.error.message}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The translations editor: every key of the shop's dictionary with Russian and
 * English side by side, searched and paged on the server; a row is edited in place and saved at
 * once (the shop shows it without a release). The search lives in the address; a row saved stays in
 * view until the search changes, even when the search no longer finds it.
 */
export function TranslationsEditor() {
  const t = useT();
  const formId = useId();
  const view = useListState(translationsAddress);
  const search = view.state;
  const query = useTranslations(search);
  const save = useSaveTranslation();
  const [editing, setEditing] = useState<Editing>();
  const returnFocusTo = useRef<string | null>(null);
  const address = translationsAddress.href(search);
  const [kept, setKept] = useState<{ address: string; rows: KeptRow[] }>({ address, rows: [] });
  const keptHere = kept.address === address ? kept.rows : NOTHING_KEPT;
  const { rows, outOfSearch } = useMemo(
    () => withKeptRows(query.data?.list ?? [], keptHere),
    [query.data, keptHere],
  );
  const keep = (row: AdminTranslation, index: number) =>
    setKept((current) => ({
      address,
      rows: [
        ...(current.address === address ? current.rows.filter((entry) => entry.row.key !== row.key) : []),
        { row, index },
      ],
    }));
  const forget = (key: string) =>
    setKept((current) => ({ ...current, rows: current.rows.filter((entry) => entry.row.key !== key) }));

  // Back to the button that opened the editor, once it is drawn again.
  const finishEditing = (key: string) => {
    returnFocusTo.current = key;
    setEditing(undefined);
  };

  const submit = async (row: AdminTranslation, draft: Texts) => {
    const invalid = checkDraft(row, draft, t);
    setEditing({ key: row.key, draft, error: invalid });
    if (invalid) return;
    // Kept before the save: the list is read again before the save's answer comes back.
    const index = Math.max(
      0,
      rows.findIndex((shown) => shown.key === row.key),
    );
    const keptBefore = keptHere.find((entry) => entry.row.key === row.key);
    keep({ ...row, texts: draft }, index);
    try {
      keep(await save.mutateAsync({ key: row.key, texts: draft }), index);
      void showToast(t('AdminTextsSaved'), 'success');
      finishEditing(row.key);
    } catch (failure) {
      // Refused: the row is as it was (kept from an earlier save, or as the search finds it).
      if (keptBefore) keep(keptBefore.row, keptBefore.index);
      else forget(row.key);
      const refusal = failure instanceof ApiRequestError ? failure : undefined;
      const language = SUPPORTED_LANGUAGES.find((code) => refusal?.field === `texts[${code}]`);
      const message = t(refusal?.key ?? 'UnknownError', ...(refusal?.args ?? []));
      setEditing({ key: row.key, draft, error: { ...(language && { language }), message } });
    }
  };

  // The cells are components of their own that read the editing state from the context: columns
  // made again on every keystroke would be new component types, and React would then mount every
  // cell anew (the text being typed in would lose the focus).
  const columns = useMemo<DataColumns<AdminTranslation>>(
    () => [
      {
        id: 'key',
        header: t('AdminTextsKey'),
        cell: ({ row }) => <KeyCell row={row.original} />,
      },
      ...SUPPORTED_LANGUAGES.map((language): DataColumns<AdminTranslation>[number] => ({
        id: language,
        header: t(languageLabel[language]),
        cell: ({ row }) => <TextCell row={row.original} language={language} />,
      })),
      {
        id: 'actions',
        header: t('AdminTextsActions'),
        cell: ({ row }) => <ActionsCell row={row.original} />,
      },
    ],
    [t],
  );
  const rowEditing: RowEditing = {
    editing,
    setEditing,
    finishEditing,
    submit: (row, draft) => void submit(row, draft),
    saving: save.isPending,
    outOfSearch,
    editButtonDrawn: (key, button) => {
      // Focused once it is in the page: a frame after the close was sometimes before React drew it.
      if (returnFocusTo.current !== key) return;
      returnFocusTo.current = null;
      button.focus();
    },
    formId,
  };

  return (
    <div className={styles.stack}>
      <ListSearchForm
        label={t('AdminTextsSearch')}
        submitLabel={t('AdminTextsFind')}
        onSubmit={(form) => {
          // It shows what it finds: the rows kept after a save go, even when the address stays the same.
          setKept({ address: '', rows: [] });
          return view.submit(form);
        }}
      >
        <InputFilter label={t('AdminTextsSearch')} name="q" value={search.q} />
        <CheckFilter label={t('AdminTextsMissing')} name="missing" checked={search.missing} />
      </ListSearchForm>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />
      ) : !query.data ? (
        <Loader label={t('Loading')} />
      ) : (
        <>
          <p className={styles.count} role="status">
            {t('AdminTextsFound', query.data.count)}
          </p>
          {rows.length === 0 ? (
            <EmptyNote>{t('AdminTextsNothing')}</EmptyNote>
          ) : (
            <RowEditingContext.Provider value={rowEditing}>
              <DataTable
                caption={t('AdminTexts')}
                columns={columns}
                data={rows}
                rowId={(row) => row.key}
                testId="admin-translations"
              />
            </RowEditingContext.Provider>
          )}
          <ListPager
            page={search.page}
            count={query.data.count}
            pageSize={TRANSLATIONS_PAGE_SIZE}
            hrefFor={(page) => view.hrefFor({ page })}
          />
        </>
      )}
    </div>
  );
}
