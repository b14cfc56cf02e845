import { gamePeriods } from './grading.rules';
import { type RefoldGame, readStarts, readTails, readWalks } from './refold-input.repo';
import { placeWalks, walkedEarnings, writeCheckpoints, writeWalkedFigures } from './refold-write.repo';

// A correction bounded by the game, not the history (ADR 0046): the players whose result at a game changed (recorded
// first by `recordChanges`, refold-input.repo.ts, while the old results can still be read) have their records walked
// from that game onward, from the checkpoint kept there, in a few statements over all of them at once. What it
// costs grows with the game's players and the picks they have after it, never with what came before it.

export { recordChanges } from './refold-input.repo';

export interface Refolded {
  /** What the walked prefixes earned (the awarding inserts what is not held yet). */
  earned: { userId: number; type: string; month: string }[];
  /** Players without the checkpoint their walk starts from: the caller recomputes them whole. */
  recompute: number[];
  /** How many players were walked. */
  walked: number;
}

/** Where a walk starts for a game. */
export function refoldGame(game: { id: number; scheduled_time: Date }): RefoldGame {
  return { gameId: game.id, scheduledTime: game.scheduled_time, ...gamePeriods(game.scheduled_time) };
}

/**
 * Walks the records of the players `recordChanges` recorded, from the game on, and writes what the walks give:
 * checkpoints, standings rows, weeks and months wherever they are kept. In the caller's transaction, which holds
 * the grading lock and has already written the game's new results.
 */
export async function refoldChanged(
  trx: Parameters<typeof readTails>[0],
  game: RefoldGame,
): Promise<Refolded> {
  await readTails(trx, game);
  const recompute = await readStarts(trx, game);
  await readWalks(trx, game);
  await writeCheckpoints(trx, game);
  await placeWalks(trx, game);
  const walked = await writeWalkedFigures(trx);
  return { earned: await walkedEarnings(trx), recompute, walked };
}
