import { localStore } from './storage';

const CLIENT_ID_KEY = 'client_id';

/** randomUUID exists only in secure contexts (HTTPS, localhost); a plain-HTTP host gets the same 122 random bits. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The first-party analytics client id (spec section 7 notes): made once (a random UUID) and kept in
 * local storage; it outlives sign-outs.
 */
export function clientId(): string {
  const store = localStore();
  const saved = store?.getItem(CLIENT_ID_KEY);
  if (saved) return saved;
  const made = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomId();
  store?.setItem(CLIENT_ID_KEY, made);
  return made;
}
