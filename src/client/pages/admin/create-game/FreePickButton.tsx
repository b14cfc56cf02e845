import { Button } from '@mantine/core';
import { reportServer } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/** 'Free Pick Push Tomorrow': tomorrow 5:00 AM MST, 'Free Win' / 'Free Loss', auto-graded after a minute. */
export function FreePickButton() {
  const utils = trpc.useUtils();
  const create = trpc.admin.games.freePick.useMutation({
    onSuccess: () => {
      toast.success(
        'Tomorrow 5:00 AM MST: Free Win or Free Loss, graded automatically after 1 minute.',
        'Free Pick Created',
      );
      void utils.admin.games.invalidate();
    },
    onError: reportServer('The free pick fumbled the snap. Please try again.'),
  });
  return (
    <Button variant="light" color="grape" loading={create.isPending} onClick={() => create.mutate()}>
      Free Pick Push Tomorrow
    </Button>
  );
}
