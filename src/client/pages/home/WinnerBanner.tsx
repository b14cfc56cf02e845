import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthWinner } from '../../../shared/schemas/prizes';
import { displayName } from '../../lib/players';
import { GradientBanner } from './GradientBanner';

/** The month as words in the reader's language ('October 2026'). */
function monthWords(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

const celebratedKey = (month: string, userId: number) => `winner-celebrated:${month}:${userId}`;

function wasCelebrated(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Last month's named winner, shown to every player during the first 7 days of the month (the server decides
 * when); the winner sees their own celebration first, once per device, then the banner like everyone else.
 */
export function WinnerBanner({ winner, viewerId }: { winner: MonthWinner; viewerId: number }) {
  const { t, i18n } = useTranslation('home');
  const key = celebratedKey(winner.month, viewerId);
  const [celebrated, setCelebrated] = useState(() => wasCelebrated(key));
  const month = monthWords(winner.month, i18n.language);
  const names = winner.winners.map((w) => displayName(w)).join(', ');
  const own = winner.winners.find((w) => w.userId === viewerId);
  const lead = winner.winners[0];
  if (!lead) return null;
  const figures = t('winner.figures', { streak: lead.peakStreak, wins: lead.wins, rate: lead.winPercentage });
  if (own && !celebrated) {
    return (
      <GradientBanner
        label={t('winner.celebrationRegion')}
        testId="winner-celebration"
        from="#854d0e"
        to="#ca8a04"
      >
        <Stack gap={4}>
          <Text fw={800} size="lg">
            <span aria-hidden>🏆 </span>
            {t(winner.shared ? 'winner.youShare' : 'winner.youWon', { month })}
          </Text>
          <Text size="sm">{t('winner.yourPrize', { prize: winner.prizeTitle, figures })}</Text>
          {winner.shared ? <Text size="sm">{t('winner.sharedNote')}</Text> : null}
          <Group>
            <Button
              size="xs"
              variant="white"
              color="dark"
              onClick={() => {
                try {
                  localStorage.setItem(key, '1');
                } catch {
                  // A device that keeps nothing shows the celebration again; no harm.
                }
                setCelebrated(true);
              }}
            >
              {t('winner.thanks')}
            </Button>
          </Group>
        </Stack>
      </GradientBanner>
    );
  }
  return (
    <Paper
      component="section"
      aria-label={t('winner.region')}
      radius="md"
      p="md"
      withBorder
      data-testid="winner-banner"
    >
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: 1 }}>
        <span aria-hidden>🏆 </span>
        {t('winner.label', { month })}
      </Text>
      <Text fw={800}>
        {t(winner.shared ? 'winner.sharedBy' : 'winner.wonBy', { names, prize: winner.prizeTitle })}
      </Text>
      <Text size="sm" c="dimmed">
        {figures} · {t(`winner.decidedBy.${winner.decidedBy}`)}
      </Text>
    </Paper>
  );
}
