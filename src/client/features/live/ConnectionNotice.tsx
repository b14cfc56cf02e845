import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineIcon } from '../../components/icons';
import { useOnline } from '../../lib/online';
import { useSocketStatus } from '../../lib/socket-status';

/** A first connection gets this long before the notice shows, so a normal start never flashes it. */
const GRACE_MS = 4000;

/**
 * Says so when live updates are not flowing while the browser is online: the socket is down and reconnecting,
 * and the page meanwhile refreshes its lists on a timer; the notice goes once the socket is back. Offline, the
 * app's own offline notice speaks alone (nothing refreshes then, and picks wait).
 */
export function ConnectionNotice({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const status = useSocketStatus();
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setGraceOver(true), GRACE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const troubled = status === 'down' || (graceOver && !live);
  if (!online || !troubled) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      icon={<OfflineIcon />}
      title={t('live.reconnecting')}
      data-testid="connection-notice"
    >
      {t('live.paused')}
    </Alert>
  );
}
