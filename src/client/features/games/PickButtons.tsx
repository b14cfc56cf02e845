import { Button, SimpleGrid, Text } from '@mantine/core';
import type { Game } from '../../../shared/schemas/games';
import { CheckIcon } from '../../components/icons';
import { pickLabel } from './team-record';
import { useMakePick } from './use-make-pick';

/**
 * The two pick buttons of a game open for picks. The chosen team is marked (pressed); choosing the
 * other changes the pick. Both are disabled while a call is on its way, or when the daily cap is
 * reached and the game has no pick yet.
 */
export function PickButtons({ game, capReached }: { game: Game; capReached: boolean }) {
  const pickId = game.userPick?.id ?? null;
  const { choose, pending, pendingTeamId } = useMakePick(game.id, pickId);
  const blocked = pickId === null && (capReached || !game.canPick);
  const sides = [
    { side: 'away', team: game.awayTeam },
    { side: 'home', team: game.homeTeam },
  ] as const;
  return (
    <div>
      <SimpleGrid cols={2} spacing="xs">
        {sides.map(({ side, team }) => {
          const chosen = game.userPick?.selectedTeamId === team.id;
          const label = pickLabel(game, side);
          return (
            <Button
              key={side}
              variant={chosen ? 'filled' : 'default'}
              color={chosen ? 'green.8' : undefined}
              aria-pressed={chosen}
              aria-label={chosen ? `${label} (your pick)` : `Pick ${label}`}
              disabled={pending || blocked}
              loading={pending && pendingTeamId === team.id}
              leftSection={chosen ? <CheckIcon size={14} /> : null}
              onClick={() => {
                if (!chosen) choose(team.id);
              }}
              styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
              h="auto"
              mih={44}
              py={6}
            >
              {label}
            </Button>
          );
        })}
      </SimpleGrid>
      {blocked && capReached ? (
        <Text size="xs" c="dimmed" mt={4}>
          Daily pick limit reached. Come back tomorrow for more picks.
        </Text>
      ) : null}
    </div>
  );
}
