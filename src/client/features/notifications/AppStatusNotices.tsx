import { useRegisterSW } from 'virtual:pwa-register/react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { rememberPlayer } from '../../lib/offline-data';
import { OFFLINE_NOTICE_ID, useOnline } from '../../lib/online';
import { trpc } from '../../lib/trpc';

export const STATUS_TEXT = {
  offline: "You're offline. Showing what was last loaded; picks can be made again once you're back online.",
  update: 'A new version is available',
  reload: 'Reload',
} as const;

/**
 * The service worker's side of the page: registers it, offers a new release with a Reload button, says when
 * the app runs offline (the one offline notice: the pick buttons point to it while they wait), and keeps the
 * worker's data cache to the signed-in player.
 */
export function AppStatusNotices() {
  const online = useOnline();
  const me = trpc.auth.me.useQuery();
  const loading = me.isPending;
  const user = me.data ?? null;
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  useEffect(() => {
    if (!loading && online) void rememberPlayer(user?.id ?? null);
  }, [user?.id, loading, online]);

  return (
    <>
      {!online && (
        <Alert color="yellow" radius={0} role="status" id={OFFLINE_NOTICE_ID} data-testid="offline-notice">
          {STATUS_TEXT.offline}
        </Alert>
      )}
      {needRefresh && (
        <Alert color="blue" radius={0} role="status" data-testid="update-notice">
          <Group justify="space-between">
            <Text size="sm">{STATUS_TEXT.update}</Text>
            <Button size="xs" onClick={() => void updateServiceWorker(true)}>
              {STATUS_TEXT.reload}
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}
