import { NumberInput, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../shared/schemas/games';
import { isLevel, levelChoices, resultLabel, resultOf, type ScoreValues, type Winner } from './score-result';

export type { ScoreValues, Winner };

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

/** One team's score: a whole number from 0, or empty while not typed. */
function ScoreInput(props: { label: string; value: number | ''; onChange: (score: number | '') => void }) {
  return (
    <NumberInput
      label={props.label}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      value={props.value}
      onChange={(v) => props.onChange(toScore(v))}
    />
  );
}

/**
 * The two scores in the game's own order (away, then home, as "Away @ Home" reads), each named for its team.
 * The result follows from the scores; only level scores ask for it (a push, or in soccer either team).
 */
export function ScoreFields({
  game,
  value,
  onChange,
}: {
  game: Game;
  value: ScoreValues;
  onChange(next: ScoreValues): void;
}) {
  const { t } = useTranslation('admin');
  const result = resultOf(value);
  const choices = levelChoices(game);
  const level = isLevel(value);
  return (
    <Stack>
      <SimpleGrid cols={2}>
        <ScoreInput
          label={t('games.fields.away', { team: game.awayTeam.name })}
          value={value.awayScore}
          onChange={(score) => onChange({ ...value, awayScore: score })}
        />
        <ScoreInput
          label={t('games.fields.home', { team: game.homeTeam.name })}
          value={value.homeScore}
          onChange={(score) => onChange({ ...value, homeScore: score })}
        />
      </SimpleGrid>
      {level && choices.length > 1 ? (
        <Radio.Group
          label={t('games.fields.level')}
          value={value.winner}
          onChange={(v) =>
            onChange({ ...value, winner: v === 'home' || v === 'away' || v === 'push' ? v : null })
          }
        >
          <Stack gap={6} mt={6}>
            {choices.map((c) => (
              <Radio key={c} value={c} label={resultLabel(game, c)} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm" aria-live="polite">
          {t('games.fields.result', {
            result: level
              ? resultLabel(game, 'push')
              : result
                ? resultLabel(game, result)
                : t('games.fields.enterBoth'),
          })}
        </Text>
      )}
    </Stack>
  );
}
