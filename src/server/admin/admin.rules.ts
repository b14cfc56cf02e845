import type { PickStatusWord } from '../../shared/schemas/admin';

/** The word the user-picks tab shows for a pick. */
export function pickStatusWord(gameStatus: string, result: string | null): PickStatusWord {
  if (gameStatus !== 'completed') return 'Pending';
  if (result === 'win') return 'Won';
  if (result === 'loss') return 'Lost';
  if (result === 'push') return 'Push';
  return 'Ungraded';
}

/** Hand grading is offered only where the grading service accepts it: completed, winner unknown. */
export function canGradeByHand(game: { status: string; winnerTeamId: number | null; isPush: boolean }) {
  return game.status === 'completed' && game.winnerTeamId === null && !game.isPush;
}
