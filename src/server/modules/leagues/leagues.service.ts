import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { displayName } from '../../../shared/display-name';
import {
  INVITE_FACES,
  LEAGUE_MESSAGES,
  type League,
  type LeagueInvite,
  type UnrankedMember,
} from '../../../shared/schemas/leagues';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db/client';
import { keptPerHandle } from '../../platform/db/kept-per-handle';
import type { UserRow } from '../../platform/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { accountKey, type Budget, refuseOverBudget } from '../../platform/limits/rate-limit';
import type { PlayerGroup } from '../leaderboard/leaderboard.service';
import {
  countJoined,
  countOwned,
  deleteLeague,
  deleteMember,
  findLeagueByCode,
  findLeagueOfMember,
  insertLeague,
  insertMember,
  invitePreview,
  isMember,
  listMembers,
  lockLeague,
  lockPlayer,
  memberSet,
  membershipsOf,
  membersOffBoard,
  membersOfLeagues,
  membersWithSet,
  updateLeague,
} from './leagues.repo';
import {
  CODE_LENGTH,
  checkLeagueName,
  createProblem,
  hasRoom,
  inviteCodeFrom,
  joinProblem,
  normalizeCode,
} from './leagues.rules';
import { membersChanged } from './matchups.service';

/** A member as every league view shows one: their public names, avatar and tier (never an e-mail). */
function memberFace(m: {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  avatar_key: string;
  subscription_tier: UserRow['subscription_tier'];
}) {
  return {
    id: m.id,
    username: m.username,
    firstName: m.first_name,
    lastName: m.last_name,
    avatarKey: m.avatar_key,
    subscriptionTier: m.subscription_tier,
  };
}

export type Player = Pick<UserRow, 'id' | 'subscription_tier'>;
type LeagueRow = NonNullable<Awaited<ReturnType<typeof findLeagueOfMember>>>;

/** Tells the live side a league changed after its commit: its boards are read again, a leaver's updates stop. */
const leagueChanged = (deps: AppDeps, leagueId: number) =>
  deps.events.publish([{ type: 'league.changed', leagueId }]);

/** A fresh invite code from the operating system's CSPRNG. */
export const newInviteCode = () => inviteCodeFrom(randomBytes(CODE_LENGTH));

const trimmedName = (raw: string) => {
  const checked = checkLeagueName(raw);
  if ('problem' in checked) throw badRequest(checked.problem);
  return checked.name;
};

/** The league if the user is a member; the same 404 whether it does not exist or is not theirs. */
async function memberLeague(deps: AppDeps, userId: number, leagueId: number): Promise<LeagueRow> {
  const league = await findLeagueOfMember(deps.db, leagueId, userId);
  if (!league) throw notFound(LEAGUE_MESSAGES.notFound);
  return league;
}

/** Nothing when the user is a member of the league; the 404 of a league that does not exist otherwise. */
export async function assertMember(deps: AppDeps, userId: number, leagueId: number): Promise<void> {
  await memberLeague(deps, userId, leagueId);
}

/** The league if the user owns it: 404 to non-members, 403 to members who do not own it. */
async function ownedLeague(deps: AppDeps, userId: number, leagueId: number): Promise<LeagueRow> {
  const league = await memberLeague(deps, userId, leagueId);
  if (league.owner_id !== userId) throw forbidden(LEAGUE_MESSAGES.ownerOnly);
  return league;
}

/** A league as its members see it. */
export async function getLeague(deps: AppDeps, user: Player, leagueId: number): Promise<League> {
  const league = await memberLeague(deps, user.id, leagueId);
  const members = await listMembers(deps.db, leagueId);
  return {
    id: league.id,
    name: league.name,
    ownerId: league.owner_id,
    inviteCode: league.invite_code,
    invitePath: `/join/${league.invite_code}`,
    createdAt: league.created_at.toISOString(),
    members: members.map((m) => ({ ...memberFace(m), joinedAt: m.joined_at.toISOString() })),
  };
}

/** A new league owned by a premium player, who is its first member. */
export async function createLeague(deps: AppDeps, user: Player, rawName: string): Promise<League> {
  const name = trimmedName(rawName);
  const id = await deps.db.transaction().execute(async (trx) => {
    const player = await lockPlayer(trx, user.id);
    if (!player) throw notFound(LEAGUE_MESSAGES.notFound);
    const problem = createProblem(
      player.subscription_tier,
      await countOwned(trx, user.id),
      await countJoined(trx, user.id),
    );
    if (problem) throw forbidden(problem);
    const at = deps.clock();
    const league = await insertLeague(trx, { name, ownerId: user.id, code: newInviteCode(), at });
    await insertMember(trx, league.id, user.id, at);
    return league.id;
  });
  return getLeague(deps, user, id);
}

/** The wrong-code budgets a join by code spends from: the caller's address and their account (when signed in). */
function codeBudgets(deps: AppDeps, userId: number | null, ip: string): Budget[] {
  const { leagueCodesPerIp, leagueCodesPerAccount } = deps.config.rateLimits;
  const address: Budget = ['league-code-address', ip, leagueCodesPerIp];
  return userId === null
    ? [address]
    : [address, ['league-code-account', accountKey(userId), leagueCodesPerAccount]];
}

/**
 * Joins the league an invite code opens. Only wrong codes count against the budgets (20 an hour per address and
 * per account, then 429), so codes cannot be guessed; a right code always gets in once the budgets allow.
 */
export async function joinLeague(deps: AppDeps, user: Player, typed: string, ip: string): Promise<League> {
  // Every code takes its place before the lookup, so codes fired at once get no more lookups than the budgets
  // allow; a right one gives its place back.
  const attempt = deps.limiter.reserveAll(codeBudgets(deps, user.id, ip));
  refuseOverBudget(attempt);
  const code = normalizeCode(typed);
  const found = code === null ? undefined : await findLeagueByCode(deps.db, code);
  if (!found) throw notFound(LEAGUE_MESSAGES.codeNotFound);
  attempt.refund();
  return joinLeagueById(deps, user, found.id);
}

/**
 * What an invite link shows before joining, to anyone holding it (signed in or out). A code is a secret: wrong ones
 * spend the same budgets as wrong codes typed to join (the address, and the account when signed in), reserved
 * before the lookup and given back when the code is right.
 */
export async function inviteOf(
  deps: AppDeps,
  userId: number | null,
  typed: string,
  ip: string,
): Promise<LeagueInvite> {
  const budgets = codeBudgets(deps, userId, ip);
  const attempt = deps.limiter.reserveAll(budgets);
  refuseOverBudget(attempt);
  const code = normalizeCode(typed);
  const found = code === null ? undefined : await invitePreview(deps.db, code, INVITE_FACES, userId);
  if (!found) throw notFound(LEAGUE_MESSAGES.inviteDead);
  attempt.refund();
  const face = (u: { username: string; first_name: string; last_name: string; avatar_key: string }) => ({
    displayName: displayName({ username: u.username, firstName: u.first_name, lastName: u.last_name }),
    avatarKey: u.avatar_key,
  });
  return {
    name: found.name,
    owner: face(found.owner),
    memberCount: found.member_count,
    members: found.members.map(face),
    isMember: found.is_member,
    leagueId: found.is_member ? found.id : null,
  };
}

/**
 * Joins a league by its id (the code already checked). Joining one's own league again changes nothing;
 * a full league is 409, the player's own limit 403.
 */
async function joinLeagueById(deps: AppDeps, user: Player, leagueId: number): Promise<League> {
  await deps.db.transaction().execute(async (trx) => {
    const player = await lockPlayer(trx, user.id);
    const league = await lockLeague(trx, leagueId);
    if (!player || !league) throw notFound(LEAGUE_MESSAGES.codeNotFound);
    if (await isMember(trx, leagueId, user.id)) return;
    const problem = joinProblem(player.subscription_tier, await countJoined(trx, user.id));
    if (problem) throw forbidden(problem);
    // The league is locked: its kept member count is exact until this transaction ends (ADR 0040).
    if (!hasRoom(league.member_count)) throw conflict(LEAGUE_MESSAGES.full);
    const at = deps.clock();
    await insertMember(trx, leagueId, user.id, at);
    await membersChanged(trx, leagueId, at, null);
  });
  await leagueChanged(deps, leagueId);
  return getLeague(deps, user, leagueId);
}

/** Renames a league (owner only). */
export async function renameLeague(deps: AppDeps, user: Player, leagueId: number, rawName: string) {
  const name = trimmedName(rawName);
  await ownedLeague(deps, user.id, leagueId);
  await updateLeague(deps.db, leagueId, { name });
  await leagueChanged(deps, leagueId);
  return getLeague(deps, user, leagueId);
}

/** A new invite code (owner only); the old one stops working at once. */
export async function regenerateCode(deps: AppDeps, user: Player, leagueId: number) {
  await ownedLeague(deps, user.id, leagueId);
  await updateLeague(deps.db, leagueId, { invite_code: newInviteCode() });
  return getLeague(deps, user, leagueId);
}

/** Hands the league to another member (owner only). */
export async function transferOwnership(deps: AppDeps, user: Player, leagueId: number, newOwnerId: number) {
  await ownedLeague(deps, user.id, leagueId);
  if (!(await isMember(deps.db, leagueId, newOwnerId))) throw notFound(LEAGUE_MESSAGES.notMember);
  await updateLeague(deps.db, leagueId, { owner_id: newOwnerId });
  await leagueChanged(deps, leagueId);
  return getLeague(deps, user, leagueId);
}

/** Ends a membership with its place in the week's matchups (ADR 0049); false when it was none. */
function leave(deps: AppDeps, leagueId: number, userId: number): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    await lockLeague(trx, leagueId);
    if (!(await deleteMember(trx, leagueId, userId))) return false;
    await membersChanged(trx, leagueId, deps.clock(), userId);
    return true;
  });
}

/** Removes a member (owner only); the owner cannot remove themself. */
export async function removeMember(deps: AppDeps, user: Player, leagueId: number, memberId: number) {
  await ownedLeague(deps, user.id, leagueId);
  if (memberId === user.id) throw conflict(LEAGUE_MESSAGES.ownerStays);
  if (!(await leave(deps, leagueId, memberId))) throw notFound(LEAGUE_MESSAGES.notMember);
  await leagueChanged(deps, leagueId);
  return getLeague(deps, user, leagueId);
}

/** Leaves a league; its owner must transfer or delete it first (409). */
export async function leaveLeague(deps: AppDeps, user: Player, leagueId: number) {
  const league = await memberLeague(deps, user.id, leagueId);
  if (league.owner_id === user.id) throw conflict(LEAGUE_MESSAGES.ownerMustLeaveLast);
  await leave(deps, leagueId, user.id);
  await leagueChanged(deps, leagueId);
  return { success: true as const };
}

/** Deletes a league with its memberships (owner only). */
export async function deleteOwnLeague(deps: AppDeps, user: Player, leagueId: number) {
  await ownedLeague(deps, user.id, leagueId);
  await deleteLeague(deps.db, leagueId);
  await leagueChanged(deps, leagueId);
  return { success: true as const };
}

const setKey = (leagueId: number, set: { member_count: number; member_hash: string }) =>
  `league:${leagueId}:${set.member_count}:${set.member_hash}`;

/**
 * A league as a group of players for its boards: its member set names it, and its member ids are read only when
 * their board entries are not kept (with the set they form, which may have changed since; ADR 0026).
 */
export const leagueGroup = (
  deps: AppDeps,
  leagueId: number,
  set: { member_count: number; member_hash: string },
): PlayerGroup => ({
  key: setKey(leagueId, set),
  ids: async () => {
    const read = await membersWithSet(deps.db, leagueId);
    return { ids: read.ids, key: setKey(leagueId, read) };
  },
});

/** The league as a group of players for its boards, to a member only (anyone else: the same 404 as no league). */
export async function memberGroupOf(deps: AppDeps, user: Player, leagueId: number): Promise<PlayerGroup> {
  // The member set answers "is the user a member" too: no league and not among its members are the same 404.
  const set = await memberSet(deps.db, leagueId, user.id);
  if (!set.is_member) throw notFound(LEAGUE_MESSAGES.notFound);
  return leagueGroup(deps, leagueId, set);
}

/**
 * A league's group for live updates, read once for all its watching members: the group and who the members are
 * (so a removed member's updates stop).
 */
export async function leagueMembersGroup(
  deps: AppDeps,
  leagueId: number,
): Promise<{ group: PlayerGroup; members: ReadonlySet<number> }> {
  const read = await membersWithSet(deps.db, leagueId);
  const group = {
    key: setKey(leagueId, read),
    ids: async () => ({ ids: read.ids, key: setKey(leagueId, read) }),
  };
  return { group, members: new Set(read.ids) };
}

/**
 * The members a league's board lists after its ranked rows (no graded pick in the period): those not in
 * `rankedIds`, by name, up to `room`; and how many members the league has.
 */
export async function unrankedMembers(
  deps: AppDeps,
  leagueId: number,
  rankedIds: readonly number[],
  room: number,
): Promise<{ memberCount: number; members: UnrankedMember[] }> {
  const { memberCount, rows } = await membersOffBoard(deps.db, leagueId, rankedIds, room);
  return {
    memberCount,
    members: rows.map(memberFace),
  };
}

/** A league's member ids, to a member only (anyone else: the same 404 as no league). */
export async function memberIdsOf(deps: AppDeps, userId: number, leagueId: number): Promise<number[]> {
  const { ids } = await membersWithSet(deps.db, leagueId);
  if (!ids.includes(userId)) throw notFound(LEAGUE_MESSAGES.notFound);
  return ids;
}

/** A league's member ids now (none when it is gone), for the live feeds. */
export async function memberIdsNow(deps: AppDeps, leagueId: number): Promise<number[]> {
  return (await membersWithSet(deps.db, leagueId)).ids;
}

/** A league of some players: its name, its member ids and the member set's hash (which changes with them). */
export interface LeagueOfPlayers {
  id: number;
  name: string;
  memberIds: number[];
  memberHash: string;
}

/**
 * Member ids by league and member set, kept per database handle for the weekly recap's batches: 500 players of
 * 1,000,000 are in hundreds of leagues, each read again in every batch before (docs/benchmarks/leagues.md). The hash
 * on the league's row changes with every join and leave, so a kept list is never another set's; kept per handle,
 * because ids mean nothing in another database (tests make many).
 */
const memberIdsKeptBy = keptPerHandle(() => new LRUCache<string, number[]>({ max: 2_000 }));

/** The leagues of some players, each with its name and member ids (one read of a league shared by its members). */
export async function leaguesOfPlayers(
  deps: AppDeps,
  userIds: readonly number[],
  /** The database handle (not a transaction) whose member lists may be kept between calls; none: read them all. */
  keptBy?: DB,
): Promise<Map<number, LeagueOfPlayers[]>> {
  const keptLists = memberIdsKeptBy(keptBy);
  const memberships = await membershipsOf(deps.db, userIds);
  const leagues = new Map<number, LeagueOfPlayers>();
  const unknown: number[] = [];
  for (const m of memberships) {
    if (leagues.has(m.league_id)) continue;
    const kept = keptLists?.get(`${m.league_id}:${m.member_hash}`);
    if (!kept) unknown.push(m.league_id);
    leagues.set(m.league_id, {
      id: m.league_id,
      name: m.name,
      memberIds: kept ?? [],
      memberHash: m.member_hash,
    });
  }
  for (const read of await membersOfLeagues(deps.db, unknown)) {
    keptLists?.set(`${read.id}:${read.member_hash}`, read.ids);
    Object.assign(leagues.get(read.id)!, { memberIds: read.ids, memberHash: read.member_hash });
  }
  const byPlayer = new Map<number, LeagueOfPlayers[]>();
  for (const m of memberships) {
    const list = byPlayer.get(m.user_id) ?? [];
    list.push(leagues.get(m.league_id)!);
    byPlayer.set(m.user_id, list);
  }
  return byPlayer;
}
