import { sql } from 'kysely';
import {
  awardAfterGrading,
  awardAfterPick,
  recountPickTallies,
} from '../../src/server/modules/achievements/achievements.service';
import { recomputeUsers } from '../../src/server/modules/grading/recompute.service';
import { previousMonth } from '../../src/server/modules/prizes/prize-winner.rules';
import { planDemoRows } from '../../src/server/modules/sports-feed/demo/demo-slate.service';
import { gamesPlayedBy, seasonRecord } from '../../src/server/modules/sports-feed/demo/season-records.rules';
import { hashPassword } from '../../src/server/modules/users/password';
import type { DB } from '../../src/server/platform/db/client';
import { nameDueWinners } from '../../src/server/workflows/month-winner';
import { localDay } from '../../src/shared/periods';
import { SEED_SPORTS } from './data';
import { type DemoTeam, demoFreePick, demoGolf, demoHistory, withSimulatedState } from './demo-games';
import { seedDemoLeagues } from './demo-leagues';
import { DEMO_ADMIN, DEMO_PLAYER, demoPlayers } from './demo-people';
import { demoPicks } from './demo-picks';
import { SeededRandom } from './random';

export interface DemoCredentials {
  admin: { username: string; password: string };
  player: { username: string; password: string };
}

export const DEMO_CREDENTIALS: DemoCredentials = {
  admin: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
  player: { username: DEMO_PLAYER.username, password: DEMO_PLAYER.password },
};

/**
 * Fills an empty database with the demo: leagues, teams, players with histories, five weeks of results,
 * today's and tomorrow's games (some final, one or more live), a few private leagues, a prize.
 */
export async function seedDemoData(db: DB, now: Date): Promise<{ seeded: boolean }> {
  const existing = await db.selectFrom('sports').select('id').limit(1).executeTakeFirst();
  if (existing) return { seeded: false };
  const random = new SeededRandom(20261121);
  const [adminHash, playerHash] = await Promise.all([
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_PLAYER.password),
  ]);

  await db.transaction().execute(async (trx) => {
    const teams: DemoTeam[] = [];
    for (const sport of SEED_SPORTS) {
      const { id: sportId } = await trx
        .insertInto('sports')
        .values({
          name: sport.name,
          display_name: sport.displayName,
          description: sport.description,
          provider_path: sport.providerPath,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Records as far into the season as the league is today (none for golf and the special pick).
      const played = gamesPlayedBy(sport.name, now) ?? 0;
      const rows = sport.teams.map((t) => ({
        sport_id: sportId,
        name: t.name,
        abbreviation: t.abbreviation,
        primary_color: t.primaryColor,
        secondary_color: t.secondaryColor,
        provider_team_id: t.providerTeamId ?? null,
        ...seasonRecord(random, sport.name, played),
      }));
      const inserted = await trx
        .insertInto('teams')
        .values(rows)
        .returning(['id', 'name', 'wins', 'losses', 'ties'])
        .execute();
      for (const t of inserted) teams.push({ ...t, sportId, sport: sport.name });
    }

    await trx
      .insertInto('users')
      .values({
        username: DEMO_ADMIN.username,
        email: DEMO_ADMIN.email,
        password_hash: adminHash,
        first_name: 'Avery',
        last_name: 'Admin',
        is_admin: true,
        last_login_at: now,
      })
      .execute();
    const players = await trx
      .insertInto('users')
      .values(demoPlayers(random, playerHash, now))
      .returning(['id', 'timezone', 'subscription_tier'])
      .execute();

    // Today's and tomorrow's games are the live demo's own (src/server/modules/sports-feed/demo): the keeper's plan, played
    // up to now by the simulation, so the seed and a later keeper run agree on every game.
    const slate = (await planDemoRows(trx, now)).map((p) => withSimulatedState(p.draft, p.row, now));
    const games = await trx
      .insertInto('games')
      .values([
        ...demoHistory(random, teams, now),
        ...slate,
        demoGolf(random, teams, now),
        demoFreePick(teams, now),
      ])
      .returning([
        'id',
        'status',
        'scheduled_time',
        'home_team_id',
        'away_team_id',
        'winner_team_id',
        'is_push',
        'is_free_pick',
      ])
      .execute();
    const picks = demoPicks(
      random,
      players.map((p) => ({ id: p.id, timezone: p.timezone, subscriptionTier: p.subscription_tier })),
      games.map((g) => ({
        id: g.id,
        status: g.status,
        scheduledTime: g.scheduled_time,
        homeTeamId: g.home_team_id,
        awayTeamId: g.away_team_id,
        winnerTeamId: g.winner_team_id,
        isPush: g.is_push,
        isFreePick: g.is_free_pick,
      })),
      now,
    );
    for (let i = 0; i < picks.length; i += 500)
      await trx
        .insertInto('picks')
        .values(picks.slice(i, i + 500))
        .execute();

    // The finished games are graded as a score entry grades them: their outcome on the game, every figure from
    // the players' records.
    await trx
      .updateTable('games')
      .set({
        graded_winner_team_id: sql<number | null>`winner_team_id`,
        graded_push: sql<boolean>`is_push`,
        graded_at: sql<Date>`scheduled_time + interval '3 hours'`,
      })
      .where('status', '=', 'completed')
      .where((eb) => eb.or([eb('winner_team_id', 'is not', null), eb('is_push', '=', true)]))
      .execute();
    await recomputeUsers(
      trx,
      players.map((p) => p.id),
    );
    // The histories earn what real play would have awarded along the way: what the picks earn (count, times,
    // underdogs) and what the graded records and this week's board earn, through the achievements service.
    await recountPickTallies(
      trx,
      players.map((p) => p.id),
    );
    for (const p of players) await awardAfterPick(trx, p.id, now);
    await awardAfterGrading(trx, { userIds: players.map((p) => p.id) }, now);

    await seedDemoLeagues(
      trx,
      players.map((p) => p.id),
      now,
    );

    const month = localDay(now, 'America/New_York').date.slice(0, 7);
    await trx
      .insertInto('prizes')
      .values({
        title: '$100 Sports Store Gift Card',
        description: 'The player on top of the Season Streaks board when the month ends wins it.',
        month,
        year: Number(month.slice(0, 4)),
      })
      .execute();
    // Last month had a prize too, and the close named its winner from the history: the home page shows the
    // winner's banner during the first 7 days of this month (ADR 0048).
    const last = previousMonth(now);
    await trx
      .insertInto('prizes')
      .values({
        title: 'Signed Team Jersey',
        description: 'Last month on top of the Season Streaks board.',
        month: last,
        year: Number(last.slice(0, 4)),
        created_at: new Date(now.getTime() - 40 * 24 * 3600_000),
      })
      .execute();
    await nameDueWinners({ db: trx, clock: () => now });
  });
  return { seeded: true };
}
