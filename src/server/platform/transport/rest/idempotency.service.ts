import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../clock';
import type { DB } from '../../db/client';
import {
  deleteClaim,
  deleteKeyIfUnchanged,
  deleteUserKeys,
  findKey,
  insertClaim,
  type KeyId,
  storeAnswer,
} from './idempotency.repo';
import {
  decideExisting,
  IDEMPOTENCY_MESSAGES,
  type KeyRecord,
  POLL_EVERY_MS,
  storesAnswer,
  WAIT_FOR_FIRST_MS,
} from './idempotency.rules';
import type { RestAnswer } from './route';

/** A call that carries an Idempotency-Key, as the adapter read it. */
export interface KeyedCall extends KeyId {
  method: string;
  path: string;
  fingerprint: string;
}

export interface AnswerOnceOptions {
  /** How long to wait for a first call still running before answering 409. */
  waitMs?: number;
  pollMs?: number;
  /** Told when the key's bookkeeping fails after the call itself ran (its answer is still given). */
  onBookkeepingError?: (error: unknown, step: 'store' | 'release') => void;
}

export type OnceAnswer = RestAnswer & { replayed: boolean };

/** Where the keys are kept and what time it is. */
export interface KeyStore {
  db: DB;
  clock: Clock;
}

const refusal = (status: number, message: string): OnceAnswer => ({
  status,
  body: JSON.stringify({ message }),
  replayed: false,
});

/** Takes the key for this call, or reads who has it. Short, and on its own: never held while the call runs. */
function claimOrFind(db: DB, call: KeyedCall, now: Date): Promise<'claimed' | KeyRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    if (await insertClaim(trx, { ...call, createdAt: now })) return 'claimed';
    return findKey(trx, call);
  });
}

/** Runs the claimed call; keeps its answer, or gives the key back when the answer must not be kept. */
async function runClaimed(
  db: DB,
  call: KeyedCall,
  run: () => Promise<RestAnswer>,
  options: AnswerOnceOptions,
): Promise<RestAnswer> {
  const release = () =>
    deleteClaim(db, call).catch((error: unknown) => options.onBookkeepingError?.(error, 'release'));
  let answer: RestAnswer;
  try {
    answer = await run();
  } catch (error) {
    await release();
    throw error;
  }
  if (!storesAnswer(answer.status)) {
    await release();
    return answer;
  }
  // The call's own transaction has committed: its answer is given even if keeping it fails. The claim
  // then stays in progress, so a retry waits (409) rather than writing twice, until it is abandoned.
  await storeAnswer(db, call, answer).catch((error: unknown) => options.onBookkeepingError?.(error, 'store'));
  return answer;
}

/**
 * Runs `run` once per (user, key): the first call runs and its answer (2xx, 4xx) is stored; a repeat
 * of the same request gets that answer back without running; the key with another request is 422; a
 * repeat while the first still runs waits for it, and gets 409 if it is still running after the wait.
 */
export async function answerOnce(
  deps: KeyStore,
  call: KeyedCall,
  run: () => Promise<RestAnswer>,
  options: AnswerOnceOptions = {},
): Promise<OnceAnswer> {
  const deadline = Date.now() + (options.waitMs ?? WAIT_FOR_FIRST_MS);
  for (;;) {
    const now = deps.clock();
    const found = await claimOrFind(deps.db, call, now);
    if (found === 'claimed') return { ...(await runClaimed(deps.db, call, run, options)), replayed: false };
    // undefined: the first call gave its claim back between our insert and read; try again.
    if (found) {
      const decision = decideExisting(found, call.fingerprint, now);
      if (decision.kind === 'replay') return { status: decision.status, body: decision.body, replayed: true };
      if (decision.kind === 'mismatch') return refusal(422, IDEMPOTENCY_MESSAGES.reused);
      // Forgotten: claim it anew at once. Not deleted: another call changed it meanwhile; look again.
      if (decision.kind === 'forget' && (await deleteKeyIfUnchanged(deps.db, call, found))) continue;
    }
    if (Date.now() >= deadline) return refusal(409, IDEMPOTENCY_MESSAGES.inProgress);
    await sleep(options.pollMs ?? POLL_EVERY_MS);
  }
}

/** Forgets every kept answer of a user (an erased account), in the caller's transaction. */
export function forgetUserKeys(db: DB, userId: number): Promise<void> {
  return deleteUserKeys(db, userId);
}
