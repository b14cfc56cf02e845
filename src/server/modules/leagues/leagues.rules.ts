import { LEAGUE_LIMITS, LEAGUE_MESSAGES } from '../../../shared/schemas/leagues';

/** Crockford's base 32: digits and capitals without I, L, O and U, so a code read aloud or typed is not mistaken. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 symbols of 5 bits: 60 random bits, far beyond guessing at 20 wrong tries an hour. */
export const CODE_LENGTH = 12;

/** The invite code for `bytes` random bytes (one symbol per byte, its low 5 bits: 256 is a multiple of 32). */
export function inviteCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < CODE_LENGTH) throw new Error(`an invite code needs ${CODE_LENGTH} random bytes`);
  return Array.from(bytes.subarray(0, CODE_LENGTH), (b) => CODE_ALPHABET[b & 31]).join('');
}

/**
 * A typed code as stored: spaces and dashes dropped, capitals, and the letters people mistake for digits read as
 * those digits (I, L -> 1, O -> 0). Null when what is left cannot be a code.
 */
export function normalizeCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  return code.length >= 10 && code.length <= 32 && [...code].every((c) => CODE_ALPHABET.includes(c))
    ? code
    : null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A league name trimmed, or the reason it is refused. */
export function checkLeagueName(raw: string): { name: string } | { problem: string } {
  const name = raw.trim();
  if (CONTROL.test(name)) return { problem: LEAGUE_MESSAGES.nameControl };
  const length = [...name].length;
  if (length < LEAGUE_LIMITS.nameMin || length > LEAGUE_LIMITS.nameMax)
    return { problem: LEAGUE_MESSAGES.nameLength };
  return { name };
}

type Tier = 'free' | 'premium';

/** Why a player may not create another league, or null when they may: free players own up to 3, premium 10. */
export function createProblem(tier: Tier, owned: number, joined: number): string | null {
  if (tier !== 'premium' && owned >= LEAGUE_LIMITS.ownedByFree) return LEAGUE_MESSAGES.ownedLimitFree;
  if (owned >= LEAGUE_LIMITS.ownedByPremium) return LEAGUE_MESSAGES.ownedLimit;
  return joinProblem(tier, joined);
}

/** Why a player in `joined` leagues may not join one more, or null. */
export function joinProblem(tier: Tier, joined: number): string | null {
  if (tier === 'premium')
    return joined >= LEAGUE_LIMITS.joinedByPremium ? LEAGUE_MESSAGES.joinedLimitPremium : null;
  return joined >= LEAGUE_LIMITS.joinedByFree ? LEAGUE_MESSAGES.joinedLimitFree : null;
}

/** Whether a league of `members` has room for one more. */
export const hasRoom = (members: number) => members < LEAGUE_LIMITS.members;

/**
 * The rank last shown on an earlier day and the one shown today, after showing `rank` on `today`. A new day moves
 * the day's rank to "before"; the change is before minus now (positive: places gained).
 */
export function rankMemory(
  stored: { rankDay: string | null; rankOnDay: number | null; rankBefore: number | null },
  today: string,
  rank: number | null,
): { rankDay: string; rankOnDay: number | null; rankBefore: number | null; change: number | null } {
  const before = stored.rankDay === null || stored.rankDay === today ? stored.rankBefore : stored.rankOnDay;
  const change = before !== null && rank !== null ? before - rank : null;
  return { rankDay: today, rankOnDay: rank, rankBefore: before, change };
}
