import { tagged } from '../rest-table';

/** The home screen's games and picks (player.md section 7). */
export const gameRoutes = tagged('Games and picks', [
  {
    method: 'GET',
    url: '/games/today',
    procedure: 'games.today',
    summary: "Today's games in the viewer's time zone, plus every live game",
    description: 'Signed out: New York time, no `userPick`. Carries `serverTime` for countdowns.',
  },
  {
    method: 'GET',
    url: '/games/tomorrow',
    procedure: 'games.tomorrow',
    summary: "Tomorrow's games in the viewer's time zone",
  },
  {
    method: 'GET',
    url: '/picks/user',
    procedure: 'picks.mine',
    summary: 'My current picks, today’s count and the daily cap (null: unlimited)',
  },
  {
    method: 'GET',
    url: '/picks/user/history',
    procedure: 'picks.history',
    summary: 'Every pick I made with its game, newest first',
  },
  {
    method: 'POST',
    url: '/picks',
    procedure: 'picks.create',
    summary: 'Pick a team of a game that has not started',
    description:
      'Counts against the daily cap (3 new picks a day for free players; 403 past it). 409 when the game ' +
      'already has my pick; 400 once the game has started.',
    errors: [404, 409],
  },
  {
    method: 'PUT',
    url: '/picks/:pickId',
    procedure: 'picks.update',
    summary: 'Change my pick before the game starts',
    description: '403 for a pick that is not mine; 400 once the game has started.',
    errors: [404],
  },
  {
    method: 'GET',
    url: '/picks/shield',
    procedure: 'picks.shield',
    summary: 'My streak shield: whether I hold one and the pick it is armed on',
    description:
      'A shield is earned by the 5th win of a week and held at most once; `armedPickId` is my pick without a ' +
      'result yet that carries it, or null (docs/rules.md, "The streak shield").',
  },
  {
    method: 'POST',
    url: '/picks/:pickId/shield',
    procedure: 'picks.armShield',
    summary: 'Arm my streak shield on my pick before its game starts',
    description:
      'If that pick loses, the loss counts but my streak is kept and the shield is spent; a win or push keeps ' +
      'it. 403 for a pick that is not mine; 400 once the game has started; 409 without a shield, or with it ' +
      'armed on another pick waiting for a result.',
    errors: [404, 409],
  },
  {
    method: 'DELETE',
    url: '/picks/:pickId/shield',
    procedure: 'picks.disarmShield',
    summary: 'Take my streak shield off my pick before its game starts',
    description: '403 for a pick that is not mine; 400 once the game has started. The shield stays held.',
    errors: [404],
  },
  {
    method: 'GET',
    url: '/users/:id/picks/history',
    procedure: 'players.profile',
    params: { id: 'userId' },
    summary: "A player's figures and latest graded picks",
    errors: [404],
  },
  {
    method: 'GET',
    url: '/prizes/current',
    procedure: 'prizes.current',
    summary: "This month's prize, or null",
  },
  {
    method: 'GET',
    url: '/prizes/winner',
    procedure: 'prizes.recentWinner',
    summary: "Last month's named winner during the first 7 days of this month, or null",
    description:
      'The winner of the prize month just ended, decided by the tiebreaker chain (peak streak, wins, accuracy, the ' +
      'earliest moment the peak was reached); several players when the tie was shared.',
  },
  {
    method: 'GET',
    url: '/prizes/winners/:month',
    procedure: 'prizes.winner',
    summary: "A prize month's named winner (month as YYYY-MM), or null while none is decided",
    errors: [400],
  },
]);
