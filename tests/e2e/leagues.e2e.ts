import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/platform/db/client';
import { weeklyRecapJob } from '../../src/server/workflows/weekly-recap';
import { PERIOD_TIMEZONE } from '../../src/shared/constants';
import { addDays, weekStart } from '../../src/shared/periods';
import { zonedTimeToInstant } from '../../src/shared/zoned-time';
import {
  createPick,
  enterScore,
  newAccount,
  pickableGames,
  readOutbox,
  signIn,
  signInAsAdmin,
  signUp,
} from './support/api';
import {
  allowConsoleErrors,
  checkA11y,
  gone,
  newPage,
  screenshot,
  textMatches,
  visible,
} from './support/browser';
import { CLIENT_ERROR_STATUS, PHONE_390, pageAs } from './support/screens-helpers';
import { createAccountThroughForm } from './support/sign-up-form';
import { useServerAndBrowser } from './support/use-server-and-browser';

const DESKTOP_1366 = { width: 1366, height: 900 } as const;

/** The recaps in the outbox to `address`, once the effects worker has written `count` of them (or the wait ends). */
async function recapsTo(dataDir: string, address: string, count = 1, timeoutMs = 60_000) {
  const to = new RegExp(`^To:.*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const recaps = (await readOutbox(dataDir)).filter(
      (m) => to.test(m.raw) && /^Subject: Your week/m.test(m.text),
    );
    if (recaps.length >= count || Date.now() > deadline) return recaps;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Issue 41's story: a free player creates a league on a wide screen, a friend opens the invite link signed out on a
// phone, sees the league, signs up and lands in it; both are on the board before any grading; once a game locks each
// sees the other's pick; they chat live; the weekly recap reaches the outbox once the week has closed.
describe('leagues friends play in', () => {
  const e2e = useServerAndBrowser();

  it('free to start, invite, everyone on the board, picks at lock, live chat, the recap', async () => {
    const admin = await signInAsAdmin(e2e.server);
    const owner = await signUp(e2e.server.baseUrl);

    const page = await pageAs(e2e.browser, owner, DESKTOP_1366);
    await page.goto(e2e.server.baseUrl);
    // Leagues in the wide screen's navigation, one tap from home.
    await page.getByTestId('top-nav').getByRole('link', { name: 'Leagues' }).click();
    await page.getByLabel('League name').fill('Friday Pickers');
    await page.getByRole('button', { name: 'Create' }).click();
    await visible(page.getByRole('heading', { name: 'Friday Pickers' }), 20_000);
    const link = (await page.getByTestId('invite-link').textContent())!.trim();
    expect(link).toMatch(/\/join\/[0-9A-Z]{12}$/);
    await checkA11y(page);

    // The friend opens the link signed out: the league's name, opening on Create Account.
    const friendPage = await newPage(e2e.browser, PHONE_390, { allowConsoleErrors: [CLIENT_ERROR_STATUS] });
    await friendPage.goto(link);
    await textMatches(friendPage.getByTestId('invite-league-name'), 'Friday Pickers');
    await visible(friendPage.getByText(`Run by ${owner.user.username}`));
    await visible(friendPage.getByRole('tab', { name: 'Create Account', selected: true }));
    await checkA11y(friendPage);
    await screenshot(friendPage, 'leagues-invite-signed-out-390');
    const account = newAccount();
    await createAccountThroughForm(friendPage, account);
    await friendPage.waitForURL(/\/leagues\/\d+$/, { timeout: 30_000 });
    await visible(friendPage.getByRole('heading', { name: 'Friday Pickers' }));
    const friend = await signIn(e2e.server.baseUrl, account.username, account.password);

    // Both on the board before any grading: the owner sees the friend join without a reload.
    await textMatches(page.getByTestId('player-count').first(), '2 players', 20_000);
    await visible(page.getByTestId(`unranked-${friend.user.id}`));
    await visible(friendPage.getByTestId(`unranked-${owner.user.id}`));
    await checkA11y(friendPage);
    await screenshot(page, 'leagues-board-before-grading-1366');
    await screenshot(friendPage, 'leagues-board-before-grading-390');

    // Both pick the same game, on opposite sides: before it locks each sees only their own pick.
    // Late in the players' day none of today's games is left to pick: then tomorrow's, a step ahead on both pages.
    const today = (await pickableGames(owner.api, 'today'))[0];
    const game = today ?? (await pickableGames(owner.api, 'tomorrow'))[0];
    if (!game) throw new Error('the demo data has no game left to pick today or tomorrow');
    await createPick(owner.api, game.id, game.homeTeam.id);
    await createPick(friend.api, game.id, game.awayTeam.id);
    await page.reload();
    if (!today) for (const p of [page, friendPage]) await p.getByRole('button', { name: 'Next day' }).click();
    const ownersGame = page.getByTestId(`league-picks-game-${game.id}`);
    await visible(ownersGame);
    await visible(ownersGame.getByText("Everyone's picks show when the game starts."));
    expect(await ownersGame.getByText(account.username).count()).toBe(0);

    // The game locks (here: it is final): each page shows the other's pick, live.
    await enterScore(admin.api, game.id, { homeScore: 3, awayScore: 1 });
    await visible(ownersGame.getByText(account.username), 20_000);
    const friendsGame = friendPage.getByTestId(`league-picks-game-${game.id}`);
    await visible(friendsGame.getByText(owner.user.username), 20_000);
    await visible(friendsGame.getByText('WIN').first());
    await screenshot(page, 'leagues-picks-at-lock-1366');
    await screenshot(friendPage, 'leagues-picks-at-lock-390');

    // They chat live.
    await page.getByRole('textbox', { name: 'Message' }).fill('Nice call on the home side? Mine, obviously.');
    await page.getByRole('button', { name: 'Send' }).click();
    await visible(friendPage.getByText('Nice call on the home side? Mine, obviously.'), 15_000);
    await friendPage.getByRole('textbox', { name: 'Message' }).fill('Next week is mine <b>not bold</b>');
    await friendPage.getByRole('textbox', { name: 'Message' }).press('Enter');
    await visible(page.getByText('Next week is mine <b>not bold</b>'), 15_000);
    await checkA11y(page);
    await checkA11y(friendPage);
    await screenshot(page, 'leagues-chat-1366');
    await screenshot(friendPage, 'leagues-chat-390');

    // The week closes. The server keeps real time, so the scheduler's own recap job is run once with its clock on
    // the Tuesday after the game's week (every zone is past its 09:00 Monday by then), while the server is down and
    // its database free; started again, the server's effects worker composes the recap into the outbox.
    // The restart drops both pages' sockets: their attempts to reconnect meanwhile are expected in the console.
    for (const p of [page, friendPage])
      allowConsoleErrors(
        p,
        /WebSocket connection to .* failed/,
        /ERR_CONNECTION_REFUSED/,
        /Failed to load resource/,
      );
    const week = weekStart(new Date(game.scheduledTime));
    const afterWeek = zonedTimeToInstant(addDays(week, 8), '12:00', PERIOD_TIMEZONE);
    await e2e.server.restart(0, async () => {
      const { db } = openDatabase({ dataDir: e2e.server.dataDir });
      try {
        const run = () =>
          db.transaction().execute((trx) => weeklyRecapJob({ clock: () => afterWeek }).run(trx));
        expect(await run()).toBeGreaterThanOrEqual(2);
        // A second look (the next minute's tick, or another instance) finds every recap of the week decided.
        expect(await run()).toBe(0);
      } finally {
        await db.destroy();
      }
    });
    const [friendsRecap] = await recapsTo(e2e.server.dataDir, account.email);
    expect(friendsRecap?.text).toMatch(/^Subject: Your week: 0-1$/m);
    expect(friendsRecap?.text).toContain('Friday Pickers: #2 of 2');
    expect(friendsRecap?.text).toContain('/unsubscribe?token=');
    const [ownersRecap] = await recapsTo(e2e.server.dataDir, owner.account.email!);
    expect(ownersRecap?.text).toMatch(/^Subject: Your week: 1-0, W1 streak$/m);
    expect(ownersRecap?.text).toContain('Friday Pickers: #1 of 2');
    // Once each: a few more seconds of the worker (and the restarted scheduler) add no second recap.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await recapsTo(e2e.server.dataDir, account.email, 2, 0)).toHaveLength(1);
    expect(await recapsTo(e2e.server.dataDir, owner.account.email!, 2, 0)).toHaveLength(1);

    // The owner removes the friend, who loses the league at once (both pages live again after the restart).
    for (const p of [page, friendPage]) await gone(p.getByTestId('connection-notice'), 30_000);
    await page.getByRole('button', { name: `Remove ${account.username}` }).click();
    await gone(page.getByTestId(`member-${friend.user.id}`));
    await visible(friendPage.getByText('League not found'), 20_000);
  });
});
