import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signIn } from './support/api';
import { newPage, screenshot, textMatches, visible } from './support/browser';
import { ensureOpenGames } from './support/open-games';
import { useServerAndBrowser } from './support/use-server-and-browser';

// Issue 45 in Chromium: a browser whose language is Spanish gets the app in Spanish from the first screen, the
// account is created in Spanish, and Settings switches it to English, at a phone's width and a laptop's.

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1366, height: 900 } },
] as const;

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The built page as the device shows it before the app's JavaScript runs (its entry held back for good). */
async function beforeTheApp(e2e: { browser: Browser }, locale: string, saved?: string): Promise<Page> {
  const page = await newPage(e2e.browser, SIZES[0].viewport, { locale, serviceWorkers: 'block' });
  await page.route(/\/assets\/index-[^/]+\.js$/, () => undefined);
  if (saved) await page.addInitScript((language) => localStorage.setItem('pk-language', language), saved);
  return page;
}

describe('the app in Spanish', () => {
  const e2e = useServerAndBrowser();

  it("the first paint speaks the device's language before the app runs (ADR 0053)", async () => {
    const cases = [
      {
        locale: 'es-ES',
        saved: undefined,
        lang: 'es',
        promise: /^El juego de pronósticos deportivos gratuito/,
      },
      { locale: 'en-US', saved: undefined, lang: 'en', promise: /^The free-to-play sports pick'em/ },
      // The language saved on the device wins over the browser's, as in the app.
      { locale: 'es-ES', saved: 'en', lang: 'en', promise: /^The free-to-play sports pick'em/ },
    ];
    for (const { locale, saved, lang, promise } of cases) {
      const page = await beforeTheApp(e2e, locale, saved);
      await page.goto(e2e.server.baseUrl, { waitUntil: 'domcontentloaded' });
      expect(await htmlLang(page)).toBe(lang);
      const boot = page.locator('#boot-landing');
      await visible(boot.getByText(promise));
      // Once parsed, the page keeps the one copy it shows.
      expect(
        await boot
          .locator('[data-boot-copy]')
          .evaluateAll((copies) => copies.map((c) => c.getAttribute('lang'))),
      ).toEqual([lang]);
      await page.close();
    }
    // Every other path starts from 'Loading...', in Spanish too.
    const page = await beforeTheApp(e2e, 'es-MX');
    await page.goto(`${e2e.server.baseUrl}/about`, { waitUntil: 'domcontentloaded' });
    expect(await htmlLang(page)).toBe('es');
    await textMatches(page.locator('.boot-loading'), 'Cargando...');
    await page.close();
  });

  it.each(SIZES)(
    'at $viewport.width px: signs up, picks in Spanish, switches to English in Settings',
    async ({ name, viewport }) => {
      const page = await newPage(e2e.browser, viewport, { locale: 'es-MX' });
      await page.goto(e2e.server.baseUrl);

      // Sign up, in Spanish.
      const account = newAccount();
      await (await visible(page.getByRole('tab', { name: 'Crear cuenta' }))).click();
      expect(await htmlLang(page)).toBe('es');
      await page.getByLabel('Nombre', { exact: true }).fill(account.firstName);
      await page.getByLabel('Apellido').fill(account.lastName);
      await page.getByLabel('Correo electrónico').fill(account.email);
      await page.getByLabel('Nombre de usuario').fill(account.username);
      await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
      await page.getByRole('combobox', { name: 'Rango de edad' }).click();
      await page.getByRole('option', { name: account.ageBand }).click();
      await page.getByRole('combobox', { name: 'Género' }).click();
      await page.getByRole('option', { name: 'Prefiero no responder' }).click();
      await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await visible(page.getByText('¡Cuenta creada!'));

      // The account keeps the browser's language.
      const player = await signIn(e2e.server.baseUrl, account.username, account.password);
      expect(player.user.language).toBe('es');

      // Home in Spanish; a pick, confirmed in Spanish.
      const [game] = await ensureOpenGames(e2e.server, player, 1);
      if (!game) throw new Error('no open game');
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Partidos' }));
      await visible(page.getByRole('tab', { name: 'Hoy' }));
      await visible(page.getByRole('navigation', { name: 'Principal' }).first());
      const card = page.locator(`[data-testid="game-card"][data-game-id="${game.id}"]`);
      await (await visible(card.getByRole('button', { name: `Elegir a ${game.awayTeam.name}` }))).click();
      await textMatches(
        card.getByTestId('pick-status'),
        '¡Elección enviada! Tu elección se registró correctamente.',
      );
      await visible(card.getByRole('button', { name: `${game.awayTeam.name} (tu elección)` }));
      await textMatches(page.getByTestId('daily-picks'), 'Te quedan 2 elecciones hoy · usaste 1 de 3');
      await screenshot(page, `spanish-home-${name}`);

      // The achievements and the advanced stats (locked for a free player) speak Spanish too.
      await page.goto(`${e2e.server.baseUrl}/achievements`);
      await visible(page.getByRole('heading', { name: 'Logros', level: 1 }));
      await textMatches(page.getByTestId('achievements-unlocked'), /^\d+ de \d+ desbloqueados$/);
      await visible(page.getByText('Primeros pasos', { exact: true }));
      await page.goto(`${e2e.server.baseUrl}/stats`);
      await visible(page.getByRole('heading', { name: 'Estadísticas avanzadas', level: 1 }));
      await visible(page.getByText('Las estadísticas avanzadas son una función Premium'));

      // More (Más) leads to Settings; English switches the app at once and is saved on the account.
      await page.getByRole('link', { name: 'Más' }).first().click();
      await visible(page.getByRole('heading', { name: 'Configuración', level: 1 }));
      await page.getByText('English', { exact: true }).click();
      await visible(page.getByRole('heading', { name: 'Settings', level: 1 }));
      expect(await htmlLang(page)).toBe('en');
      await textMatches(page.getByTestId('save-note-language'), 'Saved');
      await screenshot(page, `spanish-settings-to-english-${name}`);
      const after = await signIn(e2e.server.baseUrl, account.username, account.password);
      expect(after.user.language).toBe('en');

      // Home speaks English again, letter for letter.
      await page.getByRole('link', { name: 'Home' }).first().click();
      await visible(page.getByRole('heading', { name: 'Games' }));
      await textMatches(page.getByTestId('daily-picks'), '2 picks left today · 1 of 3 used');
    },
  );
});
