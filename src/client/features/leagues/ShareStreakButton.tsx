import { Button } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** Shares a link to my streak: pasted into a messenger, it previews as my streak's card. */
export function ShareStreakButton() {
  const { t } = useTranslation('leagues');
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
          void navigator.share({ title: t('share.title'), url }).catch(() => {});
        else {
          clipboard.copy(url);
          toast.success(t('share.copied'));
        }
      }}
    >
      {t('share.button')}
    </Button>
  );
}
