import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../shared/schemas/games';
import { type ScoreChange, type SeenScores, scoreChanges } from './score-changes';

/** At most one score said every this many milliseconds: a busy evening must not drown the screen reader. */
export const ANNOUNCE_GAP_MS = 10_000;

/**
 * Live scores of the player's picked games, spoken at a polite rate (WCAG 4.1.3): the cards' figures change
 * silently, and this one hidden status region reads a picked game's new score. Changes that come faster than
 * ANNOUNCE_GAP_MS wait their turn, one per game, its latest score kept.
 */
export function ScoreAnnouncer({ games }: { games: readonly Game[] }) {
  const { t } = useTranslation('games');
  const seen = useRef<SeenScores>(new Map());
  const waiting = useRef(new Map<number, ScoreChange>());
  const lastSpokenAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const [spoken, setSpoken] = useState('');

  useEffect(() => {
    const sentence = (c: ScoreChange) =>
      `${t('card.score', { team: c.away.team, score: c.away.score })}, ${t('card.score', { team: c.home.team, score: c.home.score })}`;
    const speakNext = () => {
      timer.current = undefined;
      const [first] = waiting.current.values();
      if (!first) return;
      const wait = lastSpokenAt.current + ANNOUNCE_GAP_MS - Date.now();
      if (wait > 0) {
        timer.current = window.setTimeout(speakNext, wait);
        return;
      }
      waiting.current.delete(first.gameId);
      lastSpokenAt.current = Date.now();
      setSpoken(sentence(first));
      if (waiting.current.size > 0) timer.current = window.setTimeout(speakNext, ANNOUNCE_GAP_MS);
    };
    const { changes, next } = scoreChanges(seen.current, games);
    seen.current = next;
    for (const change of changes) waiting.current.set(change.gameId, change);
    if (changes.length > 0 && timer.current === undefined) speakNext();
  }, [games, t]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="score-announcer">
      {spoken}
    </VisuallyHidden>
  );
}
