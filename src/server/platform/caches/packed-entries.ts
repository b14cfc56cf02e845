import type { KeptRow } from './kept-row';

// A group's entries on one board in board order, packed as 7 integers each (ADR 0026, 0029), and what a board or a
// rank needs of them.

/** Integers per entry: user id, k1, k2, k3, picks, pushes, current streak. */
export const FIELDS = 7;

/** What a league's board and a member's rank need of its members' entries on one board. */
export interface GroupEntries {
  /** How many are on the board. */
  readonly length: number;
  /** The i-th in board order. */
  at(i: number): KeptRow;
  /** 1 + the entries with strictly better keys (ties share a rank); null when not on the board. */
  rankOf(userId: number): number | null;
}

/** One group's entries on one board, in board order, packed as 7 integers each. */
export class PackedEntries implements GroupEntries {
  private constructor(private readonly data: Int32Array) {}

  static of(entries: readonly KeptRow[]): PackedEntries {
    const data = new Int32Array(entries.length * FIELDS);
    entries.forEach((e, i) => {
      data.set([e.user_id, e.k1, e.k2, e.k3, e.picks, e.pushes, e.current_streak], i * FIELDS);
    });
    return new PackedEntries(data);
  }

  /** Entries already packed in board order (BoardEntries.sorted). */
  static packed(data: Int32Array): PackedEntries {
    return new PackedEntries(data);
  }

  get length(): number {
    return this.data.length / FIELDS;
  }

  at(i: number): KeptRow {
    // Read in place: a subarray is a new typed-array view each call, which a top 100 paid 100 times (ADR 0040).
    const d = this.data;
    const o = i * FIELDS;
    return {
      user_id: d[o]!,
      k1: d[o + 1]!,
      k2: d[o + 2]!,
      k3: d[o + 3]!,
      picks: d[o + 4]!,
      pushes: d[o + 5]!,
      current_streak: d[o + 6]!,
    };
  }

  /**
   * The player's rank among these entries: 1 + the entries with strictly better keys (ties share a rank, as on
   * every board), i.e. 1 + the position of the first entry with their keys. Null when they are not on the board.
   */
  rankOf(userId: number): number | null {
    const d = this.data;
    let i = 0;
    while (i < this.length && d[i * FIELDS] !== userId) i += 1;
    if (i === this.length) return null;
    const same = (j: number) =>
      d[j * FIELDS + 1] === d[i * FIELDS + 1] &&
      d[j * FIELDS + 2] === d[i * FIELDS + 2] &&
      d[j * FIELDS + 3] === d[i * FIELDS + 3];
    let first = i;
    while (first > 0 && same(first - 1)) first -= 1;
    return first + 1;
  }
}
