import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UsernameAvailability } from '../../features/auth/use-username-availability';
import { translateMessage } from '../../i18n/messages';

/**
 * Under the username field: too short, checking, or the server's verdict in green or red. One polite live region
 * holds whichever shows, so a screen reader hears the verdict change as the player types (WCAG 4.1.3); a region
 * added already holding its words is often not read.
 */
export function UsernameAvailabilityHint({ availability }: { availability: UsernameAvailability }) {
  return (
    <div aria-live="polite" data-testid="username-availability">
      <Hint availability={availability} />
    </div>
  );
}

function Hint({ availability }: { availability: UsernameAvailability }) {
  const { t } = useTranslation('auth');
  switch (availability.state) {
    case 'empty':
      return null;
    case 'checking':
      return (
        <Text size="xs" c="dimmed">
          {t('checkingAvailability')}
        </Text>
      );
    case 'short':
    case 'error':
      return (
        <Text size="xs" c="var(--pk-danger-text)">
          {translateMessage(availability.message)}
        </Text>
      );
    case 'checked':
      return (
        <Text
          size="xs"
          c={availability.result.available ? 'var(--pk-success-text)' : 'var(--pk-danger-text)'}
        >
          {availability.result.message}
        </Text>
      );
  }
}
