import { Container, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENTS, type AchievementDefinition } from '../../../shared/achievements';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { PageHeading } from '../../components/PageHeading';
import { CenteredLoader, LoadFailed } from '../../components/QueryStates';
import { AchievementBadge } from '../../features/achievements/AchievementBadge';
import { AchievementsLegend } from '../../features/achievements/AchievementsLegend';
import { AchievementsSummary } from '../../features/achievements/AchievementsSummary';
import { badgeStates, unlockProgress } from '../../features/achievements/achievement-progress';
import { ALL_CATEGORIES, CategoryChips } from '../../features/achievements/CategoryChips';
import { ShareAchievementDialog } from '../../features/achievements/ShareAchievementDialog';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { trpc } from '../../lib/trpc';

/** /achievements: progress, the badge grid by category, and sharing what was unlocked. */
export default function AchievementsPage() {
  const { t } = useTranslation('achievements');
  const { user } = useCurrentUser();
  // Unlocks arrive live; coming back to the page asks again all the same.
  const mine = trpc.achievements.mine.useQuery(undefined, { refetchOnMount: 'always' });
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [sharing, setSharing] = useState<AchievementDefinition | null>(null);
  const timeZone = user?.timezone ?? DEFAULT_TIMEZONE;

  const states = badgeStates(ACHIEVEMENTS, mine.data ?? []);
  const shown =
    category === ALL_CATEGORIES ? states : states.filter((s) => s.achievement.category === category);

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
        {mine.isPending ? (
          <CenteredLoader label={t('page.loading')} />
        ) : mine.isError ? (
          <LoadFailed>{t('page.failed')}</LoadFailed>
        ) : (
          <>
            <AchievementsSummary {...unlockProgress(states)} />
            <CategoryChips value={category} onChange={setCategory} />
            <AchievementsLegend />
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
              {shown.map((state) => (
                <AchievementBadge
                  key={state.achievement.type}
                  state={state}
                  timeZone={timeZone}
                  onShare={(s) => setSharing(s.achievement)}
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
      <ShareAchievementDialog achievement={sharing} onClose={() => setSharing(null)} />
    </Container>
  );
}
