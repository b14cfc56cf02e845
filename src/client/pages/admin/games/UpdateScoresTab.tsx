import { Button, Card, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../shared/schemas/games';
import { denverDateTime } from '../../../features/admin/admin-time';
import { trpc } from '../../../lib/trpc';
import { EMPTY_SCORE, ScoreFields, type ScoreValues } from './ScoreFields';
import { useScoreMutation } from './use-score-mutation';

const gameLabel = (g: Game) => `${g.awayTeam.name} @ ${g.homeTeam.name} · ${denverDateTime(g.scheduledTime)}`;

/** The update-scores tab: a game that is not completed yet, its two scores and the result. */
export function UpdateScoresTab() {
  const { t } = useTranslation('admin');
  const [gameId, setGameId] = useState<number | null>(null);
  const [score, setScore] = useState<ScoreValues>(EMPTY_SCORE);
  const scheduled = trpc.admin.games.scheduled.useQuery();
  const history = trpc.admin.games.history.useQuery({ limit: 200 });
  // Scheduled games plus live ones (history holds completed and live).
  const open = [...(scheduled.data ?? []), ...(history.data ?? []).filter((g) => g.status === 'live')].sort(
    (a, b) => a.scheduledTime.localeCompare(b.scheduledTime),
  );
  const game = open.find((g) => g.id === gameId) ?? null;
  const { submit, pending, confirm } = useScoreMutation(() => {
    setGameId(null);
    setScore(EMPTY_SCORE);
  });
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="md">
        {t('games.update.title')}
      </Title>
      <Stack>
        <Select
          label={t('games.update.game')}
          placeholder={t('games.update.selectGame')}
          searchable
          data={open.map((g) => ({ value: String(g.id), label: gameLabel(g) }))}
          value={gameId === null ? null : String(gameId)}
          onChange={(v) => {
            setGameId(v ? Number(v) : null);
            setScore(EMPTY_SCORE);
          }}
        />
        {game ? <ScoreFields game={game} value={score} onChange={setScore} /> : null}
        <Button loading={pending} onClick={() => submit(game, score)} style={{ alignSelf: 'flex-end' }}>
          {t('games.update.submit')}
        </Button>
      </Stack>
      {confirm}
    </Card>
  );
}
