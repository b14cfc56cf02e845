import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox';

describe('Mailbox', () => {
  it('keeps one entry per key, the latest, in the place of the first', async () => {
    const box = new Mailbox<string>();
    const signal = new AbortController().signal;
    box.put('g1', 'game 1 v1');
    box.put('g2', 'game 2 v1');
    box.put('g1', 'game 1 v2');
    box.put('g1', 'game 1 v3');
    expect(box.size).toBe(2);
    expect(await box.take(signal)).toBe('game 1 v3');
    expect(await box.take(signal)).toBe('game 2 v1');
  });

  it('lets a snapshot replace everything waiting', async () => {
    const box = new Mailbox<string>();
    box.put('g1', 'a');
    box.put('g2', 'b');
    box.replaceAll('snapshot', 'snap');
    box.put('g3', 'c');
    const signal = new AbortController().signal;
    expect([await box.take(signal), await box.take(signal)]).toEqual(['snap', 'c']);
  });

  it('waits for an entry, and gives null once aborted', async () => {
    const box = new Mailbox<number>();
    const controller = new AbortController();
    const waiting = box.take(controller.signal);
    setTimeout(() => box.put('x', 42), 5);
    expect(await waiting).toBe(42);
    const idle = box.take(controller.signal);
    controller.abort();
    expect(await idle).toBeNull();
  });

  it('listens to its signal once however often it waits', async () => {
    const box = new Mailbox<number>();
    const controller = new AbortController();
    for (let i = 0; i < 5; i++) {
      const waiting = box.take(controller.signal);
      box.put('x', i);
      expect(await waiting).toBe(i);
    }
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    const idle = box.take(controller.signal);
    controller.abort();
    expect(await idle).toBeNull();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});
