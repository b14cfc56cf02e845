import { describe, expect, it } from 'vitest';
import { onSessionEnded, replacingOwnSession, sessionEnded } from './session-ended';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a closed socket while the page replaces its own session', () => {
  it('is told at once when no change of the page is on its way', () => {
    let told = 0;
    const stop = onSessionEnded(() => told++);
    sessionEnded();
    stop();
    expect(told).toBe(1);
  });

  it('is told only after the password change has answered (the new cookie is then in the browser)', async () => {
    let told = 0;
    const stop = onSessionEnded(() => told++);
    const change = deferred();
    const call = replacingOwnSession(change.promise);
    sessionEnded();
    await tick();
    expect(told).toBe(0);
    change.resolve();
    await call;
    await tick();
    expect(told).toBe(1);
    stop();
  });

  it('is told after a refused change too, and later closes are told at once again', async () => {
    let told = 0;
    const stop = onSessionEnded(() => told++);
    const change = deferred();
    const call = replacingOwnSession(change.promise);
    sessionEnded();
    change.reject(new Error('Failed to change password.'));
    await expect(call).rejects.toThrow('Failed to change password.');
    await tick();
    expect(told).toBe(1);
    sessionEnded();
    expect(told).toBe(2);
    stop();
  });
});
