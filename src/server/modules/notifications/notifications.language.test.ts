import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../../tests/support/accounts';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { createPick } from '../../../../tests/support/grading/grading';
import { MemoryTransport } from '../../../../tests/support/mail';
import { TestPushService } from '../../../../tests/support/push/push-service';
import { settleEffects, sharedTestApp } from '../../../../tests/support/test-app';
import type { Locale } from '../../../shared/i18n/locale';
import { dailyEmailJob, lockReminderJob } from '../../workflows/reminders.jobs';
import { completeGame } from '../../workflows/score-entry.service';

// E-mails and pushes in the recipient's language (issue 45, ADR 0047): `users.locale`, set at sign-up, picks the
// words; a Spanish player reads Spanish with Spanish clocks in their own zone, an English one the specs' English.
// Runs on PGlite, and on PostgreSQL with DATABASE_URL.

const push = new TestPushService();
const mailbox = new MemoryTransport();
const t = sharedTestApp({
  mailTransport: mailbox,
  config: { push: { ...push.settings, reminderLeadMinutes: 60 }, appOrigin: 'http://picks.test' },
});
beforeAll(() => push.start());
afterAll(() => push.close());

type Team = { id: number; name: string };

/** A player signed up in `language`, in `timezone`, with push on through one device. */
async function player(language: Locale, timezone: string) {
  const { cookie, user, account } = await register(t.app, newAccount({ language, timezone }));
  const device = push.device();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: { endpoint: device.endpoint, keys: device.keys },
    headers: { cookie, origin: 'http://localhost' },
  });
  expect(res.statusCode).toBe(200);
  return { user, device, cookie, email: account.email };
}
const pushesTo = (device: ReturnType<typeof push.device>) =>
  push.to(device).map((p) => JSON.parse(p.text) as { title: string; body: string; url: string; tag: string });

describe('the daily e-mail', () => {
  it("in Spanish with a 24-hour clock for a Spanish player, unchanged in English, each in the player's zone", async () => {
    const es = await player('es', 'America/Denver');
    const en = await player('en', 'America/Denver');
    const sport = await makeSport(t.deps.db);
    const [home, away] = sport.teams as [Team, Team];
    // 2026-12-03 in Denver: a game at 18:05 local.
    await makeGame(t.deps.db, { ...matchup(sport), at: new Date('2026-12-04T01:05:00Z') });
    t.clock.set('2026-12-03T16:00:00Z'); // 09:00 in Denver
    await t.deps.db.transaction().execute((trx) => dailyEmailJob(t.deps).run(trx));
    await settleEffects(t.deps);
    await t.deps.mailer.drain();

    const [spanish] = mailbox.to(es.email);
    expect(spanish?.subject).toBe('Elecciones de hoy: 1 partido por elegir');
    expect(spanish?.text).toContain(
      'Partidos de hoy en los que aún puedes elegir (horas en MT, America/Denver):',
    );
    expect(spanish?.text).toContain(`  18:05 MT  ${away.name} @ ${home.name}`);
    expect(spanish?.text).toContain('Te quedan 3 elecciones hoy.');
    expect(spanish?.text).toContain('Desactívalas con un clic: http://picks.test/unsubscribe?token=');

    const [english] = mailbox.to(en.email);
    expect(english?.subject).toBe("Today's picks: 1 game to pick");
    expect(english?.text).toContain(`  6:05 PM MT  ${away.name} @ ${home.name}`);
    expect(english?.text).toContain('You have 3 picks left today.');
  });
});

describe('the password reset e-mail', () => {
  it("follows the account's language, not the request's", async () => {
    const es = await player('es', 'Europe/Madrid');
    const en = await player('en', 'Europe/Madrid');
    for (const email of [es.email, en.email]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset/request',
        payload: { email },
        headers: { host: 'localhost', 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.deps.mailer.drain();
    const [spanish] = mailbox.to(es.email);
    expect(spanish?.subject).toBe("Restablece tu contraseña de Streak Pick'em");
    expect(spanish?.text).toContain('Abre este enlace antes de 1 hora para elegir una contraseña nueva:');
    expect(spanish?.html).toContain('>Restablecer mi contraseña</a>');
    const [english] = mailbox.to(en.email);
    expect(english?.subject).toBe("Reset your Streak Pick'em password");
    expect(english?.text).toContain('Open this link within 1 hour to choose a new password:');
  });
});

describe('pushes', () => {
  it('a graded pick and the achievements it unlocks, in each player’s language', async () => {
    const es = await player('es', 'America/New_York');
    const en = await player('en', 'America/New_York');
    const sport = await makeSport(t.deps.db);
    const [home, away] = sport.teams as [Team, Team];
    const game = await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: -180 });
    await createPick(t.deps.db, es.user.id, game.id, home.id);
    await createPick(t.deps.db, en.user.id, game.id, home.id);
    await completeGame(t.deps, game.id, { homeScore: 24, awayScore: 17, winner: 'home' });
    await settleEffects(t.deps);

    const gradedOf = (device: typeof es.device) => pushesTo(device).filter((m) => m.url === '/picks');
    expect(gradedOf(es.device).map(({ title, body }) => ({ title, body }))).toEqual([
      {
        title: 'Tu elección se ha calificado',
        body: `¡Acierto! ${home.name} 24-17 ${away.name}. Llevas W1.`,
      },
    ]);
    expect(gradedOf(en.device).map(({ title, body }) => ({ title, body }))).toEqual([
      { title: 'Your pick was graded', body: `Win! ${home.name} 24-17 ${away.name}. You're on W1.` },
    ]);
    // The first right pick unlocks Rookie Star.
    const rookie = (device: typeof es.device) =>
      pushesTo(device).find((m) => m.url === '/achievements' && m.title.includes('⭐'));
    expect(rookie(es.device)).toMatchObject({
      title: 'Logro desbloqueado: ⭐ Estrella novata',
      body: 'Acierta tu primera elección',
    });
    expect(rookie(en.device)).toMatchObject({
      title: 'Achievement unlocked: ⭐ Rookie Star',
      body: 'Make your first correct pick',
    });
  });

  it("the lock reminder, with the lock time on the player's clock", async () => {
    const es = await player('es', 'America/Chicago');
    const en = await player('en', 'America/Chicago');
    const sport = await makeSport(t.deps.db);
    // 12:30 Chicago on 2026-12-08: a game at 13:00.
    await makeGame(t.deps.db, { ...matchup(sport), at: new Date('2026-12-08T19:00:00Z') });
    t.clock.set('2026-12-08T18:30:00Z');
    await t.deps.db.transaction().execute((trx) => lockReminderJob(t.deps).run(trx));
    await settleEffects(t.deps);
    const reminder = (device: typeof es.device) => pushesTo(device).find((m) => m.tag === 'lock-reminder');
    expect(reminder(es.device)).toMatchObject({
      title: 'Haz tus elecciones',
      body: '1 partido en el que aún puedes elegir se cierra a las 13:00 CT. Te quedan 3 elecciones hoy.',
    });
    expect(reminder(en.device)).toMatchObject({
      title: 'Get your picks in',
      body: '1 game you can still pick locks at 1:00 PM CT. You have 3 picks left today.',
    });
  });

  it("Settings' test notification", async () => {
    const es = await player('es', 'Europe/Madrid');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/test',
      payload: {},
      headers: { cookie: es.cookie, origin: 'http://localhost' },
    });
    expect(res.statusCode).toBe(200);
    await settleEffects(t.deps);
    expect(pushesTo(es.device).find((m) => m.tag === 'test')?.body).toBe(
      'Las notificaciones están activadas. Así se verá un aviso antes de que se cierren tus elecciones.',
    );
  });
});
