import { isOpenForPicks } from '../../kernel/pick-lock.rules';

// Who may arm or disarm the streak shield on a pick (ADR 0050), decided from facts read under the player's row lock.

/** The player-facing refusals, word for word (Spanish in src/shared/i18n/es/refusals.ts). */
export const SHIELD_MESSAGES = {
  pickNotFound: 'Pick not found',
  notYours: 'You can only arm a shield on your own picks',
  locked: 'This game has already started',
  noShield: 'You have no streak shield to arm',
  armedElsewhere: 'Your shield is already armed on another pick. Disarm it first.',
} as const;

export type ShieldVerdict =
  | { ok: true }
  | { ok: false; code: 'FORBIDDEN' | 'BAD_REQUEST' | 'CONFLICT'; message: string };

export interface ShieldFacts {
  pickOwnerId: number;
  userId: number;
  gameStatus: string;
  scheduledTime: Date;
  now: Date;
  /** The player holds a shield (standings.shield_held). */
  held: boolean;
  /** Another pick of theirs without a result yet carries it. */
  armedElsewhere: boolean;
}

/** Arming: their own pick, its game still open, a shield held, and not armed on another pick waiting for a result. */
export function decideArm(f: ShieldFacts): ShieldVerdict {
  if (f.pickOwnerId !== f.userId) return { ok: false, code: 'FORBIDDEN', message: SHIELD_MESSAGES.notYours };
  if (!isOpenForPicks(f.gameStatus, f.scheduledTime, f.now))
    return { ok: false, code: 'BAD_REQUEST', message: SHIELD_MESSAGES.locked };
  if (!f.held) return { ok: false, code: 'CONFLICT', message: SHIELD_MESSAGES.noShield };
  if (f.armedElsewhere) return { ok: false, code: 'CONFLICT', message: SHIELD_MESSAGES.armedElsewhere };
  return { ok: true };
}

/** Disarming: their own pick, its game still open (after the lock the shield rides with the pick). */
export function decideDisarm(
  f: Pick<ShieldFacts, 'pickOwnerId' | 'userId' | 'gameStatus' | 'scheduledTime' | 'now'>,
) {
  if (f.pickOwnerId !== f.userId)
    return { ok: false, code: 'FORBIDDEN', message: SHIELD_MESSAGES.notYours } as const;
  if (!isOpenForPicks(f.gameStatus, f.scheduledTime, f.now))
    return { ok: false, code: 'BAD_REQUEST', message: SHIELD_MESSAGES.locked } as const;
  return { ok: true } as const;
}
