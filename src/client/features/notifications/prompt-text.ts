import { NOTIFICATION_MESSAGES } from '../../../shared/schemas/notifications';

/** The words of the once-only push prompt (PushPrompt.tsx). */
export const PROMPT_TEXT = {
  title: NOTIFICATION_MESSAGES.promptPromise,
  body: 'Turn on push notifications for a nudge before games you have not picked start, and the result of every pick.',
  turnOn: 'Turn on',
  notNow: 'Not now',
} as const;
