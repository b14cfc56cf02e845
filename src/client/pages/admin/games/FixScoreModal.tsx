import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../shared/schemas/games';
import { EMPTY_SCORE, ScoreFields, type ScoreValues, scoreOf } from './ScoreFields';
import { useScoreMutation } from './use-score-mutation';

/** Corrects the score and result of a completed (or live) game. */
export function FixScoreModal({ game, onClose }: { game: Game | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const [score, setScore] = useState<ScoreValues>(EMPTY_SCORE);
  useEffect(() => setScore(game ? scoreOf(game) : EMPTY_SCORE), [game]);
  const { submit, pending, confirm } = useScoreMutation(onClose);
  return (
    <>
      {confirm}
      <Modal opened={game !== null} onClose={onClose} title={t('games.fix.title')}>
        {game ? (
          <Stack>
            <ScoreFields game={game} value={score} onChange={setScore} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button loading={pending} onClick={() => submit(game, score)}>
                {t('games.fix.save')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
