import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db/client';
import { queueMail } from '../../platform/mail/outbox.service';
import { claimNotifications, recapRecipients, weeklyRecapCandidates } from './notifications.repo';
import { type Notification, recordNotifications } from './notify.effect';
import { mailOrigin, unsubscribeLinks } from './unsubscribe-links';
import { type RecapFacts, recapDue, recapKey, weeklyRecapText } from './weekly-recap.rules';

/**
 * The players due `week`'s recap now (in their zone), up to `limit` looked at: each one's key is claimed in this
 * transaction, so the recap is decided once per player and week however often the job looks. Returns the ids.
 */
export async function claimDueRecaps(trx: DB, now: Date, week: string, limit: number): Promise<number[]> {
  const candidates = (await weeklyRecapCandidates(trx, week, limit)).filter((p) => recapDue(now, p.timezone));
  const claimed = await claimNotifications(
    trx,
    candidates.map((p) => ({ key: recapKey(p.id, week), userId: p.id, kind: 'weekly-recap' })),
    now,
  );
  return candidates.filter((p) => claimed.has(recapKey(p.id, week))).map((p) => p.id);
}

/** The players of some recaps, with what sending needs (a player who turned the recap off since is left out). */
export async function recapPlayers(trx: DB, userIds: readonly number[]) {
  const players = await recapRecipients(trx, userIds);
  for (const [id, p] of players) if (!p.weekly_recap) players.delete(id);
  return players;
}

type Player = NonNullable<
  Awaited<ReturnType<typeof recapRecipients>> extends Map<number, infer P> ? P : never
>;

/**
 * Sends one player's recap of a week, in the caller's transaction: the e-mail into the outbox (with the one-click
 * unsubscribe headers, while e-mail is on) and one push (while push is on, through the notify effect).
 */
export async function sendRecap(
  trx: DB,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  player: Player,
  facts: RecapFacts,
): Promise<void> {
  const links = await unsubscribeLinks({ config: deps.config, db: trx }, player.id);
  const origin = mailOrigin(deps).replace(/\/$/, '');
  const content = weeklyRecapText(
    facts,
    { appUrl: `${origin}/`, settingsUrl: `${origin}/settings`, unsubscribeUrl: links.page },
    player.locale,
  );
  if (player.email_notifications && player.email) {
    await queueMail(trx, {
      to: player.email,
      subject: content.subject,
      text: content.text,
      html: null,
      createdAt: deps.clock(),
      headers: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }
  if (player.push_notifications) {
    const push: Notification = {
      kind: 'weekly-recap',
      userId: player.id,
      week: facts.week,
      message: content.push,
    };
    await recordNotifications(trx, [push]);
  }
}
