import type { CreatePickInput, UpdatePickInput } from '../../shared/schemas/picks';
import type { AppDeps } from '../deps';
import { unlockEvents } from '../kernel/domain-events';
import { dayWindow } from '../kernel/player-day';
import { NO_PICKS, tallyOf } from '../modules/achievements/achievements.rules';
import { countPicksWithin, countPickWithin } from '../modules/achievements/achievements.service';
import {
  changePickIn,
  decideNewPickBatch,
  type NewPickAnswer,
  type NewPickCall,
  pickSaved,
} from '../modules/picks/picks.service';
import { type GroupCommitLimits, groupCommit, type Outcome } from '../platform/db/group-commit';
import type { UserRow } from '../platform/db/schema';
import { inTransaction } from '../platform/db/transaction';

// A pick and the pick-time achievements it earns (early bird, night owl, weekend warrior, bold strategy,
// participation) commit together: the picks module decides and stores the picks, the achievements module counts
// them and unlocks, in one transaction, so nothing is lost between the commit and an awarding after it.

/**
 * The group commit's limits (ADR 0035): up to 2 batches at once leave most of the pool (10) to every other
 * call; 200 picks a batch bounds a transaction's locks and its statements' size (docs/design/picks.md).
 */
export const NEW_PICK_BATCH: GroupCommitLimits = { name: 'new-picks', maxBatch: 200, maxInFlight: 2 };

const batchers = new WeakMap<AppDeps, (call: NewPickCall) => Promise<NewPickAnswer>>();

/**
 * Makes a new pick. Concurrent calls are made together (ADR 0035, group commit): a call arriving while earlier
 * batches are running waits for the next batch, one transaction for all its picks, decided one after another
 * in the order they arrived exactly as one transaction each would decide them (decideNewPickBatch). A refusal
 * answers only its caller; a failure of the batch's transaction answers every caller of it, and none of its
 * picks is stored.
 */
export function createPick(deps: AppDeps, user: UserRow, input: CreatePickInput): Promise<NewPickAnswer> {
  const call = { user, input, expectedDay: dayWindow(new Date(), user.timezone, 'today') };
  // Inside a caller's transaction the pick is that transaction's: made alone, in it.
  if (deps.db.isTransaction) return makeNewPicks(deps, [call]).then(([outcome]) => settled(outcome));
  let submit = batchers.get(deps);
  if (!submit) {
    submit = groupCommit((calls) => makeNewPicks(deps, calls), NEW_PICK_BATCH);
    batchers.set(deps, submit);
  }
  return submit(call);
}

function settled<O>(outcome: Outcome<O> | undefined): O {
  if (!outcome) throw new Error('A new pick went unanswered');
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/** A batch of new picks and their tallies in one transaction; the events go out in one publish after it. */
async function makeNewPicks(deps: AppDeps, calls: readonly NewPickCall[]): Promise<Outcome<NewPickAnswer>[]> {
  const made = await inTransaction(deps.db, async (trx) => {
    const batch = await decideNewPickBatch(trx, calls);
    if (batch.now === undefined || batch.saved.length === 0) return batch;
    const tallies = batch.saved.map((p) => ({ userId: p.userId, tally: tallyOf(p, p.timezone) }));
    const unlocked = await countPicksWithin(trx, tallies, batch.now);
    return { ...batch, events: [...batch.events, ...unlockEvents(unlocked)] };
  });
  if (made.events.length > 0) await deps.events.publish(made.events);
  return made.outcomes.map((o) => o ?? { ok: false, error: new Error('A new pick went unanswered') });
}

/** Moves the owner's pick to the other team before the game starts; its underdog count moves with it. */
export async function changePick(deps: AppDeps, user: UserRow, input: UpdatePickInput) {
  const made = await inTransaction(deps.db, async (trx) => {
    const changed = await changePickIn(trx, user, input);
    const unlocked =
      changed.underdogMoved === 0
        ? []
        : await countPickWithin(trx, user.id, { ...NO_PICKS, underdog: changed.underdogMoved }, changed.now);
    return { answer: changed.answer, unlocked };
  });
  await deps.events.publish([...pickSaved(user.id, made.answer.pick), ...unlockEvents(made.unlocked)]);
  return made.answer;
}
