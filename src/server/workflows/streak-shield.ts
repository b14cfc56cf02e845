import { TRPCError } from '@trpc/server';
import type { ShieldState } from '../../shared/schemas/shield';
import type { AppDeps } from '../deps';
import type { BusEvent } from '../kernel/events';
import { shieldHeld } from '../modules/grading/standings.service';
import {
  decideArm,
  decideDisarm,
  lockShieldOwner,
  pendingArmedPick,
  pickToArm,
  SHIELD_MESSAGES,
  type ShieldVerdict,
  setPickShield,
} from '../modules/picks/pick-shield.service';
import type { DB } from '../platform/db/client';
import { databaseNow } from '../platform/db/now';
import type { UserRow } from '../platform/db/schema';
import { inTransaction } from '../platform/db/transaction';
import { notFound } from '../platform/errors';

// Arming and disarming the earned streak shield on a pick (ADR 0050): grading keeps whether the player holds one
// (standings), the picks module the pick's flag. This only sets the flag, under the player's row lock and the
// pick's; grading decides what the shield does when the pick is graded.

function enforce(verdict: ShieldVerdict): void {
  if (!verdict.ok) throw new TRPCError({ code: verdict.code, message: verdict.message });
}

/** The player's shield: held or not, and the pick without a result yet that carries it. */
export async function shieldState(db: DB, userId: number): Promise<ShieldState> {
  const held = await shieldHeld(db, userId);
  return { held, armedPickId: await pendingArmedPick(db, userId) };
}

/** The player's cards and live.me read their shield again. */
const shieldChanged = (userId: number, gameId: number, pickId: number): BusEvent[] => [
  { type: 'pick.saved', userId, gameId, pickId },
];

async function setShield(deps: AppDeps, user: UserRow, pickId: number, armed: boolean): Promise<ShieldState> {
  const { state, events } = await inTransaction(deps.db, async (trx) => {
    const locked = await lockShieldOwner(trx, user.id);
    if (!locked) throw notFound('User not found');
    const pick = await pickToArm(trx, pickId);
    if (!pick) throw notFound(SHIELD_MESSAGES.pickNotFound);
    const now = await databaseNow(trx);
    const facts = {
      pickOwnerId: pick.user_id,
      userId: user.id,
      gameStatus: pick.status,
      scheduledTime: pick.scheduled_time,
      now,
    };
    if (armed) {
      enforce(
        decideArm({
          ...facts,
          held: await shieldHeld(trx, user.id),
          armedElsewhere: (await pendingArmedPick(trx, user.id, pick.id)) !== null,
        }),
      );
    } else enforce(decideDisarm(facts));
    if (pick.shield_armed !== armed) await setPickShield(trx, pick.id, armed);
    return { state: await shieldState(trx, user.id), events: shieldChanged(user.id, pick.game_id, pick.id) };
  });
  await deps.events.publish(events);
  return state;
}

/** Arms the player's shield on their pick before its game locks. */
export function armShield(deps: AppDeps, user: UserRow, pickId: number): Promise<ShieldState> {
  return setShield(deps, user, pickId, true);
}

/** Takes the shield off the player's pick before its game locks (it stays held). */
export function disarmShield(deps: AppDeps, user: UserRow, pickId: number): Promise<ShieldState> {
  return setShield(deps, user, pickId, false);
}
