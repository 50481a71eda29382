import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '@/components/modal/modal';
import { ApiRequestError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { type CatalogSection } from '../api/get-catalog-list';
import { deleteCatalogEntry } from '../api/delete-catalog-entry';
import { useInvalidateCatalog } from '../api/save-catalog-entry';
import styles from './catalog.module.css';

/**
 * Delete, after a confirmation in a dialog (Radix: focus trapped, Esc closes). The server refuses
 * an entry that orders, carts or other entries refer to (CatalogueItemInUse): the dialog shows why
 * and the entry stays, to be deactivated instead.
 */
export function CatalogDelete({
  section,
  id,
  name,
  onDeleted,
}: {
  section: CatalogSection;
  id: number;
  name: string;
  onDeleted: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const invalidate = useInvalidateCatalog();
  const remove = useMutation({
    mutationFn: () => deleteCatalogEntry(section, id),
    onSuccess: () => {
      setOpen(false);
      void showToast(t('AdminDeleted'), 'success');
      onDeleted();
      void invalidate();
    },
  });
  const error = remove.error
    ? t(remove.error instanceof ApiRequestError ? remove.error.key : 'UnknownError')
    : '';
  return (
    <>
      <button
        type="button"
        className={`button button-secondary ${styles.danger}`}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        {t('AdminDelete')}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('AdminDeleteConfirmTitle')}
        description={t('AdminDeleteConfirmText', name)}
        closeLabel={t('AdminCancel')}
        width={480}
      >
        {error ? (
          <p role="alert" className={styles.note}>
            {error}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
            {t('AdminCancel')}
          </button>
          <button
            type="button"
            className={`button ${styles.dangerFill}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('AdminDelete')}
          </button>
        </div>
      </Modal>
    </>
  );
}
