import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** The weekly recap's setting: how my week went and where I stand in each league, each Monday; on by default. */
export function WeeklyRecapSwitch() {
  const { t } = useTranslation('leagues');
  const utils = trpc.useUtils();
  const setting = trpc.notifications.weeklyRecap.useQuery();
  const set = trpc.notifications.setWeeklyRecap.useMutation({
    onSuccess: (next) => utils.notifications.weeklyRecap.setData(undefined, next),
    onError: (error) => toast.error(errorMessage(error, t('recap.failed'))),
  });
  return (
    <Switch
      label={t('recap.label')}
      description={t('recap.description')}
      checked={setting.data?.weeklyRecap ?? true}
      disabled={setting.isPending || set.isPending}
      onChange={(e) => set.mutate({ weeklyRecap: e.currentTarget.checked })}
    />
  );
}
