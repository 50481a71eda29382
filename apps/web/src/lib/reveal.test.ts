import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInView, revealElement } from './reveal';

/** An element laid out from `top` to `bottom` px of a 768 px high window (jsdom lays nothing out). */
function laidOut(top: number, bottom: number): HTMLElement {
  const element = document.createElement('h2');
  element.tabIndex = -1;
  document.body.append(element);
  element.getBoundingClientRect = () =>
    ({ top, bottom, left: 0, right: 100, width: 100, height: bottom - top, x: 0, y: top }) as DOMRect;
  return element;
}

describe('content below the fold', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('is not in view as a heading at the bottom edge, with what it heads below', () => {
    expect(isInView(laidOut(713, 743))).toBe(false);
    expect(isInView(laidOut(120, 150))).toBe(true);
    // Scrolled past: its start is above the screen.
    expect(isInView(laidOut(-40, 200))).toBe(false);
  });

  it('is in view as a whole when all of it is on screen (an opened panel)', () => {
    expect(isInView(laidOut(500, 760), 'nearest')).toBe(true);
    expect(isInView(laidOut(500, 1200), 'nearest')).toBe(false);
  });

  it('scrolls smoothly, or jumps with reduced motion, and moves the focus either way', () => {
    const scrolled = vi.fn();
    const below = laidOut(713, 743);
    below.scrollIntoView = scrolled;
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(revealElement(below, { focus: true })).toBe(true);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    expect(below).toHaveFocus();

    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    revealElement(below);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'start', behavior: 'auto' });

    const seen = laidOut(100, 130);
    seen.scrollIntoView = scrolled;
    expect(revealElement(seen, { focus: true })).toBe(false);
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(seen).toHaveFocus();
  });
});
