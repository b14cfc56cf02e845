import { NumberInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import type { Game } from '../../../../shared/schemas/games';

export type Winner = 'home' | 'away' | 'push';

export interface ScoreValues {
  homeScore: number | '';
  awayScore: number | '';
  winner: Winner | null;
}

export const EMPTY_SCORE: ScoreValues = { homeScore: '', awayScore: '', winner: null };

/** The values a game already has, for Fix Score. */
export function scoreOf(game: Game): ScoreValues {
  const winner: Winner | null =
    game.winnerId === 'push'
      ? 'push'
      : game.winnerId === game.homeTeam.id
        ? 'home'
        : game.winnerId === game.awayTeam.id
          ? 'away'
          : null;
  return { homeScore: game.homeScore ?? '', awayScore: game.awayScore ?? '', winner };
}

const toScore = (v: string | number): number | '' => (v === '' ? '' : Math.max(0, Math.floor(Number(v))));

/** Home and away scores (whole numbers from 0) and the result: home wins, away wins or Push/Tie. */
export function ScoreFields({
  game,
  value,
  onChange,
}: {
  game: Game;
  value: ScoreValues;
  onChange(next: ScoreValues): void;
}) {
  return (
    <Stack>
      <SimpleGrid cols={2}>
        <NumberInput
          label={`${game.homeTeam.name} (home) score`}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={value.homeScore}
          onChange={(v) => onChange({ ...value, homeScore: toScore(v) })}
        />
        <NumberInput
          label={`${game.awayTeam.name} (away) score`}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={value.awayScore}
          onChange={(v) => onChange({ ...value, awayScore: toScore(v) })}
        />
      </SimpleGrid>
      <Radio.Group
        label="Result"
        value={value.winner}
        onChange={(v) =>
          onChange({ ...value, winner: v === 'home' || v === 'away' || v === 'push' ? v : null })
        }
      >
        <Stack gap={6} mt={6}>
          <Radio value="home" label={`${game.homeTeam.name} wins`} />
          <Radio value="away" label={`${game.awayTeam.name} wins`} />
          <Radio value="push" label="Push/Tie" />
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
