/**
 * The generator's arithmetic: a 32-bit hash, a small seeded random stream per row, and a Feistel
 * permutation that turns a row's index into a number that looks random yet never repeats. All of
 * it is plain 32-bit integer work (Math.imul), so ten million rows take seconds, not minutes.
 */

/** A 32-bit mix of two integers (murmur3's finaliser over a combined word); never negative. */
export function hash32(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A seeded stream (mulberry32): each row gets its own, so a row does not depend on the rows before it. */
export class RandomStream {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  /** Starts the stream anew (one object serves every row, so rows cost no allocation for it). */
  reset(seed: number): void {
    this.state = seed | 0;
  }

  /** An unsigned 32-bit value. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in [0, bound). */
  below(bound: number): number {
    return Math.floor((this.next() / 4294967296) * bound);
  }

  /** An integer in [from, to]. */
  between(from: number, to: number): number {
    return from + this.below(to - from + 1);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)] as T;
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability * 4294967296;
  }
}

/** Something picked with a weight: a share of the register, not a probability that must add up to 1. */
export type Weighted<T> = readonly [T, number];

/**
 * A table of 1 024 slots filled in proportion to the weights, so a weighted pick is one array
 * lookup. Every item with a weight above zero gets at least one slot.
 */
export function weightedTable<T>(items: readonly Weighted<T>[]): readonly T[] {
  const size = 1024;
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  const table: T[] = [];
  let cumulative = 0;
  for (const [item, weight] of items) {
    cumulative += weight;
    const end = Math.max(table.length + 1, Math.round((cumulative / total) * size));
    while (table.length < end) table.push(item);
  }
  return table;
}

const FEISTEL_ROUNDS = 4;

/**
 * A bijection of [0, left × right) onto itself: a Feistel network over the two "digits" of the value
 * in mixed radix, each round adding a keyed hash of one half to the other modulo its own radix.
 * With an even number of rounds the halves end in their starting radices, so every value in the
 * domain maps to exactly one value in it: different indexes always give different numbers.
 */
export function feistel(value: number, left: number, right: number, key: number): number {
  let high = Math.floor(value / right); // in [0, left)
  let low = value % right; // in [0, right)
  let highRadix = left;
  let lowRadix = right;
  for (let round = 0; round < FEISTEL_ROUNDS; round++) {
    const mixed = (high + (hash32(low, key + round) % highRadix)) % highRadix;
    high = low;
    low = mixed;
    const radix = highRadix;
    highRadix = lowRadix;
    lowRadix = radix;
  }
  return high * lowRadix + low;
}

/** `feistel` over [0, 10^digits) (digits ≤ 10), split into two near-equal decimal halves. */
export function scrambleDigits(value: number, digits: number, key: number): number {
  const right = 10 ** Math.ceil(digits / 2);
  const left = 10 ** Math.floor(digits / 2);
  return feistel(value, left, right, key);
}

/** The number as text with leading zeros to `width` digits. */
export function padded(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
