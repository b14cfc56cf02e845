import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GameDay } from '../../../shared/schemas/games';
import { zoneLabel } from '../../../shared/time-zones';
import { i18n } from '../../i18n/i18n';

/** The id of the one cap message: the pick buttons it stops point to it (aria-describedby). */
export const CAP_NOTICE_ID = 'daily-cap-notice';

/** What the cap means for the tab shown: today's games wait for tomorrow; tomorrow's, for the player's midnight. */
export function capNoticeText(used: number, max: number, day: GameDay, timeZone: string): string {
  const reached = i18n.t('games:cap.reached', { used, max });
  return day === 'today'
    ? `${reached} ${i18n.t('games:cap.comeBackTomorrow')}`
    : `${reached} ${i18n.t('games:cap.tomorrowOpens', { zone: zoneLabel(timeZone) })}`;
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
  // Re-rendered in the new language when it changes.
  useTranslation();
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
