import { describe, expect, it } from 'vitest';
import { feedEvent } from '../../../../../tests/support/feed/events';
import { fetchGamesInput } from '../../../../shared/schemas/sports-feed';
import { formatRecord, importWindow, newSuggestions, readPayload } from './suggested-games.rules';

const NOW = new Date('2026-11-21T15:00:00Z');

describe('which events become suggestions', () => {
  it('takes the 48 hours from now', () => {
    expect(importWindow(NOW)).toEqual({ from: NOW, to: new Date('2026-11-23T15:00:00Z') });
  });

  it('keeps scheduled events after now, each once, and skips the ones already known', () => {
    const events = [
      feedEvent({ providerEventId: 'A' }),
      feedEvent({ providerEventId: 'A' }),
      feedEvent({ providerEventId: 'B' }),
      feedEvent({ providerEventId: 'C', status: 'live' }),
      feedEvent({ providerEventId: 'D', status: 'postponed' }),
      feedEvent({ providerEventId: 'E', scheduledTime: NOW }),
      feedEvent({ providerEventId: 'F', status: 'completed' }),
    ];
    const { drafts, skipped } = newSuggestions(events, new Set(['B']), NOW, false);
    expect(drafts.map((d) => d.providerEventId)).toEqual(['A']);
    expect(skipped).toBe(1);
  });

  it('keeps both sides for approval, probable pitchers included', () => {
    const event = feedEvent({
      league: 'mlb',
      home: {
        record: { wins: 90, losses: 65, ties: 0 },
        probablePitcher: { name: 'Evan Sato', record: '7-1' },
      },
    });
    const [draft] = newSuggestions([event], new Set(), NOW, false).drafts;
    expect(draft).toMatchObject({
      homeTeamName: 'Home Club',
      homeTeamProviderId: '1',
      homeTeamRecord: '90-65',
      awayTeamRecord: null,
      venue: 'Arena',
    });
    expect(draft!.payload.home.probablePitcher).toEqual({ name: 'Evan Sato', record: '7-1' });
  });
});

describe('records as the list shows them', () => {
  it.each([
    [{ wins: 6, losses: 4, ties: 0 }, false, '6-4'],
    [{ wins: 6, losses: 4, ties: 1 }, false, '6-4-1'],
    [{ wins: 9, losses: 1, ties: 2 }, true, '9-2-1'],
    [null, true, null],
  ])('%o (soccer %s) reads %s', (record, soccer, text) => {
    expect(formatRecord(record, soccer)).toBe(text);
  });
});

describe('a stored payload', () => {
  const row = {
    home_team_name: 'Home Club',
    away_team_name: 'Away Club',
    home_team_provider_id: '1',
    away_team_provider_id: null,
  };

  it('is read back, or rebuilt from the columns when it is not the expected shape', () => {
    const payload = newSuggestions([feedEvent()], new Set(), NOW, false).drafts[0]!.payload;
    expect(readPayload(JSON.parse(JSON.stringify(payload)), row)).toEqual(payload);
    expect(readPayload({}, row)).toMatchObject({
      home: { name: 'Home Club', providerTeamId: '1', primaryColor: null },
      away: { name: 'Away Club', providerTeamId: '' },
    });
  });
});

describe('the fetch input', () => {
  it('needs at least one of the seven sports, matched ignoring case, each once', () => {
    expect(fetchGamesInput.parse({ sports: ['nfl', 'NFL', ' mls '] })).toEqual({ sports: ['NFL', 'MLS'] });
    for (const bad of [{}, { sports: [] }, { sports: 'NFL' }, null]) {
      expect(fetchGamesInput.safeParse(bad).error?.issues[0]?.message).toBe(
        'Please select at least one sport to import games from.',
      );
    }
    expect(fetchGamesInput.safeParse({ sports: ['PGA'] }).error?.issues[0]?.message).toMatch(
      /^Unknown sport "PGA"\. Choose from NFL, NBA/,
    );
  });
});
