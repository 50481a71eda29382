import { useCallback, useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/** Whether the visitor asked their system for less motion: then a page jumps, it never glides. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Whether an element that just appeared can be seen without scrolling. Its start must be on screen
 * below the sticky header (its `scroll-margin-top`) and in the upper half of what is left: a
 * heading at the bottom edge, with the results it heads below the fold, is not "in view". Content
 * shown whole (`nearest`) is also in view when all of it is on screen.
 */
export function isInView(element: HTMLElement, block: 'start' | 'nearest' = 'start'): boolean {
  const rect = element.getBoundingClientRect();
  const top = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const bottom = window.innerHeight;
  if (rect.top < top - 1) return false;
  return rect.top <= top + (bottom - top) / 2 || (block === 'nearest' && rect.bottom <= bottom);
}

/**
 * Brings content that appeared below the fold (search results, the types of a chosen purpose, an
 * opened company's documents) into view: smoothly, or with a jump when reduced motion is asked
 * for; content already in view stays where it is. With `focus`, the focus moves to it either way
 * (the element needs `tabIndex={-1}`), so a keyboard or screen reader continues from the new
 * content rather than from the top of a page that changed under it. `block: 'nearest'` shows as
 * much of the element as fits and keeps what is above it (the button that opened it) as near as
 * it can. Answers whether it scrolled.
 */
export function revealElement(
  element: HTMLElement,
  { focus = false, block = 'start' }: { focus?: boolean; block?: 'start' | 'nearest' } = {},
): boolean {
  if (focus) element.focus({ preventScroll: true });
  if (isInView(element, block)) return false;
  element.scrollIntoView?.({ block, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

/**
 * Reveals an element (see `revealElement`) once for each `key` (a search, a chosen purpose), when
 * it is `shown`, after a navigation the visitor made: Back and Forward restore the position they
 * left, and a page opened afresh starts at its top, so neither is moved. Answers the ref to give
 * the element (whichever element shows the content's start at the time).
 */
export function useRevealAfterNavigation(
  key: string,
  shown: boolean,
  options?: { focus?: boolean },
): (element: HTMLElement | null) => void {
  const navigationType = useNavigationType();
  const target = useRef<HTMLElement | null>(null);
  const revealedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || revealedKey.current === key) return;
    revealedKey.current = key;
    if (navigationType !== 'POP' && target.current) revealElement(target.current, options);
  });
  return useCallback((element: HTMLElement | null) => {
    target.current = element;
  }, []);
}
