import type { PickStatusWord } from '../../../shared/schemas/admin';
import { isOpenForPicks } from '../../kernel/pick-lock.rules';

/** The player-facing refusals, word for word. */
export const PICK_MESSAGES = {
  gameNotFound: 'Game not found',
  started: 'This game has already started',
  wrongTeam: 'The selected team is not playing in this game',
  alreadyPicked: 'You already made a pick for this game. Change it instead.',
  dailyLimit: (max: number) => `Daily pick limit reached (${max})`,
  pickNotFound: 'Pick not found',
} as const;

export interface GameFacts {
  status: string;
  scheduledTime: Date;
  homeTeamId: number;
  awayTeamId: number;
}

export type PickVerdict =
  | { ok: true }
  | { ok: false; code: 'BAD_REQUEST' | 'CONFLICT' | 'FORBIDDEN'; message: string };

const refuse = (code: 'BAD_REQUEST' | 'CONFLICT' | 'FORBIDDEN', message: string): PickVerdict => ({
  ok: false,
  code,
  message,
});

/** Whether a new pick may be made, from the facts read under lock; `now` is the database clock. */
export function decideNewPick(f: {
  game: GameFacts;
  selectedTeamId: number;
  now: Date;
  alreadyPicked: boolean;
  picksToday: number;
  maxDaily: number | null;
}): PickVerdict {
  if (!isOpenForPicks(f.game.status, f.game.scheduledTime, f.now))
    return refuse('BAD_REQUEST', PICK_MESSAGES.started);
  if (f.selectedTeamId !== f.game.homeTeamId && f.selectedTeamId !== f.game.awayTeamId) {
    return refuse('BAD_REQUEST', PICK_MESSAGES.wrongTeam);
  }
  if (f.alreadyPicked) return refuse('CONFLICT', PICK_MESSAGES.alreadyPicked);
  if (f.maxDaily !== null && f.picksToday >= f.maxDaily) {
    return refuse('FORBIDDEN', PICK_MESSAGES.dailyLimit(f.maxDaily));
  }
  return { ok: true };
}

/** Whether an existing pick may move to another team: before the start, to one of the game's teams. */
export function decidePickChange(f: { game: GameFacts; selectedTeamId: number; now: Date }): PickVerdict {
  if (!isOpenForPicks(f.game.status, f.game.scheduledTime, f.now))
    return refuse('BAD_REQUEST', PICK_MESSAGES.started);
  if (f.selectedTeamId !== f.game.homeTeamId && f.selectedTeamId !== f.game.awayTeamId) {
    return refuse('BAD_REQUEST', PICK_MESSAGES.wrongTeam);
  }
  return { ok: true };
}

/** What the game card offers: change an existing pick, or make a new one while under the cap. */
export function canPick(f: {
  game: Pick<GameFacts, 'status' | 'scheduledTime'>;
  now: Date;
  hasPick: boolean;
  picksToday: number;
  maxDaily: number | null;
}): boolean {
  if (!isOpenForPicks(f.game.status, f.game.scheduledTime, f.now)) return false;
  return f.hasPick || f.maxDaily === null || f.picksToday < f.maxDaily;
}

/** The word the admin's user-picks tab shows for a pick. */
export function pickStatusWord(gameStatus: string, result: string | null): PickStatusWord {
  if (gameStatus !== 'completed') return 'Pending';
  if (result === 'win') return 'Won';
  if (result === 'loss') return 'Lost';
  if (result === 'push') return 'Push';
  return 'Ungraded';
}
