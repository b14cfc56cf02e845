import { useEffect, useRef, useState } from 'react';
import type { FeedSportName } from '../../../../shared/constants';
import type { FetchProgressEvent } from '../../../../shared/schemas/sports-feed';
import { reportServer } from '../../../features/admin/admin-errors';
import { i18n } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

export interface FetchState {
  running: boolean;
  /** 0-100 while running. */
  percent: number;
  /** 'NBA done (3 of 7)'. */
  note: string;
}

const IDLE: FetchState = { running: false, percent: 0, note: '' };

/**
 * Fetch Games over the WebSocket (admin.suggestedGames.fetchProgress): a progress event per sport
 * drives the bar, then `done` carries the summary for the toast and the list is refreshed.
 */
export function useFetchGames() {
  const utils = trpc.useUtils();
  const [state, setState] = useState<FetchState>(IDLE);
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => () => unsubscribe.current?.(), []);

  const onEvent = (event: FetchProgressEvent) => {
    if (event.type === 'progress') {
      const percent = event.total > 0 ? Math.round((event.done / event.total) * 100) : 0;
      setState({
        running: true,
        percent,
        note: i18n.t('admin:feed.progress', { sport: event.sport, done: event.done, total: event.total }),
      });
      return;
    }
    const { imported, skipped, failed } = event.summary;
    const values = { imported: i18n.t('admin:feed.newSuggestions', { count: imported }), skipped, failed };
    toast.success(
      failed > 0
        ? i18n.t('admin:feed.fetchedBodyFailures', values)
        : i18n.t('admin:feed.fetchedBody', values),
      i18n.t('admin:feed.fetched'),
    );
    setState(IDLE);
    void utils.admin.suggestedGames.invalidate();
    void utils.admin.feedHealth.invalidate();
  };

  const start = (sports: FeedSportName[]) => {
    if (sports.length === 0) {
      toast.error(i18n.t('admin:feed.noSportsBody'), i18n.t('admin:feed.noSports'));
      return;
    }
    setState({ running: true, percent: 0, note: i18n.t('admin:feed.starting') });
    const sub = utils.client.admin.suggestedGames.fetchProgress.subscribe(
      { sports },
      {
        onData: onEvent,
        onError: (error) => {
          setState(IDLE);
          reportServer(i18n.t('admin:feed.fetchFailed'))(error);
        },
        onComplete: () => setState((s) => (s.running ? IDLE : s)),
      },
    );
    unsubscribe.current = () => sub.unsubscribe();
  };
  return { state, start };
}
