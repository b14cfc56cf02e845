import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../shared/schemas/games';
import { intlLocale } from '../../i18n/i18n';
import { zonedDateTime } from '../../lib/game-time';

/** The source of a line the admin typed (modules/games/game-line.rules.ts ADMIN_LINE_SOURCE). */
const ADMIN_SOURCE = 'admin';

/**
 * The line under the teams: 'Line: KC -3.5 · O/U 47.5 · ESPN BET, as of Sat, Dec 6, 2:00 PM ET', in the player's
 * zone and language. Picks stay straight-up: it is there to read, not to pick against.
 */
export function GameLine({ game, timeZone }: { game: Game; timeZone: string }) {
  const { t } = useTranslation('games');
  const line = game.line;
  if (!line) return null;
  const number = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 2 });
  const parts: string[] = [];
  if (line.spread !== null) {
    const favorite =
      line.favorite === 'home' ? game.homeTeam : line.favorite === 'away' ? game.awayTeam : null;
    parts.push(
      favorite && line.spread > 0
        ? t('line.spread', {
            team: favorite.abbreviation ?? favorite.name,
            points: number.format(line.spread),
          })
        : t('line.pickem'),
    );
  }
  if (line.overUnder !== null) parts.push(t('line.total', { total: number.format(line.overUnder) }));
  const source = line.source === ADMIN_SOURCE ? t('line.admin') : line.source;
  parts.push(t('line.asOf', { source, time: zonedDateTime(line.asOf, timeZone) }));
  return (
    <Text size="xs" c="dimmed" data-testid="game-line">
      {t('line.label', { parts: parts.join(' · ') })}
    </Text>
  );
}
