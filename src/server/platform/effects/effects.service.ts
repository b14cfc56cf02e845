import { recordAdminAction } from '../audit/audit.service';
import type { Clock } from '../clock';
import type { DB } from '../db/client';
import { inTransaction } from '../db/transaction';
import { notFound } from '../errors';
import type { EffectRunner } from './effect-runner';
import { type EffectJob, type EffectState, insertEffects, listEffects, unparkEffect } from './effects.repo';

export interface EffectRequest {
  kind: string;
  /** Unique per effect (kind and subject, `effectKey`): recording it again while it waits is a no-op. */
  key: string;
  /** JSON: ids, not copies of rows, so the handler reads what is true when it runs. */
  payload?: unknown;
  /** Not before then; at once by default. */
  runAfter?: Date;
  /**
   * Attempts made already (0 by default) and the last one's error: work tried once where it was decided (a push
   * sent in its notification's batch) and recorded to be tried again, counted as the worker counts its own.
   */
  attempts?: number;
  lastError?: string;
}

/** At once: before any retry that is due already. */
const AT_ONCE = new Date(0);

/**
 * Records effects inside the caller's transaction, so they commit with the change or not at all. After the
 * commit, call `effectsCommitted(deps)` so this instance's worker starts on them at once.
 */
export async function enqueueEffect(trx: DB, ...effects: EffectRequest[]): Promise<number> {
  return insertEffects(
    trx,
    effects.map((e) => ({
      kind: e.kind,
      key: e.key,
      payload: e.payload ?? {},
      runAfter: e.runAfter ?? AT_ONCE,
      attempts: e.attempts ?? 0,
      lastError: e.lastError ?? null,
    })),
  );
}

/** After a commit that recorded effects: wakes this instance's worker (tests' inline worker: runs them). */
export async function effectsCommitted(deps: { effects?: EffectRunner | undefined }): Promise<void> {
  const worker = deps.effects;
  if (!worker) return;
  if (worker.inline) await worker.drain();
  else worker.wake();
}

const MESSAGES = {
  notParked: (id: number) => `No parked effect has id ${id}.`,
};

/** The admin's list: parked effects (the ones that need a look) or those still waiting. */
export function effectsInState(deps: { db: DB }, state: EffectState): Promise<EffectJob[]> {
  return listEffects(deps.db, state, 200);
}

/** An admin's retry of a parked effect: due now, attempts counted afresh. */
export async function retryParkedEffect(
  deps: { db: DB; clock: Clock; effects?: EffectRunner | undefined },
  adminId: number,
  id: number,
): Promise<EffectJob> {
  const job = await inTransaction(deps.db, async (trx) => {
    const unparked = await unparkEffect(trx, id, deps.clock());
    if (!unparked) throw notFound(MESSAGES.notParked(id));
    await recordAdminAction(trx, {
      adminId,
      action: 'effect.retry',
      target: { kind: 'effect', id },
      after: { kind: unparked.kind, key: unparked.key },
    });
    return unparked;
  });
  await effectsCommitted(deps);
  return job;
}

export type { EffectJob };
