import { useIsMutating } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { SectionTabs } from '@/components/back-office/section-tabs';
import { backOfficePaths } from '@/config/back-office-paths';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { Modal } from '@/components/modal/modal';
import { ApiRequestError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { showToast } from '@/lib/toast';
import { type SiteBlockName } from '@storefront/contract';
import { siteBlockMoveKey, useMoveSiteBlockRow } from '../api/move-site-block-row';
import { siteBlockNames, type SiteBlockRow } from '../api/site-block-calls';
import { useDeleteSiteBlockRow } from '../api/delete-site-block-row';
import { useSiteBlock } from '../api/get-site-block';
import { type DataColumns, DataTable } from '@/components/back-office/data-table';
import { ConfirmDialog } from '@/components/back-office/confirm-dialog';
import { OrderedRowActions } from '@/components/back-office/row-actions';
import { SiteBlockForm } from './site-block-form';
import { type SiteBlockSpec, siteBlockSpecs } from './site-block-specs';
import { StatusBadge } from '@/components/back-office/status-badge';
import styles from './site-blocks.module.css';
import { EmptyNote } from '@/components/back-office/list-screen';

/** What the dialog shows: a new row, a row to edit, or a row to confirm deleting. */
type Dialog<B extends SiteBlockName> =
  { kind: 'new' } | { kind: 'edit'; row: SiteBlockRow<B> } | { kind: 'delete'; row: SiteBlockRow<B> };

type Texts = Record<string, string> | null;
const textsIn = (row: SiteBlockRow, language: 'ru-RU' | 'en-US') => row.texts[language] as Texts;

/**
 * A row's buttons: up and down (a moved row keeps the keyboard on its button, or on the other one
 * once it reaches an end of the list), edit and delete (each in a dialog).
 */
function RowActions<B extends SiteBlockName>({
  block,
  row,
  name,
  index,
  count,
  onOpen,
  onFailed,
}: {
  block: B;
  row: SiteBlockRow<B>;
  name: string;
  index: number;
  count: number;
  onOpen(dialog: Dialog<B>, from: HTMLElement): void;
  onFailed(error: unknown): void;
}) {
  const t = useT();
  const move = useMoveSiteBlockRow(block);
  const moving = useIsMutating({ mutationKey: siteBlockMoveKey(block) }) > 0;
  return (
    <OrderedRowActions
      idPrefix={`block-${block}-${row.id}`}
      index={index}
      count={count}
      moving={moving}
      labels={{
        up: t('AdminBlocksMoveUp', name),
        down: t('AdminBlocksMoveDown', name),
        edit: t('AdminBlocksEdit', name),
        remove: t('AdminBlocksDelete', name),
      }}
      editText={t('AdminTextsEdit')}
      removeText={t('AdminBlocksDeleteYes')}
      onMove={(direction) =>
        move.mutateAsync({ id: row.id, direction }).catch((error: unknown) => {
          onFailed(error);
          throw error;
        })
      }
      onEdit={(from) => onOpen({ kind: 'edit', row }, from)}
      onRemove={(from) => onOpen({ kind: 'delete', row }, from)}
    />
  );
}

/** The four blocks as tabs: links, the open one marked current. */
export function SiteBlockTabs() {
  const t = useT();
  return (
    <SectionTabs
      label={t('AdminBlocksMenu')}
      tabs={siteBlockNames.map((block) => ({
        to: backOfficePaths.adminSiteBlock(block),
        label: t(siteBlockSpecs[block].keys.title),
      }))}
    />
  );
}

/**
 * One block of the home page: its rows in the shop's order with the picture, the
 * texts in both languages and whether the shop shows them; added and edited in a dialog, moved up
 * and down, deleted after a question. Every change shows in the shop at once.
 */
export function SiteBlocksEditor<B extends SiteBlockName>({ block }: { block: B }) {
  const t = useT();
  const { lang } = useLanguage();
  const spec = siteBlockSpecs[block] as unknown as SiteBlockSpec<B>;
  const query = useSiteBlock(block);
  const remove = useDeleteSiteBlockRow(block);
  const [dialog, setDialog] = useState<Dialog<B>>();
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const open = (next: Dialog<B>, from: HTMLElement) => {
    opener.current = from;
    setDialog(next);
  };

  const failed = (error: unknown) =>
    void showToast(t(error instanceof ApiRequestError ? error.key : 'UnknownError'), 'error');

  /** What names a row: its Russian headline (the shop's fallback language always has it). */
  const nameOf = (row: SiteBlockRow) => textsIn(row, 'ru-RU')?.[spec.headline] || `#${row.id}`;

  // The columns change only with the language: a new cell function would draw the rows' buttons
  // anew and lose the keyboard's place in them.
  const columns = useMemo<DataColumns<SiteBlockRow<B>>>(() => {
    const picture = spec.picture?.name;
    return [
      { id: 'position', header: t('AdminBlocksPosition'), cell: ({ row }) => row.index + 1 },
      ...(picture
        ? [
            {
              id: 'picture',
              header: t(spec.picture!.labelKey),
              cell: ({ row }: { row: { original: SiteBlockRow<B> } }) => {
                const src = (row.original as Record<string, unknown>)[picture];
                return typeof src === 'string' && src ? (
                  <img className={styles.thumb} src={src} alt="" width={48} height={48} loading="lazy" />
                ) : null;
              },
            },
          ]
        : []),
      {
        id: 'headline',
        header: t(spec.headlineKey),
        cell: ({ row }) => {
          const english = textsIn(row.original, 'en-US')?.[spec.headline];
          return (
            <span className={styles.headline}>
              <span lang="ru">{textsIn(row.original, 'ru-RU')?.[spec.headline] ?? '—'}</span>
              {english ? (
                <span className={styles.second} lang="en">
                  {english}
                </span>
              ) : (
                <span className={styles.second}>
                  <span className={styles.missing}>{t('AdminBlocksNoEnglish')}</span>
                </span>
              )}
            </span>
          );
        },
      },
      ...(spec.columns?.(t, lang) ?? []),
      {
        id: 'shown',
        header: t('AdminBlocksShownColumn'),
        cell: ({ row }) =>
          row.original.active ? (
            <span className={styles.muted}>{t('AdminBlocksShown')}</span>
          ) : (
            <StatusBadge tone="hidden" label={t('AdminBlocksHidden')} />
          ),
      },
      {
        id: 'actions',
        header: t('AdminTextsActions'),
        cell: ({ row, table }) => (
          <RowActions
            block={block}
            row={row.original}
            name={nameOf(row.original)}
            index={row.index}
            count={table.getRowModel().rows.length}
            onOpen={open}
            onFailed={failed}
          />
        ),
      },
    ];
    // `failed`, `open` and `nameOf` only read the translator, the spec, the state's setter and refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, lang, spec, block]);

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />;
  if (!query.data) return <Loader label={t('Loading')} />;
  const rows = query.data;
  const close = () => setDialog(undefined);
  const title = t(spec.keys.title);

  return (
    <section className={styles.stack} aria-labelledby={`block-${block}`}>
      <div className={styles.head}>
        <div>
          <h2 id={`block-${block}`} className={styles.blockTitle}>
            {title}
          </h2>
          <p className={styles.lead}>{t(spec.keys.lead)}</p>
        </div>
        <button
          ref={addButton}
          type="button"
          className="button"
          onClick={(event) => open({ kind: 'new' }, event.currentTarget)}
        >
          {t(spec.keys.add)}
        </button>
      </div>
      {rows.length === 0 ? (
        <EmptyNote>{t(spec.keys.empty)}</EmptyNote>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          data={rows}
          rowId={(row) => String(row.id)}
          testId={`admin-block-${block}`}
        />
      )}
      <Modal
        open={dialog !== undefined && dialog.kind !== 'delete'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={t(dialog?.kind === 'new' ? spec.keys.new : spec.keys.edit)}
        closeLabel={t('Close')}
        returnFocusTo={opener}
        width={720}
      >
        {dialog && dialog.kind !== 'delete' ? (
          <SiteBlockForm
            key={dialog.kind === 'edit' ? dialog.row.id : 'new'}
            block={block}
            row={dialog.kind === 'edit' ? dialog.row : undefined}
            onSaved={() => {
              void showToast(t('AdminBlocksSaved'), 'success');
              close();
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('AdminBlocksDeleteYes')}
        question={dialog?.kind === 'delete' ? t('AdminBlocksDeleteConfirm', nameOf(dialog.row)) : ''}
        confirmLabel={t('AdminBlocksDeleteYes')}
        pending={remove.isPending}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          remove.mutate(dialog.row.id, {
            onSuccess: () => {
              void showToast(t('AdminBlocksDeleted'), 'success');
              // The opener's row is gone: focus goes to the block's add button instead.
              opener.current = addButton.current;
              close();
            },
            onError: failed,
          });
        }}
        onClose={close}
        returnFocusTo={opener}
      />
    </section>
  );
}
