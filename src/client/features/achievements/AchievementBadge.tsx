import { Badge, Group, Paper, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/i18n';
import classes from './AchievementBadge.module.css';
import { AchievementFace } from './AchievementFace';
import type { BadgeState } from './achievement-progress';

interface AchievementBadgeProps {
  state: BadgeState;
  /** Dates read in the player's time zone. */
  timeZone: string;
  onShare: (state: BadgeState) => void;
}

/** One achievement of the grid: unlocked ones are buttons that open the share dialog, locked ones are grey. */
export function AchievementBadge({ state, timeZone, onShare }: AchievementBadgeProps) {
  const { t } = useTranslation('achievements');
  const { achievement, unlockedAt } = state;
  const body = (
    <Stack gap={4} align="center" ta="center">
      <AchievementFace
        size="badge"
        icon={unlockedAt ? achievement.iconEmoji : '🔒'}
        iconClassName={unlockedAt ? undefined : classes.lockedIcon}
        title={achievement.title}
        description={achievement.description}
      />
      <Group gap={4} justify="center">
        {achievement.resetsMonthly && (
          <Badge size="xs" color="grape.8" variant="filled">
            {t('page.legend.monthly')}
          </Badge>
        )}
        {unlockedAt ? (
          <Badge size="xs" color="green" variant="filled">
            {unlockedLabel(unlockedAt, state.times, timeZone)}
          </Badge>
        ) : (
          <Badge size="xs" color="var(--pk-muted-outline)" variant="outline">
            {t('page.legend.locked')}
          </Badge>
        )}
      </Group>
    </Stack>
  );

  if (!unlockedAt) {
    return (
      <Paper withBorder p="sm" className={classes.locked} data-testid="achievement" data-state="locked">
        {body}
      </Paper>
    );
  }
  return (
    <UnstyledButton
      className={classes.unlocked}
      onClick={() => onShare(state)}
      data-testid="achievement"
      data-state="unlocked"
    >
      {body}
    </UnstyledButton>
  );
}

function unlockedLabel(unlockedAt: string, times: number, timeZone: string): string {
  const date = new Intl.DateTimeFormat(intlLocale(), {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(unlockedAt));
  return times > 1 ? `${date} · ${times}×` : date;
}
