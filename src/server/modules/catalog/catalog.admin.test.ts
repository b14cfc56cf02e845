import { describe, expect, it } from 'vitest';
import { call, signedInAdmin } from '../../../../tests/support/calls';
import { sportBeforeAll } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';

const t = sharedTestApp();
const admin = signedInAdmin(t);

const sport = sportBeforeAll(t, `Curling ${process.pid}`);

const { get } = admin;

describe('teams and sports', () => {
  it('lists teams with grey colour fallbacks, creates teams and sports, lists 0-0 teams', async () => {
    const res = await call(t, admin.cookie, 'POST', '/api/admin/teams', {
      name: ' Stones ',
      sport: sport.name,
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const teams = await get('/api/teams');
    expect(teams.find((x: { id: number }) => x.id === id)).toEqual({
      id,
      name: 'Stones',
      sportId: sport.id,
      sport: sport.name,
      primaryColor: '#808080',
      secondaryColor: '#808080',
      wins: 0,
      losses: 0,
      ties: 0,
    });
    const needs = (await get('/api/admin/teams/needs-records')).map((x: { id: number }) => x.id);
    expect(needs).toContain(id);
    expect(needs).not.toContain(sport.teams[0]!.id);
    const dup = await call(t, admin.cookie, 'POST', '/api/admin/teams', { name: 'stones', sport: sport.id });
    expect(dup.statusCode).toBe(409);
    for (const payload of [{ name: ' ', sport: sport.name }, { name: 'X' }, { name: 'X', sport: 'Nope' }]) {
      const r = await call(t, admin.cookie, 'POST', '/api/admin/teams', payload);
      expect([r.statusCode, r.json()]).toMatchObject([
        400,
        { message: 'Please enter team name and select sport.' },
      ]);
    }

    const name = `Padel${process.pid}`;
    const made = await call(t, admin.cookie, 'POST', '/api/admin/sports', {
      name,
      displayName: 'Padel',
      description: '',
    });
    expect(made.json()).toMatchObject({ name, displayName: 'Padel', description: null });
    expect((await get('/api/sports')).map((s: { name: string }) => s.name)).toContain(name);
    const taken = await call(t, admin.cookie, 'POST', '/api/admin/sports', {
      name: name.toUpperCase(),
      displayName: 'P',
    });
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { message: 'A sport with this name already exists' },
    ]);
    const blank = await call(t, admin.cookie, 'POST', '/api/admin/sports', { name: 'x', displayName: ' ' });
    expect([blank.statusCode, blank.json()]).toMatchObject([
      400,
      { message: 'Please enter sport name and display name.' },
    ]);
  });
});
