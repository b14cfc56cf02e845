import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENT_BY_TYPE, type AchievementType } from '../../../shared/achievements';
import type { UnlockedAchievement } from '../../../shared/schemas/achievements';
import { LinkedCard } from '../../components/LinkedCard';
import { inAppLanguage } from '../../i18n/achievements';
import { intlLocale } from '../../i18n/i18n';

const SHOWN = 3;
/** What a new player can aim for first, with the catalogue's thresholds (docs: rules, achievements). */
const TO_CHASE: AchievementType[] = ['rookie_star', 'hot_streak', 'accuracy_master', 'weekly_champion'];

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** 'Nov 21' in the player's zone. */
function unlockDate(iso: string, timeZone: string): string {
  const locale = intlLocale();
  let format = dateFormats.get(`${locale}|${timeZone}`);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric' });
    dateFormats.set(`${locale}|${timeZone}`, format);
  }
  return format.format(new Date(iso));
}

/** The newest unlocks, or the first achievements to chase; View All leads to /achievements. */
export function RecentAchievements({
  unlocked,
  loading,
  timeZone,
}: {
  unlocked: UnlockedAchievement[] | undefined;
  loading: boolean;
  /** The player's zone: the day an achievement was unlocked is theirs. */
  timeZone: string;
}) {
  const { t } = useTranslation('home');
  const recent = unlocked?.slice(0, SHOWN) ?? [];
  return (
    <LinkedCard title={t('achievements.heading')} to="/achievements" linkLabel={t('achievements.viewAll')}>
      {loading ? (
        <Skeleton height={48} />
      ) : recent.length > 0 ? (
        <Stack gap={6} data-testid="recent-achievements-list">
          {recent.map(inAppLanguage).map((a) => (
            <Group key={a.id} gap="sm" wrap="nowrap">
              <Text fz={24} aria-hidden>
                {a.iconEmoji}
              </Text>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={700} truncate="end">
                  {a.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('achievements.unlocked', { date: unlockDate(a.unlockedAt, timeZone) })}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      ) : (
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t('achievements.toChase')}
          </Text>
          {TO_CHASE.map((type) => {
            const a = inAppLanguage(ACHIEVEMENT_BY_TYPE[type]);
            return (
              <Group key={type} gap="sm" wrap="nowrap">
                <Text fz={20} aria-hidden style={{ filter: 'grayscale(1)' }}>
                  {a.iconEmoji}
                </Text>
                <Text size="sm">
                  <strong>{a.title}</strong> · {a.threshold}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </LinkedCard>
  );
}
