import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { OfflineIcon } from '../../components/icons';
import { useSocketStatus } from '../../lib/socket-status';

/** A first connection gets this long before the notice shows, so a normal start never flashes it. */
const GRACE_MS = 4000;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Says so when live updates are not flowing: offline, or the socket is down and reconnecting. The
 * page meanwhile refreshes its lists on a timer; the notice goes once the socket is back.
 */
export function ConnectionNotice({ live }: { live: boolean }) {
  const online = useOnline();
  const status = useSocketStatus();
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setGraceOver(true), GRACE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const troubled = !online || status === 'down' || (graceOver && !live);
  if (!troubled) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      icon={<OfflineIcon />}
      title={online ? 'Reconnecting…' : "You're offline"}
      data-testid="connection-notice"
    >
      Live updates are paused. Scores and picks refresh every 30 seconds until the connection is back.
    </Alert>
  );
}
