import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportServer } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/** 'Free Pick Push Tomorrow': tomorrow 5:00 AM MST, 'Free Win' / 'Free Loss', auto-graded after a minute. */
export function FreePickButton() {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const create = trpc.admin.games.freePick.useMutation({
    onSuccess: () => {
      toast.success(t('create.freePick.createdBody'), t('create.freePick.created'));
      void utils.admin.games.invalidate();
    },
    onError: reportServer(t('create.freePick.failed')),
  });
  return (
    <Button variant="light" color="grape" loading={create.isPending} onClick={() => create.mutate()}>
      {t('create.freePick.button')}
    </Button>
  );
}
