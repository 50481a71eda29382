import { TOAST_DURATION_MS } from '@storefront/contract';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
// sonner's own <style> insertion is removed at build (vite.config.ts): the page's CSP refuses it.
import 'sonner/dist/styles.css';
import { toasterMounted } from '@/lib/toast';

/**
 * Below the sticky header, so a toast never covers the cart or the menu: on a phone a toast over
 * the cart button would also stop its own timer while the finger or pointer rests there.
 */
const BELOW_HEADER = { top: 'calc(var(--header-height) + 8px)', right: 16 };

/** sonner's Toaster with the shop's placement and duration; loaded with the first toast. */
export default function ToasterHost() {
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      closeButton
      offset={BELOW_HEADER}
      mobileOffset={{ ...BELOW_HEADER, left: 16 }}
    />
  );
}
