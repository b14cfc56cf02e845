import type { DB } from '../../platform/db/client';
import { armedPendingPick, findPickToArm, setShieldArmed } from './pick-shield.repo';
import { lockUser } from './picks.repo';

// The picks' side of the streak shield (ADR 0050): the pick's flag and the rows arming locks. Whether a shield is
// held is grading's (standings); workflows/streak-shield.ts joins the two.

export { decideArm, decideDisarm, SHIELD_MESSAGES, type ShieldVerdict } from './pick-shield.rules';

/** Locks the player's row (two arms of one player queue here, so only one pick carries the shield). */
export function lockShieldOwner(trx: DB, userId: number) {
  return lockUser(trx, userId);
}

/** A pick with its game's lock facts, the pick's row locked. */
export function pickToArm(trx: DB, pickId: number) {
  return findPickToArm(trx, pickId);
}

/** The player's pick that carries the shield and has no result yet, if any (`except`: leave this one out). */
export function pendingArmedPick(db: DB, userId: number, except?: number): Promise<number | null> {
  return armedPendingPick(db, userId, except);
}

/** Sets or clears the pick's shield flag. */
export function setPickShield(trx: DB, pickId: number, armed: boolean): Promise<void> {
  return setShieldArmed(trx, pickId, armed);
}
