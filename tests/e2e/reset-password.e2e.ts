import { describe, expect, it } from 'vitest';
import { ApiError, resetLinkInMail, signIn, signUp, waitForMail } from './support/api';
import { checkA11y, newPage, visible } from './support/browser';
import { CLIENT_ERROR_STATUS, PHONE_390, shootBoth } from './support/screens-helpers';
import { useServerAndBrowser } from './support/use-server-and-browser';

const CONFIRMATION = "If an account with that email exists, you'll receive a password reset link shortly.";

describe('resetting a forgotten password', () => {
  const e2e = useServerAndBrowser();

  it('asks for a link, follows the e-mailed link, sets a new password and signs in with it', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const email = player.account.email!;
    // No service worker: the journey holds the link's check back with a route, which a worker's requests skip.
    const page = await newPage(e2e.browser, PHONE_390, {
      allowConsoleErrors: [CLIENT_ERROR_STATUS],
      serviceWorkers: 'block',
    });

    await page.goto(`${e2e.server.baseUrl}/auth`);
    await page.getByRole('link', { name: 'Forgot your password' }).click();
    await visible(page.getByRole('heading', { name: 'Reset Password' }));
    await checkA11y(page);
    await shootBoth(page, 'reset-password-request');

    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await send.click();
    await visible(page.getByText('Email is required'));
    await page.getByLabel('Email').fill('not-an-email');
    await send.click();
    await visible(page.getByText('Please enter a valid email address'));
    await page.getByLabel('Email').fill(email);
    await send.click();
    await visible(page.getByRole('heading', { name: 'Check Your Email' }));
    await visible(page.getByText(CONFIRMATION));
    await shootBoth(page, 'reset-password-check-email');

    const link = resetLinkInMail(await waitForMail(e2e.server.dataDir, email));
    const token = new URL(link).searchParams.get('token');
    expect(token).toBeTruthy();

    // Hold the check back a moment so the waiting text can be seen.
    await page.route('**/trpc/passwordReset.verify**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(`${e2e.server.baseUrl}/reset-password?token=${token}`);
    await visible(page.getByText('Verifying reset link...'));
    await visible(page.getByRole('heading', { name: 'Choose a New Password' }));
    await page.unroute('**/trpc/passwordReset.verify**');
    await checkA11y(page);
    await shootBoth(page, 'reset-password-new-password');

    const submit = page.getByRole('button', { name: 'Reset Password' });
    await submit.click();
    await visible(page.getByText('Password is required'));
    await page.getByLabel('New Password').fill('Fresh12345');
    await page.getByLabel('Confirm Password').fill('Fresh12346');
    await submit.click();
    await visible(page.getByText('Passwords do not match'));
    await page.getByLabel('New Password').fill('Fresh1');
    await page.getByLabel('Confirm Password').fill('Fresh1');
    await submit.click();
    await visible(page.getByText('Password must be at least 8 characters long', { exact: true }));
    // The letter-and-number rule is the server's: its own words come back.
    await page.getByLabel('New Password').fill('onlyletters');
    await page.getByLabel('Confirm Password').fill('onlyletters');
    await submit.click();
    await visible(page.getByText('Password must contain at least one letter and one number.'));

    await page.getByLabel('New Password').fill('Fresh12345');
    await page.getByLabel('Confirm Password').fill('Fresh12345');
    await submit.click();
    await visible(page.getByRole('heading', { name: 'Password Reset Complete!' }));
    await visible(page.getByText('Password reset successfully! You can now log in with your new password.'));
    await shootBoth(page, 'reset-password-complete');
    const doneAt = Date.now();
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 10_000 });
    expect(Date.now() - doneAt).toBeGreaterThan(1500);

    // The old password is gone, the new one works, through the form too.
    await expect(
      signIn(e2e.server.baseUrl, player.account.username, player.account.password),
    ).rejects.toBeInstanceOf(ApiError);
    await page.getByLabel('Username').fill(player.account.username);
    await page.getByRole('textbox', { name: 'Password' }).fill('Fresh12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByText('Welcome back!'));

    // A used link is refused.
    await page.goto(`${e2e.server.baseUrl}/reset-password?token=${token}`);
    await visible(page.getByRole('heading', { name: 'Invalid Reset Link' }));
    await visible(page.getByText('Invalid or expired reset link'));
    await checkA11y(page);
    await shootBoth(page, 'reset-password-invalid');
    await page.getByRole('link', { name: 'Back to Login' }).click();
    expect(new URL(page.url()).pathname).not.toBe('/reset-password');
  });

  it('gives the same confirmation for an address nobody uses', async () => {
    const page = await newPage(e2e.browser, PHONE_390);
    await page.goto(`${e2e.server.baseUrl}/reset-password`);
    await page.getByLabel('Email').fill('nobody-at-all@example.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await visible(page.getByText(CONFIRMATION));
  });
});
