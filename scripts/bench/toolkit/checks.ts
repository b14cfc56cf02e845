// What a benchmark holds true whatever its size and speed (every acknowledged pick stored, every socket's message
// arrived, the standings equal to a recompute...): the smoke run (smoke.ts) is these checks at a tiny size. A
// failed check is printed when it fails and again at the end, and the process exits non-zero; the run goes on to
// print its figures and clean up.

export class Checks {
  private readonly held: string[] = [];
  private readonly failed: string[] = [];

  /** Notes that `what` held when `ok`, else prints it as failed with `detail`. Answers `ok`. */
  expect(ok: boolean, what: string, detail = ''): boolean {
    if (ok) this.held.push(what);
    else {
      const line = detail ? `${what}: ${detail}` : what;
      this.failed.push(line);
      console.error(`CHECK FAILED: ${line}`);
    }
    return ok;
  }

  /** `actual` equals `expected` (===), else failed with both. */
  equal<T>(actual: T, expected: T, what: string): boolean {
    return this.expect(actual === expected, what, `${String(actual)}, expected ${String(expected)}`);
  }

  get ok(): boolean {
    return this.failed.length === 0;
  }

  /**
   * Prints one line of what held, and every failure again; a failure sets the process's exit code to 1 (the run
   * still ends the way it would, cleaning up). Answers whether everything held.
   */
  conclude(): boolean {
    if (this.failed.length === 0) {
      const named = [...new Set(this.held)];
      const list =
        named.length <= 3
          ? named.join('; ')
          : `${named.slice(0, 2).join('; ')}; and ${named.length - 2} more`;
      console.log(`checks: ${this.held.length} held (${list})`);
      return true;
    }
    console.error(`checks: ${this.failed.length} FAILED, ${this.held.length} held`);
    for (const line of this.failed) console.error(`  FAILED ${line}`);
    process.exitCode = 1;
    return false;
  }
}
