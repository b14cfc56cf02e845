import type { Page } from 'playwright-core';
import type { newAccount } from './api';

/** Fills the Create Account tab of the sign-in screen and submits it. */
export async function createAccountThroughForm(page: Page, account: ReturnType<typeof newAccount>) {
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('combobox', { name: 'Age Range' }).click();
  await page.getByRole('option', { name: account.ageBand }).click();
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Prefer not to answer' }).click();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}
