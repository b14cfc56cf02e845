import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UsernameAvailability } from '../../features/auth/use-username-availability';

/** Under the username field: too short, checking, or the server's verdict in green or red. */
export function UsernameAvailabilityHint({ availability }: { availability: UsernameAvailability }) {
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
          {availability.message}
        </Text>
      );
    case 'checked':
      return (
        <Text
          size="xs"
          c={availability.result.available ? 'var(--pk-success-text)' : 'var(--pk-danger-text)'}
          aria-live="polite"
        >
          {availability.result.message}
        </Text>
      );
  }
}
