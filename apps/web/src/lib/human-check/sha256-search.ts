/**
 * The human check's proof of work in plain synchronous JavaScript: the number in [start, max]
 * whose SHA-256 of `salt + number` is `challenge` (hex). altcha-lib's solver awaits one Web Crypto
 * digest per number, which spends most of its time in promise and thread hops (about 20 times a
 * plain Node loop per number); this one hashes in the worker's own thread, compares words instead
 * of hex, and reuses its buffers, so the shop's visitors pay about what a bot pays per challenge
 * and the cost can be set by what a phone can do (docs/decisions/021). ASCII salts only (ALTCHA's
 * are hex and URL parameters); anything else is left to altcha-lib (the caller checks `isAscii`).
 */
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

export const isAscii = (text: string): boolean => {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
};

/** SHA-256 of the `length` bytes in `bytes` (which has room for the padding) into `out`. */
function digest(bytes: Uint8Array, length: number, words: Int32Array, w: Int32Array, out: Int32Array): void {
  const blocks = (length + 9 + 63) >>> 6;
  bytes.fill(0, length, blocks * 64);
  bytes[length] = 0x80;
  const bits = length * 8;
  bytes[blocks * 64 - 4] = bits >>> 24;
  bytes[blocks * 64 - 3] = bits >>> 16;
  bytes[blocks * 64 - 2] = bits >>> 8;
  bytes[blocks * 64 - 1] = bits;
  for (let i = 0; i < blocks * 16; i += 1) {
    const j = i * 4;
    words[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
  }
  let h0 = INITIAL[0]!,
    h1 = INITIAL[1]!,
    h2 = INITIAL[2]!,
    h3 = INITIAL[3]!,
    h4 = INITIAL[4]!,
    h5 = INITIAL[5]!,
    h6 = INITIAL[6]!,
    h7 = INITIAL[7]!;
  for (let block = 0; block < blocks; block += 1) {
    for (let i = 0; i < 16; i += 1) w[i] = words[block * 16 + i]!;
    for (let i = 16; i < 64; i += 1) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = h0,
      b = h1,
      c = h2,
      d = h3,
      e = h4,
      f = h5,
      g = h6,
      h = h7;
    for (let i = 0; i < 64; i += 1) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  out[0] = h0;
  out[1] = h1;
  out[2] = h2;
  out[3] = h3;
  out[4] = h4;
  out[5] = h5;
  out[6] = h6;
  out[7] = h7;
}

/** The SHA-256 of an ASCII text in hex (for tests and checks; the search below avoids hex). */
export function sha256Hex(text: string): string {
  const bytes = new Uint8Array(Math.ceil((text.length + 9) / 64) * 64);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  const out = new Int32Array(8);
  digest(bytes, text.length, new Int32Array(bytes.length / 4), new Int32Array(64), out);
  return [...out].map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}

/** The number in [start, max] whose SHA-256 of `salt + number` is `challenge`, or null. */
export function searchSha256(challenge: string, salt: string, start: number, max: number): number | null {
  if (!/^[0-9a-f]{64}$/i.test(challenge)) return null;
  const target = new Int32Array(8);
  for (let i = 0; i < 8; i += 1) target[i] = parseInt(challenge.slice(i * 8, i * 8 + 8), 16) | 0;
  // Room for the salt, 16 digits and the padding.
  const bytes = new Uint8Array(Math.ceil((salt.length + 16 + 9) / 64) * 64);
  for (let i = 0; i < salt.length; i += 1) bytes[i] = salt.charCodeAt(i);
  const words = new Int32Array(bytes.length / 4);
  const w = new Int32Array(64);
  const out = new Int32Array(8);
  for (let number = start; number <= max; number += 1) {
    const digits = String(number);
    for (let i = 0; i < digits.length; i += 1) bytes[salt.length + i] = digits.charCodeAt(i);
    digest(bytes, salt.length + digits.length, words, w, out);
    if (
      out[0] === target[0] &&
      out[1] === target[1] &&
      out[2] === target[2] &&
      out[3] === target[3] &&
      out[4] === target[4] &&
      out[5] === target[5] &&
      out[6] === target[6] &&
      out[7] === target[7]
    )
      return number;
  }
  return null;
}
