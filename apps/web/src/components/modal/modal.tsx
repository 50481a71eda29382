import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
  /** The spec's cart popup is 500 wide; forms use the default. */
  width?: number;
  /** Where focus goes back on close when the dialog was opened without a Radix trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** A fixed height on wide screens (the cart's 770) and a full-height sheet on phones. */
  height?: number;
}

/**
 * A dialog on Radix's mechanics: closes on Esc, outside click and its close icon, blocks page scroll,
 * traps focus and returns it to the opener. The look is ours.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  width = 560,
  returnFocusTo,
  height,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={height ? `${styles.content} ${styles.sheet}` : styles.content}
          style={height ? { maxWidth: width, height } : { maxWidth: width }}
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault();
                  returnFocusTo.current?.focus();
                }
              : undefined
          }
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
