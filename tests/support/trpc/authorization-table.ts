import type { AnyProcedure } from '@trpc/server';
import type { AppRouter } from '../../../src/server/api/router';

/**
 * Who may call what: the one table of access decisions. Every procedure of the router (queries,
 * mutations and subscriptions) has exactly one row, enforced twice: the type below makes a missing or
 * stale row a compile error, and authorization.test.ts calls every procedure and every /api path as
 * each kind of caller and holds the answer to its row. "allowed" means past the access check: the
 * call may still be refused for its input (400) or its data (404, 409), never with 401 or 403.
 */
export interface Access {
  signedOut: 'allowed' | 401;
  player: 'allowed' | 403;
  /** 403 only for a premium feature: these callers are free players (premium is tested with its feature). */
  admin: 'allowed' | 403;
}

const PUBLIC: Access = { signedOut: 'allowed', player: 'allowed', admin: 'allowed' };
const PLAYER: Access = { signedOut: 401, player: 'allowed', admin: 'allowed' };
const ADMIN: Access = { signedOut: 401, player: 403, admin: 'allowed' };
const PREMIUM: Access = { signedOut: 401, player: 403, admin: 403 };

/** Dotted paths of every procedure of a router record, subscriptions included. */
type AllPaths<TRecord, Prefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyProcedure
    ? `${Prefix}${K}`
    : AllPaths<TRecord[K], `${Prefix}${K}.`>;
}[keyof TRecord & string];

export type AnyProcedurePath = AllPaths<AppRouter['_def']['record']>;

export const AUTHORIZATION = {
  'auth.me': PUBLIC,
  'auth.user': PLAYER,
  'auth.checkUsername': PUBLIC,
  'auth.register': PUBLIC,
  'auth.login': PUBLIC,
  'auth.logout': PUBLIC,
  'passwordReset.request': PUBLIC,
  'passwordReset.verify': PUBLIC,
  'passwordReset.reset': PUBLIC,
  'signIn.providers': PUBLIC,
  'signIn.start': PUBLIC,
  'signIn.pending': PUBLIC,
  'signIn.complete': PUBLIC,
  'signIn.linkWithPassword': PUBLIC,
  'signIn.linkWithPasskey': PUBLIC,
  'signIn.sendLinkMail': PUBLIC,
  'signIn.confirmLinkMail': PUBLIC,
  'signIn.passkeyOptions': PUBLIC,
  'signIn.passkey': PUBLIC,
  'account.signInMethods': PLAYER,
  'account.linkProvider': PLAYER,
  'account.unlinkProvider': PLAYER,
  'account.passkeyRegistrationOptions': PLAYER,
  'account.addPasskey': PLAYER,
  'account.removePasskey': PLAYER,
  'account.delete': PLAYER,
  'account.exports': PLAYER,
  'account.requestExport': PLAYER,
  'account.exportFile': PLAYER,
  'users.stats': PREMIUM,
  'users.updateSettings': PLAYER,
  'users.updateAvatar': PLAYER,
  'users.changePassword': PLAYER,
  'system.health': PUBLIC,
  'games.today': PUBLIC,
  'games.tomorrow': PUBLIC,
  'picks.create': PLAYER,
  'picks.update': PLAYER,
  'picks.mine': PLAYER,
  'picks.history': PLAYER,
  'picks.shield': PLAYER,
  'picks.armShield': PLAYER,
  'picks.disarmShield': PLAYER,
  'players.profile': PLAYER,
  'prizes.current': PUBLIC,
  'prizes.recentWinner': PUBLIC,
  'prizes.winner': PUBLIC,
  'achievements.mine': PLAYER,
  'achievements.catalogue': PUBLIC,
  'achievements.share': PLAYER,
  'leaderboard.weekly': PLAYER,
  'leaderboard.monthly': PLAYER,
  'leaderboard.alltime': PLAYER,
  'live.games': PUBLIC,
  'live.me': PLAYER,
  'live.leaderboard': PLAYER,
  'calendar.feed': PLAYER,
  'calendar.newAddress': PLAYER,
  'calendar.setSports': PLAYER,
  'calendar.turnOff': PLAYER,
  'notifications.publicKey': PLAYER,
  'notifications.subscribe': PLAYER,
  'notifications.unsubscribe': PLAYER,
  'notifications.prompt': PLAYER,
  'notifications.dismissPrompt': PLAYER,
  'notifications.sendTest': PLAYER,
  'live.leagueBoard': PLAYER,
  'live.leagueMatchups': PLAYER,
  'leagues.mine': PLAYER,
  'leagues.rememberRanks': PLAYER,
  'leagues.create': PLAYER,
  'leagues.get': PLAYER,
  'leagues.rename': PLAYER,
  'leagues.remove': PLAYER,
  'leagues.join': PLAYER,
  'leagues.invite': PUBLIC,
  'chat.history': PLAYER,
  'chat.post': PLAYER,
  'chat.delete': PLAYER,
  'chat.react': PLAYER,
  'chat.unreact': PLAYER,
  'chat.read': PLAYER,
  'chat.unread': PLAYER,
  'live.leagueChat': PLAYER,
  'live.chatUnread': PLAYER,
  'live.leaguePicks': PLAYER,
  'leagues.picks': PLAYER,
  'notifications.weeklyRecap': PLAYER,
  'notifications.setWeeklyRecap': PLAYER,
  'shares.streak': PLAYER,
  'shares.achievement': PLAYER,
  'leagues.leave': PLAYER,
  'leagues.regenerateCode': PLAYER,
  'leagues.transfer': PLAYER,
  'leagues.removeMember': PLAYER,
  'leagues.matchups': PLAYER,
  'leagues.weekly': PLAYER,
  'leagues.monthly': PLAYER,
  'leagues.alltime': PLAYER,
  'admin.analytics': ADMIN,
  'admin.audit': ADMIN,
  'admin.fixStreaks': ADMIN,
  'admin.feedHealth': ADMIN,
  'admin.users.list': ADMIN,
  'admin.users.setSubscription': ADMIN,
  'admin.users.sendPasswordReset': ADMIN,
  'admin.users.setPassword': ADMIN,
  'admin.users.remove': ADMIN,
  'admin.picks.list': ADMIN,
  'admin.picks.search': ADMIN,
  'admin.picks.grade': ADMIN,
  'admin.prizes.list': ADMIN,
  'admin.prizes.winners': ADMIN,
  'admin.prizes.create': ADMIN,
  'admin.prizes.remove': ADMIN,
  'admin.teams.list': ADMIN,
  'admin.teams.needsRecords': ADMIN,
  'admin.teams.create': ADMIN,
  'admin.teams.syncAll': ADMIN,
  'admin.teams.syncSport': ADMIN,
  'admin.teams.syncColors': ADMIN,
  'admin.teams.updateRecords': ADMIN,
  'admin.sports.list': ADMIN,
  'admin.sports.create': ADMIN,
  'admin.games.scheduled': ADMIN,
  'admin.games.history': ADMIN,
  'admin.games.historySearch': ADMIN,
  'admin.games.create': ADMIN,
  'admin.games.update': ADMIN,
  'admin.games.remove': ADMIN,
  'admin.games.score': ADMIN,
  'admin.games.freePick': ADMIN,
  'admin.suggestedGames.list': ADMIN,
  'admin.suggestedGames.fetch': ADMIN,
  'admin.suggestedGames.fetchProgress': ADMIN,
  'admin.suggestedGames.approve': ADMIN,
  'admin.suggestedGames.reject': ADMIN,
  'admin.suggestedGames.bulkReject': ADMIN,
  'admin.effects.list': ADMIN,
  'admin.effects.retry': ADMIN,
  'admin.suggestedGames.rejected': ADMIN,
  'admin.suggestedGames.restore': ADMIN,
  'admin.leagues.list': ADMIN,
  'admin.leagues.remove': ADMIN,
} as const satisfies Record<AnyProcedurePath, Access>;

export type CallerKind = keyof Access;
export const CALLER_KINDS: readonly CallerKind[] = ['signedOut', 'player', 'admin'];

/** The row of a path, or undefined for a path the table lacks (the test reports it). */
export const accessOf = (path: string): Access | undefined => (AUTHORIZATION as Record<string, Access>)[path];

/** The HTTP status an /api path answers a caller the row lets through or refuses (200: allowed). */
export const expectedStatus = (access: Access, kind: CallerKind): number => {
  const decision = access[kind];
  return decision === 'allowed' ? 200 : decision;
};
