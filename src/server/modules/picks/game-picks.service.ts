// What other modules read and write of picks (game cards, live feeds, editing a game, grading by hand), in
// the caller's transaction when they pass one. Only this module's repos touch the picks table.
export {
  clearManualResults,
  countPicksByTeam,
  findUserPicksForGames,
  hasPicks as gameHasPicks,
  pickersOf,
  revealedPicks,
  setManualResult,
  winningPicksBetween,
} from './game-picks.repo';
export { countPicksMadeBetween, findPickWithGame as pickForHandGrading } from './picks.repo';
