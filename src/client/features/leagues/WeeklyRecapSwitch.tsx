import { Switch } from '@mantine/core';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** The weekly recap's setting: how my week went and where I stand in each league, each Monday; on by default. */
export function WeeklyRecapSwitch() {
  const utils = trpc.useUtils();
  const setting = trpc.notifications.weeklyRecap.useQuery();
  const set = trpc.notifications.setWeeklyRecap.useMutation({
    onSuccess: (next) => utils.notifications.weeklyRecap.setData(undefined, next),
    onError: (error) => toast.error(errorMessage(error, 'Could not change the weekly recap.')),
  });
  return (
    <Switch
      label="Weekly recap"
      description="Each Monday morning: your record, streak, best pick and your rank in each league, by e-mail and push (as your notification settings allow)."
      checked={setting.data?.weeklyRecap ?? true}
      disabled={setting.isPending || set.isPending}
      onChange={(e) => set.mutate({ weeklyRecap: e.currentTarget.checked })}
    />
  );
}
