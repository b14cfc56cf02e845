import { Button, Loader, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../shared/schemas/games';
import { CheckIcon } from '../../components/icons';
import { OFFLINE_NOTICE_ID, useOnline } from '../../lib/online';
import { CAP_NOTICE_ID } from './CapNotice';
import { pickLabel } from './team-record';
import { pickMessage, useMakePick } from './use-make-pick';

/**
 * The two pick buttons of a game open for picks. The chosen team is marked (pressed); choosing the other
 * changes the pick. They are never disabled outright, so the keyboard's focus stays on the button pressed
 * (a disabled button drops it to the page): while a call is on its way, at the daily cap on a game without a
 * pick, or offline, they look disabled (aria-disabled) and a press does nothing, pointing to the one notice that
 * says why (the cap's, above the games; the offline one, at the top). A new or changed pick is confirmed quietly
 * under them, in the spec's words, instead of a toast.
 */
export function PickButtons({ game, capReached }: { game: Game; capReached: boolean }) {
  const { t } = useTranslation('games');
  const pickId = game.userPick?.id ?? null;
  const online = useOnline();
  const { choose, pending, pendingTeamId, outcome } = useMakePick(game.id, game.userPick ?? null);
  const statusId = useId();
  const capped = pickId === null && capReached;
  const blocked = pickId === null && (capReached || !game.canPick);
  const waiting = blocked || !online;
  const reason = capped ? CAP_NOTICE_ID : !online ? OFFLINE_NOTICE_ID : undefined;
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
          const spinning = pending && pendingTeamId === team.id;
          return (
            <Button
              key={side}
              variant={chosen ? 'filled' : 'default'}
              color={chosen ? 'green.8' : undefined}
              aria-pressed={chosen}
              aria-label={chosen ? t('pick.chosen', { label }) : t('pick.button', { label })}
              aria-disabled={waiting || pending || undefined}
              aria-busy={spinning || undefined}
              aria-describedby={[reason, statusId].filter(Boolean).join(' ')}
              data-disabled={waiting || undefined}
              data-testid="pick-button"
              leftSection={
                spinning ? <Loader size={14} color="currentColor" /> : chosen ? <CheckIcon size={14} /> : null
              }
              onClick={() => {
                if (!chosen && !waiting && !pending) choose(team.id);
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
      <Text
        id={statusId}
        size="xs"
        role="status"
        c="var(--pk-success-text)"
        mt={outcome ? 4 : 0}
        data-testid="pick-status"
      >
        {outcome ? `${pickMessage(outcome).title} ${pickMessage(outcome).message}` : null}
      </Text>
    </div>
  );
}
