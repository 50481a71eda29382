import type { RefObject } from 'react';
import { Modal } from '@/components/modal/modal';
import { useT } from '@/lib/i18n';
import styles from './row-actions.module.css';

/**
 * Asks before something is removed: the question, the confirming button (disabled while the
 * removal runs) and Cancel; the focus goes back to `returnFocusTo` when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      closeLabel={t('Close')}
      returnFocusTo={returnFocusTo}
      width={440}
    >
      {open ? (
        <>
          <p>{question}</p>
          <div className={styles.confirmActions}>
            <button type="button" className="button" disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </button>
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('AdminTextsCancel')}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
