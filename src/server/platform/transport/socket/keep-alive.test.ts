import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeepAlive, type Pingable } from './keep-alive';

const rule = { pingMs: 30_000, pongWaitMs: 5_000, sweepMs: 1_000 };

function socket(heardAt: number): Pingable & { pings: number; dropped: boolean } {
  return {
    heardAt,
    pingedAt: 0,
    pings: 0,
    dropped: false,
    ping() {
      this.pings += 1;
    },
    drop() {
      this.dropped = true;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('KeepAlive', () => {
  it('pings a silent socket once, drops it when no answer comes, and forgets it', () => {
    const keepAlive = new KeepAlive(rule);
    const silent = socket(0);
    keepAlive.add(silent);
    keepAlive.sweep(29_000);
    expect(silent.pings).toBe(0);
    keepAlive.sweep(30_000);
    keepAlive.sweep(31_000);
    expect(silent.pings).toBe(1);
    expect(silent.pingedAt).toBe(30_000);
    keepAlive.sweep(35_000);
    expect(silent.dropped).toBe(true);
    expect(keepAlive.size).toBe(0);
  });

  it('keeps a socket that answers: any message clears the ping', () => {
    const keepAlive = new KeepAlive(rule);
    const answering = socket(0);
    keepAlive.add(answering);
    keepAlive.sweep(30_000);
    // What the connection does when a message arrives.
    answering.heardAt = 32_000;
    answering.pingedAt = 0;
    keepAlive.sweep(40_000);
    expect(answering.dropped).toBe(false);
    keepAlive.sweep(62_000);
    expect(answering.pings).toBe(2);
  });

  it('runs one timer while it has sockets, none without', () => {
    vi.useFakeTimers();
    const keepAlive = new KeepAlive(rule);
    const a = socket(Date.now());
    const b = socket(Date.now());
    keepAlive.add(a);
    keepAlive.add(b);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(30_000);
    expect([a.pings, b.pings]).toEqual([1, 1]);
    keepAlive.delete(a);
    expect(vi.getTimerCount()).toBe(1);
    keepAlive.delete(b);
    expect(vi.getTimerCount()).toBe(0);
  });
});
