import { useRegisterSW } from 'virtual:pwa-register/react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberPlayer } from '../../lib/offline-data';
import { OFFLINE_NOTICE_ID, useOnline } from '../../lib/online';
import { trpc } from '../../lib/trpc';

/**
 * The service worker's side of the page: registers it, offers a new release with a Reload button, says when
 * the app runs offline (the one offline notice: the pick buttons point to it while they wait), and keeps the
 * worker's data cache to the signed-in player.
 */
export function AppStatusNotices() {
  const { t } = useTranslation();
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
          {t('status.offline')}
        </Alert>
      )}
      {needRefresh && (
        <Alert color="blue" radius={0} role="status" data-testid="update-notice">
          <Group justify="space-between">
            <Text size="sm">{t('status.update')}</Text>
            <Button size="xs" onClick={() => void updateServiceWorker(true)}>
              {t('status.reload')}
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}
