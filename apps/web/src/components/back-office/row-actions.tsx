import { useEffect, useRef } from 'react';
import styles from './row-actions.module.css';

export type MoveDirection = 'up' | 'down';

export interface OrderedRowActionsProps {
  /** Prefix of the move buttons' ids, unique on the page (the moved row's button is found by it). */
  idPrefix: string;
  index: number;
  count: number;
  /** A move of this list is under way: the buttons say they are busy and wait. */
  moving: boolean;
  /** The buttons' accessible names, each naming the row. */
  labels: { up: string; down: string; edit: string; remove: string };
  editText: string;
  removeText: string;
  /** Moves the row; resolves once the list has its new order (rejects on a refusal). */
  onMove(direction: MoveDirection): Promise<unknown>;
  onEdit(from: HTMLElement): void;
  onRemove(from: HTMLElement): void;
}

/**
 * The buttons of a row of an ordered back-office list (menus, the site's blocks): up and down, edit,
 * delete. While a move is under way they are busy (`aria-disabled`), not disabled, so the keyboard
 * keeps its place; the moved row's button takes the focus again, or its other one once the row
 * reaches an end of the list.
 */
export function OrderedRowActions(props: OrderedRowActionsProps) {
  const { idPrefix, index, count, moving, labels } = props;
  const buttonId = (direction: MoveDirection) => `${idPrefix}-${direction}`;
  // The focus follows the row once it is drawn at its new place, whether the list's new order
  // arrives before the move's answer is read or after it.
  const refocus = useRef<{ direction: MoveDirection; from: number } | undefined>(undefined);
  useEffect(() => {
    const pending = refocus.current;
    if (!pending || pending.from === index) return;
    refocus.current = undefined;
    const otherDirection = pending.direction === 'up' ? 'down' : 'up';
    const same = document.getElementById(`${idPrefix}-${pending.direction}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${idPrefix}-${otherDirection}`);
    if (same?.disabled) other?.focus();
    else same?.focus();
  }, [index, idPrefix]);
  const move = (direction: MoveDirection) => {
    if (moving) return;
    refocus.current = { direction, from: index };
    props.onMove(direction).catch(() => {
      // The caller shows the refusal; the focus stays where it is.
      refocus.current = undefined;
    });
  };
  return (
    <div className={styles.rowActions}>
      <button
        type="button"
        id={buttonId('up')}
        className={styles.iconButton}
        aria-label={labels.up}
        aria-disabled={moving || undefined}
        disabled={index === 0}
        onClick={() => move('up')}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        id={buttonId('down')}
        className={styles.iconButton}
        aria-label={labels.down}
        aria-disabled={moving || undefined}
        disabled={index === count - 1}
        onClick={() => move('down')}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={labels.edit}
        onClick={(event) => props.onEdit(event.currentTarget)}
      >
        {props.editText}
      </button>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.danger}`}
        aria-label={labels.remove}
        onClick={(event) => props.onRemove(event.currentTarget)}
      >
        {props.removeText}
      </button>
    </div>
  );
}
