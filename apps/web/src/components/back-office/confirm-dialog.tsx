import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { Modal } from '@/components/modal/modal';
import { useT } from '@/lib/i18n';
import { refusalText } from '@/lib/back-office/refusal-text';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** The dialog's name (what a screen reader announces; tests find the dialog by it). */
  title: string;
  /** What is about to happen, read out as the dialog's description. */
  question: string;
  confirmLabel: string;
  /** What the confirming button says while the act runs; its own label when not given. */
  pendingLabel?: string;
  /** A removal or another act that cannot be undone: its button is drawn in the danger colour. */
  destructive?: boolean;
  pending: boolean;
  /** Why the last try was refused; the dialog stays open to try again or cancel. */
  error?: string;
  onConfirm(): void;
  onClose(): void;
  /** Where the focus goes when the dialog closes, when not the element that had it before. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  confirmTestId?: string;
}

/**
 * The back-office's one question before an act: a dialog named by its title and described by the
 * question, the confirming button (busy while the act runs) and Cancel. Escape, the close icon and
 * Cancel close it without acting; the focus then returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  pendingLabel,
  destructive = true,
  pending,
  error,
  onConfirm,
  onClose,
  returnFocusTo,
  confirmTestId,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={question}
      closeLabel={t('Close')}
      returnFocusTo={returnFocusTo}
      width={480}
    >
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={destructive ? `button ${styles.destructive}` : 'button'}
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={onConfirm}
          data-testid={confirmTestId}
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('AdminTextsCancel')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * A button that asks first: it opens the confirm dialog, runs `onConfirm` when confirmed, closes on
 * success (then `onDone`) and shows the refusal in the dialog otherwise.
 */
export function ConfirmButton({
  children,
  className = 'button button-secondary',
  label,
  testId,
  disabled,
  onConfirm,
  onDone,
  ...dialog
}: Pick<
  ConfirmDialogProps,
  'title' | 'question' | 'confirmLabel' | 'pendingLabel' | 'destructive' | 'confirmTestId'
> & {
  /** The button's text. */
  children: ReactNode;
  className?: string;
  /** The button's accessible name when its text alone does not say what it acts on. */
  label?: string;
  testId?: string;
  disabled?: boolean;
  onConfirm(): Promise<unknown>;
  onDone?(): void;
}) {
  const t = useT();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const confirm = async () => {
    setPending(true);
    setError('');
    try {
      await onConfirm();
      setOpen(false);
      onDone?.();
    } catch (failure) {
      setError(refusalText(t, failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        aria-label={label}
        disabled={disabled || pending}
        data-testid={testId}
        onClick={() => {
          setError('');
          setOpen(true);
        }}
      >
        {children}
      </button>
      <ConfirmDialog
        {...dialog}
        open={open}
        pending={pending}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
        returnFocusTo={opener}
      />
    </>
  );
}
