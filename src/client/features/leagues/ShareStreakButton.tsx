import { Button } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** Shares a link to my streak: pasted into a messenger, it previews as my streak's card. */
export function ShareStreakButton() {
  const link = trpc.shares.streak.useQuery();
  const clipboard = useClipboard();
  if (!link.data) return null;
  const url = `${window.location.origin}${link.data.path}`;
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => {
        if (typeof navigator.share === 'function')
          void navigator.share({ title: "My streak on Streak Pick'em", url }).catch(() => {});
        else {
          clipboard.copy(url);
          toast.success('Link Copied!');
        }
      }}
    >
      Share my streak
    </Button>
  );
}
