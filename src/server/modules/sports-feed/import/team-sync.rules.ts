import type { NewTeam, TeamChanges, TeamFacts } from '../../catalog/catalog.rules';
import type { FeedEvent, FeedTeam, TeamRecord } from '../sports-feed';

// How the feed's teams are laid over the teams table. A team matches by the feed's team id, else by
// name ignoring case (linking the feed id then). The feed only ever adds facts: a colour or record
// the feed does not give is kept, never blanked.

/** What a sync may do: full (create, colours, records), colours only, records only. */
export interface SyncMode {
  create: boolean;
  colours: boolean;
  records: boolean;
}
export const FULL_SYNC: SyncMode = { create: true, colours: true, records: true };
export const COLOURS_ONLY: SyncMode = { create: false, colours: true, records: false };
export const RECORDS_ONLY: SyncMode = { create: false, colours: false, records: true };

/** One team as the feed describes it, from the teams list and the scoreboards together. */
export type FeedTeamFacts = FeedTeam;

/**
 * The teams list, plus teams seen only on a scoreboard. A record comes from the teams list when it
 * has one (ESPN's usually has none), else from the team's latest event in `events`.
 */
export function feedTeamFacts(teams: FeedTeam[], events: FeedEvent[]): FeedTeamFacts[] {
  const latest = new Map<string, { at: number; record: TeamRecord }>();
  const fromEvents = new Map<string, FeedTeamFacts>();
  for (const event of events) {
    for (const c of [event.home, event.away]) {
      const at = event.scheduledTime.getTime();
      const seen = latest.get(c.providerTeamId);
      if (c.record && (!seen || seen.at <= at)) latest.set(c.providerTeamId, { at, record: c.record });
      if (!fromEvents.has(c.providerTeamId)) {
        const { providerTeamId, name, abbreviation, primaryColor, secondaryColor } = c;
        fromEvents.set(providerTeamId, {
          providerTeamId,
          name,
          abbreviation,
          primaryColor,
          secondaryColor,
          record: null,
        });
      }
    }
  }
  const listed = new Set(teams.map((t) => t.providerTeamId));
  return [...teams, ...[...fromEvents.values()].filter((t) => !listed.has(t.providerTeamId))].map((t) => ({
    ...t,
    record: t.record ?? latest.get(t.providerTeamId)?.record ?? null,
  }));
}

export interface TeamSyncPlan {
  create: NewTeam[];
  update: { id: number; changes: TeamChanges }[];
  /** Teams the feed matched that needed no change. */
  unchanged: number;
}

const sameColour = (a: string | null, b: string | null) =>
  (a ?? '').toUpperCase() === (b ?? '').toUpperCase();

function changesFor(row: TeamFacts, facts: FeedTeamFacts, mode: SyncMode, linkable: boolean): TeamChanges {
  const changes: TeamChanges = {};
  if (!row.provider_team_id && linkable) changes.provider_team_id = facts.providerTeamId;
  if (mode.create && !row.abbreviation && facts.abbreviation) changes.abbreviation = facts.abbreviation;
  if (mode.colours) {
    if (facts.primaryColor && !sameColour(row.primary_color, facts.primaryColor))
      changes.primary_color = facts.primaryColor;
    if (facts.secondaryColor && !sameColour(row.secondary_color, facts.secondaryColor))
      changes.secondary_color = facts.secondaryColor;
  }
  const r = facts.record;
  if (mode.records && r && (r.wins !== row.wins || r.losses !== row.losses || r.ties !== row.ties)) {
    Object.assign(changes, { wins: r.wins, losses: r.losses, ties: r.ties });
  }
  return changes;
}

/** What to insert and update so the sport's teams carry the feed's facts. */
export function planTeamSync(existing: TeamFacts[], feed: FeedTeamFacts[], mode: SyncMode): TeamSyncPlan {
  const byProvider = new Map(existing.filter((t) => t.provider_team_id).map((t) => [t.provider_team_id!, t]));
  const byName = new Map(existing.map((t) => [t.name.toLowerCase(), t]));
  const matched = new Set<number>();
  const plan: TeamSyncPlan = { create: [], update: [], unchanged: 0 };
  const names = new Set<string>();
  for (const facts of feed) {
    const row = byProvider.get(facts.providerTeamId) ?? byName.get(facts.name.toLowerCase());
    if (row) {
      if (matched.has(row.id)) continue;
      matched.add(row.id);
      const changes = changesFor(row, facts, mode, !byProvider.has(facts.providerTeamId));
      if (Object.keys(changes).length > 0) plan.update.push({ id: row.id, changes });
      else plan.unchanged += 1;
    } else if (mode.create && !names.has(facts.name.toLowerCase())) {
      names.add(facts.name.toLowerCase());
      plan.create.push({
        name: facts.name,
        abbreviation: facts.abbreviation,
        providerTeamId: facts.providerTeamId,
        primaryColor: facts.primaryColor,
        secondaryColor: facts.secondaryColor,
        wins: facts.record?.wins ?? 0,
        losses: facts.record?.losses ?? 0,
        ties: facts.record?.ties ?? 0,
      });
    }
  }
  return plan;
}

/** A sync's audit action: what the button did. */
export function syncAction(mode: SyncMode): string {
  if (mode.create) return 'teams.sync';
  return mode.colours ? 'teams.sync.colors' : 'teams.sync.records';
}

/**
 * What the audit log keeps of one league's sync: the changed fields of each updated team before and after,
 * and the names of the teams created.
 */
export function syncAuditStates(existing: readonly TeamFacts[], plan: TeamSyncPlan) {
  const byId = new Map(existing.map((t) => [t.id, t]));
  // Fields by their API names (primaryColor), as every other entry writes them.
  const apiName = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  const fields = (id: number, pick: (key: keyof TeamChanges) => unknown, keys: (keyof TeamChanges)[]) => {
    const out: Record<string, unknown> = { id, name: byId.get(id)?.name };
    for (const key of keys) out[apiName(key)] = pick(key) ?? null;
    return out;
  };
  const keysOf = (changes: TeamChanges) => Object.keys(changes) as (keyof TeamChanges)[];
  return {
    before: {
      teams: plan.update.map(({ id, changes }) => fields(id, (k) => byId.get(id)?.[k], keysOf(changes))),
    },
    after: {
      teams: plan.update.map(({ id, changes }) => fields(id, (k) => changes[k], keysOf(changes))),
      created: plan.create.map((t) => t.name),
      unchanged: plan.unchanged,
    },
  };
}
