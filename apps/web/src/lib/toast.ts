/**
 * Toasts (top right, 1500 ms; the Toaster is mounted by the app provider). sonner is imported on
 * first use so it stays out of the initial JavaScript.
 */
export async function showToast(message: string, kind: 'success' | 'error' | 'info' = 'info'): Promise<void> {
  const { toast } = await import('sonner');
  toast[kind](message);
}
