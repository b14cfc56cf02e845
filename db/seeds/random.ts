/** A small seeded generator so every fresh demo database looks alike. */
export class SeededRandom {
  constructor(private state: number) {}

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
