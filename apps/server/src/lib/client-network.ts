import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight hextets (undefined when it is not one). */
export function hextetsOf(address: string): number[] | undefined {
  let text = address.split('%')[0]!.toLowerCase();
  if (!isIPv6(text)) return undefined;
  // A dotted IPv4 tail (::ffff:1.2.3.4) is two hextets.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const part = (side: string) => (side === '' ? [] : side.split(':').map((hex) => parseInt(hex, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * The network a client is counted by in per-IP limits: an IPv4 address as it is, an IPv6 address by
 * its /64 prefix (one subscriber's network: a client may take any of its 2^64 addresses), an
 * IPv4-mapped IPv6 address as its IPv4 address. Anything else is returned unchanged.
 */
export function networkOf(ip: string): string {
  if (isIPv4(ip)) return ip;
  const hextets = hextetsOf(ip);
  if (!hextets) return ip;
  const isMapped = hextets.slice(0, 5).every((value) => value === 0) && hextets[5] === 0xffff;
  if (isMapped) {
    const [high = 0, low = 0] = hextets.slice(6);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${hextets
    .slice(0, 4)
    .map((value) => value.toString(16))
    .join(':')}::/64`;
}
