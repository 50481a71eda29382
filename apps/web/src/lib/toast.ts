/**
 * Toasts, top right for 1500 ms (spec section 9). Neither sonner nor its Toaster is loaded before
 * the first toast: `showToast` asks the app provider to mount the Toaster,
 * waits until it has mounted, then shows the message.
 */
type Listener = () => void;

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

export async function showToast(message: string, kind: 'success' | 'error' | 'info' = 'info'): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast[kind](message);
}
