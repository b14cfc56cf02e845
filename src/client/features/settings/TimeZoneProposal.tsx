import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/schemas/auth';
import { zoneCity, zoneLabel } from '../../../shared/time-zones';
import { i18n } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { deviceTimeZone } from '../../lib/time-zone-options';
import { trpc } from '../../lib/trpc';

/** The device's zone, when the player never chose theirs and it differs from the one times are shown in. */
export function proposedTimeZone(user: Pick<PublicUser, 'timezone' | 'timezoneChosen'>): string | null {
  if (user.timezoneChosen) return null;
  const device = deviceTimeZone(user.timezone);
  return device && device !== user.timezone ? device : null;
}

const placeOf = (zone: string) =>
  i18n.t('settings:proposal.place', { city: zoneCity(zone), label: zoneLabel(zone) });

/**
 * Proposes the device's time zone to a player who never chose one (docs/rules.md, "Time zones"): on the first
 * sign-in, and on Settings until answered. Either answer is saved as the player's choice, so it is asked once.
 * `onChoose` is the settings screen's own save; elsewhere the proposal saves through the settings call itself.
 */
export function TimeZoneProposal({
  user,
  onChoose,
}: {
  user: PublicUser;
  onChoose?: (zone: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('settings');
  const utils = trpc.useUtils();
  const update = trpc.users.updateSettings.useMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const device = proposedTimeZone(user);
  if (!device) return null;

  const choose = async (zone: string) => {
    // Not disabled while saving (a disabled button drops the keyboard's focus): a second press waits its turn.
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      if (onChoose) {
        if (!(await onChoose(zone))) setProblem(t('proposal.notSaved'));
        return;
      }
      const updated = await update.mutateAsync({
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        timezone: zone,
        emailNotifications: user.emailNotifications,
        pushNotifications: user.pushNotifications,
      });
      utils.auth.me.setData(undefined, updated);
      // Today's and tomorrow's lists are the days of the zone.
      void utils.games.invalidate();
      void utils.picks.invalidate();
    } catch (error) {
      setProblem(errorMessage(error, t('proposal.notSaved')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      color="blue"
      variant="light"
      title={t('proposal.title')}
      data-testid="timezone-proposal"
      role="region"
      aria-label={t('proposal.region')}
    >
      <Text size="sm" mb="xs">
        {t('proposal.body', { device: placeOf(device), current: placeOf(user.timezone) })}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          aria-busy={busy}
          onClick={() => void choose(device)}
          data-testid="timezone-use-device"
        >
          {t('proposal.useDevice', { city: zoneCity(device) })}
        </Button>
        <Button
          size="xs"
          variant="default"
          aria-busy={busy}
          onClick={() => void choose(user.timezone)}
          data-testid="timezone-keep"
        >
          {t('proposal.keep', { city: zoneCity(user.timezone) })}
        </Button>
      </Group>
      {problem ? (
        <Text size="sm" c="var(--pk-danger-text)" role="alert" mt="xs">
          {problem}
        </Text>
      ) : null}
    </Alert>
  );
}
