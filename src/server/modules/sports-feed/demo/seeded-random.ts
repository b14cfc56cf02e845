/**
 * A small seeded generator (mulberry32), so the same seed gives the same numbers on every instance and
 * every run: the demo seed's database and the demo simulator's scores both depend on that.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed : hashSeed(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Two different items of a list. */
  pair<T>(items: readonly T[]): [T, T] {
    const a = this.int(0, items.length - 1);
    let b = this.int(0, items.length - 2);
    if (b >= a) b += 1;
    return [items[a]!, items[b]!];
  }
}

/** A 32-bit FNV-1a hash of a text, the seed of a text such as an event id. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
