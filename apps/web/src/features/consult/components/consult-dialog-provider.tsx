import type { User } from '@storefront/contract';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useRef, useState } from 'react';
import { loadChunk } from '@/lib/chunk-load';

/** Opens the contact form; `preload` fetches its code ahead (on hover or focus of a button). */
export interface ConsultDialogControls {
  open(opener?: HTMLElement | null): void;
  preload(): void;
}

const loadDialog = () => loadChunk(() => import('./consult-dialog'));
const ConsultDialog = lazy(loadDialog);

const ConsultDialogContext = createContext<ConsultDialogControls | null>(null);

/**
 * Holds the contact form popup for the pages below it: the footer's button and the pages' calls
 * to action open the same one. Its code (form, validation, phone mask) loads on first use, so it
 * stays out of the initial JavaScript. `user` prefills it (null for a guest).
 */
export function ConsultDialogProvider({ user, children }: { user: User | null; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const controls = useMemo<ConsultDialogControls>(
    () => ({
      open(from) {
        opener.current =
          from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
        setUsed(true);
        setOpen(true);
      },
      preload() {
        void loadDialog();
      },
    }),
    [],
  );
  return (
    <ConsultDialogContext.Provider value={controls}>
      {children}
      <Suspense fallback={null}>
        {used ? (
          <ConsultDialog open={open} onOpenChange={setOpen} user={user} returnFocusTo={opener} />
        ) : null}
      </Suspense>
    </ConsultDialogContext.Provider>
  );
}

export function useConsultDialog(): ConsultDialogControls {
  const controls = useContext(ConsultDialogContext);
  if (!controls) throw new Error('useConsultDialog outside ConsultDialogProvider');
  return controls;
}
