import { describe, expect, it } from 'vitest';
import { feedEvent } from '../../../../../tests/support/feed/events';
import type { TeamFacts } from '../../catalog/catalog.rules';
import type { FeedTeam } from '../sports-feed';
import { COLOURS_ONLY, FULL_SYNC, feedTeamFacts, planTeamSync, RECORDS_ONLY } from './team-sync.rules';

const team = (id: string, name: string, over: Partial<FeedTeam> = {}): FeedTeam => ({
  providerTeamId: id,
  name,
  abbreviation: name.slice(0, 3).toUpperCase(),
  primaryColor: '#AA0000',
  secondaryColor: '#FFFFFF',
  record: null,
  ...over,
});

const row = (id: number, name: string, over: Partial<TeamFacts> = {}): TeamFacts => ({
  id,
  name,
  abbreviation: null,
  provider_team_id: null,
  primary_color: null,
  secondary_color: null,
  wins: 0,
  losses: 0,
  ties: 0,
  ...over,
});

describe('the feed facts of a league', () => {
  it('take records from the latest event, and add teams seen only on a scoreboard', () => {
    const events = [
      feedEvent({
        scheduledTime: new Date('2026-11-20T00:00Z'),
        home: { record: { wins: 1, losses: 1, ties: 0 } },
      }),
      feedEvent({
        providerEventId: 'E2',
        scheduledTime: new Date('2026-11-22T00:00Z'),
        home: { record: { wins: 2, losses: 1, ties: 0 } },
        away: { providerTeamId: '3', name: 'Visitors' },
      }),
    ];
    const facts = feedTeamFacts([team('1', 'Home Club'), team('9', 'Listed', { record: null })], events);
    expect(facts.map((f) => [f.providerTeamId, f.record?.wins ?? null])).toEqual([
      ['1', 2],
      ['9', null],
      ['2', null],
      ['3', null],
    ]);
  });

  it('prefer a record the teams list gives', () => {
    const listed = team('1', 'Home Club', { record: { wins: 5, losses: 0, ties: 0 } });
    const events = [feedEvent({ home: { record: { wins: 2, losses: 1, ties: 0 } } })];
    expect(feedTeamFacts([listed], events)[0]!.record).toEqual({ wins: 5, losses: 0, ties: 0 });
  });
});

describe('planning a team sync', () => {
  const feed = [
    team('1', 'Known By Id', { record: { wins: 3, losses: 1, ties: 0 } }),
    team('2', 'known by name'),
    team('3', 'New Team', { record: { wins: 2, losses: 2, ties: 1 } }),
  ];
  const existing = [
    row(10, 'Known By Id', { provider_team_id: '1', primary_color: '#aa0000', secondary_color: '#FFFFFF' }),
    row(11, 'Known by Name', { primary_color: '#808080' }),
  ];

  it('creates missing teams, links by name, and lays colours and records over', () => {
    expect(planTeamSync(existing, feed, FULL_SYNC)).toEqual({
      create: [
        {
          name: 'New Team',
          abbreviation: 'NEW',
          providerTeamId: '3',
          primaryColor: '#AA0000',
          secondaryColor: '#FFFFFF',
          wins: 2,
          losses: 2,
          ties: 1,
        },
      ],
      update: [
        { id: 10, changes: { abbreviation: 'KNO', wins: 3, losses: 1, ties: 0 } },
        {
          id: 11,
          changes: {
            provider_team_id: '2',
            abbreviation: 'KNO',
            primary_color: '#AA0000',
            secondary_color: '#FFFFFF',
          },
        },
      ],
      unchanged: 0,
    });
  });

  it('touches only colours, or only records, of existing teams when asked', () => {
    expect(planTeamSync(existing, feed, COLOURS_ONLY)).toEqual({
      create: [],
      update: [
        { id: 11, changes: { provider_team_id: '2', primary_color: '#AA0000', secondary_color: '#FFFFFF' } },
      ],
      unchanged: 1,
    });
    expect(planTeamSync(existing, feed, RECORDS_ONLY).update).toEqual([
      { id: 10, changes: { wins: 3, losses: 1, ties: 0 } },
      { id: 11, changes: { provider_team_id: '2' } },
    ]);
  });

  it('never blanks what the feed does not give', () => {
    const bare = [team('1', 'Known By Id', { primaryColor: null, secondaryColor: null, abbreviation: '' })];
    const kept = [row(10, 'Known By Id', { provider_team_id: '1', primary_color: '#123456', wins: 4 })];
    expect(planTeamSync(kept, bare, FULL_SYNC)).toEqual({ create: [], update: [], unchanged: 1 });
  });
});
