import { TOAST_DURATION_MS } from '@storefront/contract';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
// sonner's own <style> insertion is removed at build (vite.config.ts): the page's CSP refuses it.
import 'sonner/dist/styles.css';
import { toasterMounted } from '@/lib/toast';

/** sonner's Toaster with the shop's placement and duration; loaded with the first toast. */
export default function ToasterHost() {
  useEffect(() => toasterMounted(), []);
  return <Toaster position="top-right" duration={TOAST_DURATION_MS} closeButton />;
}
