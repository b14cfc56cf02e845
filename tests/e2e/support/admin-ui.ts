import type { Locator, Page } from 'playwright-core';
import { addSessionCookie, type SignedIn } from './api';
import { DESKTOP, gone, newPage, visible } from './browser';
import type { ServerAndBrowser } from './use-server-and-browser';

/** The admin dashboard at desktop width, signed in as `admin`, once its default Stats tab shows. */
export async function openAdminDashboard(e2e: ServerAndBrowser, admin: SignedIn): Promise<Page> {
  const page = await newPage(e2e.browser, DESKTOP);
  await addSessionCookie(page.context(), admin.api);
  await page.goto(`${e2e.server.baseUrl}/admin`);
  await visible(page.getByText('Total Users', { exact: true }), 30_000);
  return page;
}

/** Opens a desktop tab by its name and waits for a text that tab shows. */
export async function openTab(page: Page, name: string, expectText: string | RegExp): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await visible(page.getByText(expectText).first());
}

/** Mantine's Select input carries the label; its listbox does too, so this takes the <input> only. */
export const selectInput = (page: Page, label: string): Locator =>
  page.locator('input:not([type=hidden])').and(page.getByLabel(label, { exact: true }));

/** Picks an option of a Mantine Select (searchable or not) by typing into it. */
export async function choose(
  page: Page,
  label: string,
  search: string,
  option: string | RegExp,
): Promise<void> {
  const input = selectInput(page, label);
  await input.click();
  // A non-searchable Select is read-only: it only opens.
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Waits for the toast with this title and message, then closes it and waits until it is gone: the next
 * check of the same words then sees a new toast, not this one lingering for its five seconds.
 */
export async function expectToast(page: Page, title: string, message: string | RegExp): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: title }).filter({ hasText: message });
  await visible(toast, 20_000);
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await gone(toast);
}

/**
 * Answers the score entry's confirmation: checks its summary (teams and score, the result, the picks it grades)
 * and saves; a game not started yet asks "Enter a final score anyway?" and is entered anyway.
 */
export async function confirmFinalScore(
  page: Page,
  summary: { score: string; result: string },
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Enter this final score?' });
  await visible(dialog.getByText(summary.score, { exact: true }));
  await visible(dialog.getByText(summary.result, { exact: true }));
  await visible(dialog.getByText(/^This grades \d+ picks?\.$/));
  await dialog.getByRole('button', { name: /^(Save Score|Enter final anyway)$/ }).click();
}
