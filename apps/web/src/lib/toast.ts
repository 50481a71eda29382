import { createElement, type MouseEvent } from 'react';

/**
 * Toasts, top right for 1500 ms (spec section 9). Neither sonner nor its Toaster is loaded before
 * the first toast: `showToast` asks the app provider to mount the Toaster,
 * waits until it has mounted, then shows the message.
 */
type Listener = () => void;

/** A link a toast offers on from its message ("Check out" after an add to the cart). */
export interface ToastLink {
  label: string;
  href: string;
  /** Follows the link inside the app (the router's navigate); a modified click is the browser's. */
  navigate(href: string): void;
}

/**
 * A toast with a link stays this long: 1500 ms is too short to reach the link with a pointer, or
 * from the keyboard (sonner's Alt+T, which also holds the toasts while they are looked at).
 */
export const TOAST_WITH_LINK_MS = 6_000;

let wanted = false;
const listeners = new Set<Listener>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** For the provider: subscribe to and read whether the Toaster should be mounted. */
export function subscribeToToaster(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function isToasterWanted(): boolean {
  return wanted;
}

/** Called by the Toaster's host once it is on the page. */
export function toasterMounted(): void {
  markMounted();
}

export async function showToast(
  message: string,
  kind: 'success' | 'error' | 'info' = 'info',
  link?: ToastLink,
): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  if (!link) {
    toast[kind](message);
    return;
  }
  const id = toast[kind](message, {
    duration: TOAST_WITH_LINK_MS,
    // A real link (it can be opened in a new tab), styled as sonner's action button.
    action: createElement(
      'a',
      {
        href: link.href,
        'data-button': '',
        'data-testid': 'toast-link',
        style: { textDecoration: 'none' },
        onClick: (event: MouseEvent<HTMLAnchorElement>) => {
          const plain =
            event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
          if (!plain) return;
          event.preventDefault();
          toast.dismiss(id);
          link.navigate(link.href);
        },
      },
      link.label,
    ),
  });
}
