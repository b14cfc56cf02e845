import { Button, Container, Overlay, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { TRPCClientError } from '@trpc/client';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { PageHeading } from '../../components/PageHeading';
import { CenteredLoader, LoadFailed } from '../../components/QueryStates';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { UpgradeDialog } from '../../features/settings/UpgradeDialog';
import { StatsSections } from '../../features/stats/StatsSections';
import classes from '../../features/stats/StatsSections.module.css';
import { SAMPLE_STATS } from '../../features/stats/stats-figures';
import { trpc } from '../../lib/trpc';

const isRefused = (error: unknown) => error instanceof TRPCClientError && error.data?.httpStatus === 403;

/** Today's date in the player's zone, 'YYYY-MM-DD' (en-CA writes dates that way). */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/**
 * /stats: a premium player's advanced stats. A free player sees the screen blurred over sample figures,
 * with the upgrade dialog a tap away.
 */
export default function StatsPage() {
  const { t } = useTranslation('stats');
  const { user } = useCurrentUser();
  const premium = user?.subscriptionTier === 'premium';
  const stats = trpc.users.stats.useQuery(undefined, { enabled: premium, retry: false });
  const [upgradeOpen, upgrade] = useDisclosure(false);
  const today = todayIn(user?.timezone ?? DEFAULT_TIMEZONE);
  const locked = !premium || isRefused(stats.error);

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <PageHeading title={t('title')} subtitle={t('subtitle')} />
        {locked ? (
          <div style={{ position: 'relative' }} data-testid="stats-locked">
            <div className={classes.blurred} aria-hidden inert>
              <StatsSections stats={SAMPLE_STATS} today={today} />
            </div>
            <Overlay backgroundOpacity={0} blur={0} center zIndex={5}>
              <Stack
                align="center"
                gap="sm"
                p="lg"
                maw={360}
                ta="center"
                bg="var(--mantine-color-body)"
                style={{ borderRadius: 12, boxShadow: 'var(--mantine-shadow-md)' }}
              >
                <Text fw={700} size="lg">
                  {t('locked.title')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('locked.body')}
                </Text>
                <Button onClick={upgrade.open} data-testid="stats-upgrade">
                  {t('locked.upgrade')}
                </Button>
              </Stack>
            </Overlay>
          </div>
        ) : stats.isPending ? (
          <CenteredLoader label={t('loading')} />
        ) : stats.isError ? (
          <LoadFailed>{t('failed')}</LoadFailed>
        ) : (
          <StatsSections stats={stats.data} today={today} />
        )}
      </Stack>
      <UpgradeDialog opened={upgradeOpen} onClose={upgrade.close} />
    </Container>
  );
}
