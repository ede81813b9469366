/**
 * A small seeded random source (mulberry32): the generator must give the same data for the same --seed, and
 * each plant draws from a stream of its own, so batch sizes and concurrency never change what is generated.
 */
export class Rng {
  private state: number;

  constructor(...seedParts: (string | number)[]) {
    this.state = hashSeed(seedParts.join('\u0000'));
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.next() * list.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** An index drawn from cumulative weights (the last one is the total). */
  weighted(cumulative: readonly number[]): number {
    const total = cumulative[cumulative.length - 1] ?? 0;
    const x = this.next() * total;
    let i = 0;
    while (i < cumulative.length - 1 && x >= (cumulative[i] ?? 0)) i++;
    return i;
  }
}

/** cyrb53-style string hash folded to 32 bits. */
function hashSeed(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** Running sums of weights, for Rng.weighted. */
export const cumulative = (weights: readonly number[]): number[] => {
  let sum = 0;
  return weights.map((w) => (sum += w));
};
