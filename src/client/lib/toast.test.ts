import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from './toast';

// The notifications store on its own (no page): what the toasts put in it.

const shown = () => notificationsStore.getState().notifications;

afterEach(() => notifications.clean());

describe('the notice of an ended session', () => {
  it('shows once, however many refused calls and closed sockets report it', () => {
    toast.signedOut('You are logged out. Logging in again...', 'Unauthorized');
    const first = shown()[0];
    // A second report keeps the notice on screen as it is: replacing it would leave the first one
    // fading out beside the second, the same words twice.
    toast.signedOut('You are logged out. Logging in again...', 'Unauthorized');
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toBe(first);
    expect(shown()[0]).toMatchObject({ title: 'Unauthorized', color: 'red' });
  });

  it('replaces whatever toast was showing', () => {
    toast.success('Pick saved');
    toast.signedOut('You are logged out. Logging in again...', 'Unauthorized');
    expect(shown().map((n) => n.title ?? n.message)).toEqual(['Unauthorized']);
  });
});
