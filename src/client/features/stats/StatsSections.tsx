import { Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvancedStats } from '../../../shared/schemas/stats';
import { intlLocale } from '../../i18n/i18n';
import { formatRecord } from '../../lib/record';
import classes from './StatsSections.module.css';
import { heatMapWeeks } from './stats-figures';

/** A weekday's name (0 is Sunday) in the app's language: 4 January 1970 was a Sunday. */
function weekdayName(weekday: number): string {
  const name = new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(1970, 0, 4 + weekday),
  );
  return name.charAt(0).toLocaleUpperCase(intlLocale()) + name.slice(1);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

type Line = { label: string; wins: number; losses: number; pushes: number; winRate: number | null };

/** Rows of label, W-L-P and a win-rate bar. */
function RateTable({ lines, caption }: { lines: Line[]; caption: string }) {
  const { t } = useTranslation('stats');
  return (
    <Table verticalSpacing={4} fz="sm">
      <caption style={{ captionSide: 'top', textAlign: 'left' }}>
        <Text size="xs" c="dimmed" component="span">
          {caption}
        </Text>
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('table.group')}</Table.Th>
          <Table.Th scope="col">{t('table.record')}</Table.Th>
          <Table.Th scope="col">{t('table.winRate')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.label}>
            <Table.Td>{line.label}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRecord(line)}</Table.Td>
            <Table.Td miw={110}>
              <Group gap={6} wrap="nowrap">
                <Progress value={line.winRate ?? 0} size="sm" style={{ flex: 1 }} aria-hidden />
                <Text size="sm" w={38} ta="right">
                  {line.winRate === null ? '—' : `${line.winRate}%`}
                </Text>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function HeatMap({ calendar, today }: { calendar: AdvancedStats['calendar']; today: string }) {
  const { t } = useTranslation('stats');
  const weeks = heatMapWeeks(calendar, today);
  const days = calendar.length;
  const picks = calendar.reduce((sum, d) => sum + d.picks, 0);
  return (
    <Stack gap={6}>
      <div
        className={classes.heat}
        role="img"
        aria-label={t('heatMap.label', { picks, days })}
        data-testid="heat-map"
      >
        {weeks.flat().map((cell) => (
          <span
            key={cell.day}
            className={classes.cell}
            data-level={cell.level}
            title={t('heatMap.cell', { day: cell.day, count: cell.picks })}
          />
        ))}
      </div>
      <Text size="xs" c="dimmed">
        {t('heatMap.summary', { picks, days })}
      </Text>
    </Stack>
  );
}

function TeamList({ teams, empty }: { teams: AdvancedStats['bestTeams']; empty: string }) {
  if (teams.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack component="ol" gap={4} m={0} pl="md">
      {teams.map((t) => (
        <Text component="li" size="sm" key={t.teamId}>
          {t.name}{' '}
          <Text span c="dimmed">
            {formatRecord(t)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/** The streak after each day, as bars above (wins) and below (losses) a middle line. */
function StreakLine({ points }: { points: AdvancedStats['streakOverTime'] }) {
  const { t } = useTranslation('stats');
  if (points.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('streak.none')}
      </Text>
    );
  const width = 600;
  const height = 120;
  const most = Math.max(1, ...points.map((p) => Math.abs(p.streak)));
  const step = width / points.length;
  const mid = height / 2;
  const best = Math.max(...points.map((p) => p.streak));
  const last = points[points.length - 1];
  return (
    <Stack gap={4}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('streak.label', { best, now: last?.streak ?? 0 })}
      >
        <line x1={0} x2={width} y1={mid} y2={mid} stroke="var(--mantine-color-default-border)" />
        {points.map((p, i) => {
          const h = (Math.abs(p.streak) / most) * (mid - 4);
          return (
            <rect
              key={p.day}
              x={i * step}
              width={Math.max(1, step - 1)}
              y={p.streak >= 0 ? mid - h : mid}
              height={Math.max(p.streak === 0 ? 0 : 1, h)}
              fill={p.streak >= 0 ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-red-6)'}
            />
          );
        })}
      </svg>
      <Text size="xs" c="dimmed">
        {t('streak.range', { from: points[0]?.day, to: last?.day })}
      </Text>
    </Stack>
  );
}

/** Every advanced figure of a player: by league, by weekday, the calendar, teams and the streak line. */
export function StatsSections({ stats, today }: { stats: AdvancedStats; today: string }) {
  const { t } = useTranslation('stats');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('sections.byLeague')}>
          <RateTable
            caption={t('table.byLeagueCaption')}
            lines={stats.byLeague.map((l) => ({ ...l, label: l.sport }))}
          />
        </Section>
        <Section title={t('sections.byWeekday')}>
          <RateTable
            caption={t('table.byWeekdayCaption')}
            lines={stats.byWeekday.map((w) => ({ ...w, label: weekdayName(w.weekday) }))}
          />
        </Section>
      </SimpleGrid>
      <Section title={t('sections.calendar')}>
        <HeatMap calendar={stats.calendar} today={today} />
      </Section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title={t('sections.bestTeams')}>
          <TeamList teams={stats.bestTeams} empty={t('teams.noWins')} />
        </Section>
        <Section title={t('sections.worstTeams')}>
          <TeamList teams={stats.worstTeams} empty={t('teams.noLosses')} />
        </Section>
      </SimpleGrid>
      <Section title={t('sections.streak')}>
        <StreakLine points={stats.streakOverTime} />
      </Section>
    </Stack>
  );
}
