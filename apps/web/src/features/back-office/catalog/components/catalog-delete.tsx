import { ConfirmButton } from '@/components/back-office/confirm-dialog';
import { useT } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { type CatalogSection } from '../api/get-catalog-list';
import { deleteCatalogEntry } from '../api/delete-catalog-entry';
import { useInvalidateCatalog } from '../api/save-catalog-entry';
import styles from './catalog.module.css';

/**
 * Delete, after the confirm dialog. The server refuses an entry that orders, carts or other entries
 * refer to (CatalogueItemInUse): the dialog shows why and the entry stays, to be deactivated instead.
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
  const invalidate = useInvalidateCatalog();
  return (
    <ConfirmButton
      className={`button button-secondary ${styles.danger}`}
      title={t('AdminDeleteConfirmTitle')}
      question={t('AdminDeleteConfirmText', name)}
      confirmLabel={t('AdminDelete')}
      onConfirm={() => deleteCatalogEntry(section, id)}
      onDone={() => {
        void showToast(t('AdminDeleted'), 'success');
        onDeleted();
        void invalidate();
      }}
    >
      {t('AdminDelete')}
    </ConfirmButton>
  );
}
