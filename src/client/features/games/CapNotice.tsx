import { Alert } from '@mantine/core';
import type { GameDay } from '../../../shared/schemas/games';
import { zoneLabel } from '../../../shared/time-zones';

/** The id of the one cap message: the pick buttons it stops point to it (aria-describedby). */
export const CAP_NOTICE_ID = 'daily-cap-notice';

/** What the cap means for the tab shown: today's games wait for tomorrow; tomorrow's, for the player's midnight. */
export function capNoticeText(used: number, max: number, day: GameDay, timeZone: string): string {
  const reached = `Daily pick limit reached: ${used} of ${max} picks used today.`;
  return day === 'today'
    ? `${reached} Come back tomorrow for more picks.`
    : `${reached} Tomorrow's games open to your picks when your new day starts, at midnight ${zoneLabel(timeZone)}.`;
}

/**
 * The daily cap, said once above the games (not on every card): how many picks were used, and when picks open
 * again for the tab shown.
 */
export function CapNotice({
  used,
  max,
  day,
  timeZone,
}: {
  used: number;
  max: number;
  day: GameDay;
  timeZone: string;
}) {
  return (
    <Alert
      id={CAP_NOTICE_ID}
      color="orange"
      variant="light"
      p="xs"
      mb="xs"
      data-testid="daily-picks"
      data-cap="reached"
      styles={{ message: { color: 'var(--pk-danger-text)', fontWeight: 600 } }}
    >
      {capNoticeText(used, max, day, timeZone)}
    </Alert>
  );
}
