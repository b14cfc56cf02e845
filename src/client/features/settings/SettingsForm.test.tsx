// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { settingsForm } from '../../../../tests/support/client/settings-form';
import { Refusal, type StubbedTrpc, stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { userFixture } from '../../../../tests/support/client/users';
import type { PublicUser } from '../../../shared/schemas/auth';
import { NotificationsSection, TimeZoneSection } from './PreferencesSections';
import { ProfileSection } from './ProfileSection';

let server: StubbedTrpc;
let stored: PublicUser;

/** The settings form's sections as the page puts them together, over the stubbed server's user. */
const Form = settingsForm((user, autosave) => (
  <>
    <ProfileSection user={user} autosave={autosave} onChangeAvatar={() => {}} onUpgrade={() => {}} />
    <TimeZoneSection user={user} autosave={autosave} />
    <NotificationsSection user={user} autosave={autosave} push={null} />
  </>
));
/** The form, and a way to leave it (as a tap on Home does) without blurring what is being typed. */
function LeavableForm() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Leave
      </button>
      {shown ? <Form /> : <p>Home</p>}
    </>
  );
}

const saves = () => server.calls.filter((c) => c.path === 'users.updateSettings');

beforeEach(() => {
  stored = userFixture();
  server = stubTrpc({
    'auth.me': () => stored,
    'users.updateSettings': (input) => {
      stored = { ...stored, ...(input as Partial<PublicUser>), timezoneChosen: true };
      return stored;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the settings form saves as you change it', () => {
  it('saves a switch the moment it is flipped, and says so quietly', async () => {
    renderInApp(<Form />);
    const email = await screen.findByRole('switch', { name: /Email notifications/ });
    fireEvent.click(email);
    await waitFor(() => expect(screen.getByTestId('save-note-emailNotifications').textContent).toBe('Saved'));
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.input).toMatchObject({ emailNotifications: false, username: 'demo_player' });
    expect((email as HTMLInputElement).checked).toBe(false);
    // Quiet: a status line, no toast.
    expect(screen.getByTestId('save-note-emailNotifications').getAttribute('role')).toBe('status');
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });

  it('saves a text field when it is left, and on Enter', async () => {
    renderInApp(<Form />);
    const first = await screen.findByLabelText('First Name');
    fireEvent.change(first, { target: { value: 'Robin' } });
    expect(saves()).toHaveLength(0);
    fireEvent.blur(first);
    await waitFor(() => expect(screen.getByTestId('save-note-firstName').textContent).toBe('Saved'));
    expect(saves()[0]?.input).toMatchObject({ firstName: 'Robin', lastName: 'Player' });

    const last = screen.getByLabelText('Last Name');
    fireEvent.change(last, { target: { value: 'Reyes' } });
    fireEvent.keyDown(last, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('save-note-lastName').textContent).toBe('Saved'));
    // Each save carries what the server holds: the first name saved before stays.
    expect(saves()[1]?.input).toMatchObject({ firstName: 'Robin', lastName: 'Reyes' });
  });

  it('keeps the old value when the server refuses, and says why', async () => {
    server.answer('users.updateSettings', () => new Refusal('Username is already taken', 'CONFLICT', 409));
    renderInApp(<Form />);
    const username = (await screen.findByLabelText('Username')) as HTMLInputElement;
    fireEvent.change(username, { target: { value: 'taken_name' } });
    fireEvent.blur(username);
    await waitFor(() =>
      expect(screen.getByTestId('save-note-username').textContent).toBe(
        'Username is already taken. Not saved: still “demo_player”.',
      ),
    );
    expect(username.value).toBe('demo_player');
    expect(screen.getByTestId('save-note-username').dataset.state).toBe('error');
  });

  it('does not send what the rules refuse, and says why', async () => {
    renderInApp(<Form />);
    const username = (await screen.findByLabelText('Username')) as HTMLInputElement;
    fireEvent.change(username, { target: { value: 'ab' } });
    fireEvent.blur(username);
    await waitFor(() =>
      expect(screen.getByTestId('save-note-username').textContent).toBe(
        'Username must be at least 3 characters. Not saved: still “demo_player”.',
      ),
    );
    expect(saves()).toHaveLength(0);
    expect(username.value).toBe('demo_player');
  });

  it('saves a change still being typed when the page is left', async () => {
    renderInApp(<LeavableForm />);
    const first = await screen.findByLabelText('First Name');
    fireEvent.change(first, { target: { value: 'Sam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.input).toMatchObject({ firstName: 'Sam' });
  });

  it('offers every zone, searchable, and saves the one chosen', async () => {
    renderInApp(<Form />);
    const zone = (await screen.findAllByLabelText('Time zone')).find(
      (e) => e instanceof HTMLInputElement && e.type !== 'hidden',
    ) as HTMLInputElement;
    expect(zone.value).toBe('Eastern Time (ET) · New York');
    await act(async () => {
      fireEvent.focus(zone);
      fireEvent.click(zone);
    });
    fireEvent.change(zone, { target: { value: 'Madrid' } });
    // Every zone is in the list, by its name and its abbreviation now.
    const madrid = await screen.findByRole('option', { name: /^Europe\/Madrid \(CES?T\)$/, hidden: true });
    expect(document.querySelectorAll('[role=option]').length).toBeGreaterThan(400);
    fireEvent.click(madrid);
    await waitFor(() => expect(screen.getByTestId('save-note-timezone').textContent).toBe('Saved'));
    expect(saves()[0]?.input).toMatchObject({ timezone: 'Europe/Madrid' });
  });
});
