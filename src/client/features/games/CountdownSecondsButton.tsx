import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setCountdownSeconds, useCountdownSeconds } from '../../lib/countdown-seconds';

/**
 * Stops (and restarts) the countdowns' seconds: WCAG 2.2.2 Pause, Stop, Hide for the one part of the games list
 * that changes by itself every second. The label says what a press does; the choice stays on this device.
 */
export function CountdownSecondsButton() {
  const { t } = useTranslation('games');
  const seconds = useCountdownSeconds();
  return (
    <Button
      variant="subtle"
      size="xs"
      px={6}
      onClick={() => setCountdownSeconds(!seconds)}
      data-testid="countdown-seconds"
    >
      {seconds ? t('countdown.pauseSeconds') : t('countdown.showSeconds')}
    </Button>
  );
}
