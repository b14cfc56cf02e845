import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../shared/schemas/games';
import { denverDateTime } from '../../../features/admin/admin-time';
import type { Winner } from './ScoreFields';
import { picksOn, resultLabel } from './score-result';

export interface ScoreDraft {
  game: Game;
  homeScore: number;
  awayScore: number;
  winner: Winner;
}

/** Whether a final now would come before the game's start (the server asks for force then). */
export const startsLater = (game: Game, now = Date.now()) =>
  game.status === 'scheduled' && Date.parse(game.scheduledTime) > now;

/** The question before a score is saved: what it records and how many picks it grades. */
export function ConfirmScoreModal({
  draft,
  pending,
  onConfirm,
  onCancel,
}: {
  draft: ScoreDraft | null;
  pending: boolean;
  onConfirm(force: boolean): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('admin');
  const game = draft?.game;
  const early = game ? startsLater(game) : false;
  const picks = game ? picksOn(game) : 0;
  return (
    // Above the Fix Score dialog it is asked from (Mantine modals sit at z-index 200).
    <Modal opened={draft !== null} onClose={onCancel} title={t('games.confirm.title')} zIndex={400}>
      {draft && game ? (
        <Stack>
          <Text>
            {t('games.score', {
              away: game.awayTeam.name,
              awayScore: draft.awayScore,
              home: game.homeTeam.name,
              homeScore: draft.homeScore,
            })}
          </Text>
          <Text fw={600}>{resultLabel(game, draft.winner)}</Text>
          <Text size="sm">{t('games.confirm.grades', { count: picks })}</Text>
          {early ? (
            <Text size="sm" c="red.8">
              {t('games.confirm.early', { at: denverDateTime(game.scheduledTime) })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button loading={pending} color={early ? 'red' : undefined} onClick={() => onConfirm(early)}>
              {early ? t('games.confirm.anyway') : t('games.confirm.save')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
