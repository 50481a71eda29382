import { type AdminMenuItem, type SiteMenu, siteMenus } from '@storefront/contract';
import { useIsMutating } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { Modal } from '@/components/modal/modal';
import { ApiRequestError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { MENU_MOVE_KEY, useMoveMenuItem } from '../api/move-menu-item';
import { useDeleteMenuItem } from '../api/delete-menu-item';
import { useMenuItems } from '../api/get-menu-items';
import { type DataColumns, DataTable } from '@/components/back-office/data-table';
import { MenuItemForm } from './menu-item-form';
import { ConfirmDialog } from '@/components/back-office/confirm-dialog';
import { OrderedRowActions } from '@/components/back-office/row-actions';
import { StatusBadge } from '@/components/back-office/status-badge';
import styles from './site-forms.module.css';
import { EmptyNote } from '@/components/back-office/list-screen';

const menuTitle: Record<SiteMenu, string> = { top: 'AdminMenusTop', bottom: 'AdminMenusBottom' };

/** What the dialog shows: a new item of a menu, an item to edit, or an item to confirm deleting. */
type Dialog =
  | { kind: 'new'; menu: SiteMenu }
  | { kind: 'edit'; item: AdminMenuItem }
  | { kind: 'delete'; item: AdminMenuItem };

/**
 * A menu item's buttons: move up and down (one move at a time; busy, not disabled, while one is under
 * way, and the moved item's button focused again), edit, delete. Named after the item.
 */
function MenuRowActions({
  item,
  index,
  count,
  onOpen,
  onFailed,
}: {
  item: AdminMenuItem;
  index: number;
  count: number;
  onOpen(dialog: Dialog, from: HTMLElement): void;
  onFailed(error: unknown): void;
}) {
  const t = useT();
  const move = useMoveMenuItem();
  const moving = useIsMutating({ mutationKey: MENU_MOVE_KEY }) > 0;
  const title = item.labels['ru-RU'] ?? item.url;
  return (
    <OrderedRowActions
      idPrefix={`menu-item-${item.id}`}
      index={index}
      count={count}
      moving={moving}
      labels={{
        up: t('AdminMenusMoveUp', title),
        down: t('AdminMenusMoveDown', title),
        edit: t('AdminMenusEdit', title),
        remove: t('AdminMenusDelete', title),
      }}
      editText={t('AdminTextsEdit')}
      removeText={t('AdminMenusDeleteYes')}
      onMove={(direction) =>
        move.mutateAsync({ id: item.id, direction }).catch((error: unknown) => {
          onFailed(error);
          throw error;
        })
      }
      onEdit={(from) => onOpen({ kind: 'edit', item }, from)}
      onRemove={(from) => onOpen({ kind: 'delete', item }, from)}
    />
  );
}

/**
 * The site's top and bottom menus: each menu's items in the shop's order with
 * both titles, the link and where they show; added and edited in a dialog, moved up and down,
 * hidden or deleted. Every change shows in the shop at once.
 */
export function MenusEditor() {
  const t = useT();
  const query = useMenuItems();
  const remove = useDeleteMenuItem();
  const [dialog, setDialog] = useState<Dialog>();
  const opener = useRef<HTMLElement | null>(null);

  const open = (next: Dialog, from: HTMLElement) => {
    opener.current = from;
    setDialog(next);
  };

  const failed = (error: unknown) =>
    void showToast(t(error instanceof ApiRequestError ? error.key : 'UnknownError'), 'error');

  const columns = useMemo<DataColumns<AdminMenuItem>>(() => {
    return [
      { id: 'position', header: t('AdminMenusPosition'), cell: ({ row }) => row.index + 1 },
      {
        id: 'title',
        header: t('AdminMenusTitle'),
        cell: ({ row }) => (
          <>
            <span lang="ru">{row.original.labels['ru-RU'] ?? '—'}</span>
            <span className={styles.second} lang="en">
              {row.original.labels['en-US'] ?? t('AdminTextsNoText')}
            </span>
          </>
        ),
      },
      { id: 'url', header: t('AdminMenusLink'), cell: ({ row }) => <code>{row.original.url}</code> },
      {
        id: 'shown',
        header: t('AdminMenusShown'),
        cell: ({ row }) => (
          <div className={styles.badges}>
            {!row.original.active ? <StatusBadge tone="hidden" label={t('AdminMenusHidden')} /> : null}
            {row.original.top_status ? <StatusBadge tone="shown" label={t('AdminMenusInBar')} /> : null}
            {row.original.hamburger_status ? (
              <StatusBadge tone="shown" label={t('AdminMenusInHamburger')} />
            ) : null}
          </div>
        ),
      },
      {
        id: 'actions',
        header: t('AdminTextsActions'),
        cell: ({ row, table }) => (
          <MenuRowActions
            item={row.original}
            index={row.index}
            count={table.getRowModel().rows.length}
            onOpen={open}
            onFailed={failed}
          />
        ),
      },
    ];
    // The columns depend on the language only: TanStack Table draws each cell as a component, and
    // columns that changed with a pending move would redraw the buttons and lose the focus.
    // `failed` and `open` only read the translator and refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t]);

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} t={t} />;
  if (!query.data) return <Loader label={t('Loading')} />;
  const items = query.data;
  const close = () => setDialog(undefined);

  return (
    <div className={styles.stack}>
      {siteMenus.map((menu) => {
        const rows = items.filter((item) => item.menu === menu);
        return (
          <section key={menu} className={styles.stack} aria-labelledby={`menu-${menu}`}>
            <div className={styles.menuHead}>
              <h2 id={`menu-${menu}`} className={styles.menuTitle}>
                {t(menuTitle[menu])}
              </h2>
              <button
                type="button"
                className="button button-secondary"
                onClick={(event) => open({ kind: 'new', menu }, event.currentTarget)}
              >
                {t('AdminMenusAdd')}
              </button>
            </div>
            {rows.length === 0 ? (
              <EmptyNote>{t('AdminMenusEmpty')}</EmptyNote>
            ) : (
              <DataTable
                caption={t(menuTitle[menu])}
                columns={columns}
                data={rows}
                rowId={(row) => String(row.id)}
                testId={`admin-menu-${menu}`}
              />
            )}
          </section>
        );
      })}
      <Modal
        open={dialog !== undefined && dialog.kind !== 'delete'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={t(dialog?.kind === 'new' ? 'AdminMenusNew' : 'AdminMenusEditTitle')}
        closeLabel={t('Close')}
        returnFocusTo={opener}
      >
        {dialog && dialog.kind !== 'delete' ? (
          <MenuItemForm
            key={dialog.kind === 'edit' ? dialog.item.id : `new-${dialog.menu}`}
            {...(dialog.kind === 'edit'
              ? { item: dialog.item, menu: dialog.item.menu }
              : { menu: dialog.menu })}
            onSaved={() => {
              void showToast(t('AdminMenusSaved'), 'success');
              close();
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('AdminMenusDeleteYes')}
        question={
          dialog?.kind === 'delete'
            ? t('AdminMenusDeleteConfirm', dialog.item.labels['ru-RU'] ?? dialog.item.url)
            : ''
        }
        confirmLabel={t('AdminMenusDeleteYes')}
        pending={remove.isPending}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          remove.mutate(dialog.item.id, {
            onSuccess: () => {
              void showToast(t('AdminMenusSaved'), 'success');
              close();
            },
            onError: failed,
          });
        }}
        onClose={close}
        returnFocusTo={opener}
      />
    </div>
  );
}
