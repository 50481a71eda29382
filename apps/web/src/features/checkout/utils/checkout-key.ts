/**
 * The checkout page's own value: 32 random bytes, base64url. Made once per visit of the page and
 * sent with each save-order of it, so that a retry after a timeout or a second click is known as
 * this browser's; the server keeps only its hash (a replay without it signs nobody in).
 */
export function newCheckoutKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
