import { tagged } from '../rest-table';

/** Web Push: the key browsers subscribe with, and each device's subscription. */
export const notificationRoutes = tagged('Notifications', [
  {
    method: 'GET',
    url: '/user/weekly-recap',
    procedure: 'notifications.weeklyRecap',
    summary: 'Whether I get the weekly recap',
    description:
      'After each week closes (Sunday from 09:00 in my time zone): my record, streak, best pick, my rank in each ' +
      'league and its leader, by e-mail (while e-mail is on) and as one push (while push is on); once a week.',
  },
  {
    method: 'PUT',
    url: '/user/weekly-recap',
    procedure: 'notifications.setWeeklyRecap',
    summary: 'Turn the weekly recap on or off ({ weeklyRecap })',
  },
  {
    method: 'GET',
    url: '/push/public-key',
    procedure: 'notifications.publicKey',
    summary: "The server's VAPID public key (base64url): the applicationServerKey to subscribe with",
  },
  {
    method: 'POST',
    url: '/push/subscriptions',
    procedure: 'notifications.subscribe',
    summary: "Save this browser's push subscription ({ endpoint, keys: { p256dh, auth } }) and turn push on",
    description:
      'One per browser; at most 20 per player. An endpoint saved by another player moves to this one.',
  },
  {
    method: 'DELETE',
    url: '/push/subscriptions',
    procedure: 'notifications.unsubscribe',
    summary: "Forget this browser's push subscription ({ endpoint }); push goes off with the last device",
  },
  {
    method: 'GET',
    url: '/push/prompt',
    procedure: 'notifications.prompt',
    summary: 'Whether to offer turning push on (once, after the first pick)',
  },
  {
    method: 'POST',
    url: '/push/prompt/dismiss',
    procedure: 'notifications.dismissPrompt',
    summary: '"Not now": the offer is not shown again',
  },
  {
    method: 'POST',
    url: '/push/test',
    procedure: 'notifications.sendTest',
    summary: 'Send a test notification to every device of the player',
  },
]);
