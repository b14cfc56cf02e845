import type { FastifyInstance } from 'fastify';
import { CALENDAR_MESSAGES } from '../../../shared/schemas/calendar';
import type { AppDeps } from '../../deps';
import { tooManyAttemptsMessage } from '../../platform/limits/rate-limit';
import { calendarFeedText } from '../views/calendar-feed';

/** Reads of one feed, and of any feed from one address, a minute: calendar apps ask every few minutes to hours. */
const FEED_READS = { max: 30, windowMs: 60_000 };

/**
 * A player's calendar feed at its private address, for calendar apps (which send no cookie): the token in the path
 * is the whole credential, and the request log never shows it (its route parameter is named `token`). Outside /api:
 * it answers iCalendar, not JSON. `If-None-Match` with the feed's tag answers 304.
 */
export async function registerCalendarFeed(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { token: string } }>('/calendar/:token', async (req, reply) => {
    const token = req.params.token.replace(/\.ics$/, '');
    for (const [bucket, key] of [
      ['calendar-feed', token],
      ['calendar-address', req.ip],
    ] as const) {
      const verdict = deps.limiter.consume(bucket, key, FEED_READS);
      if (!verdict.ok)
        return reply
          .status(429)
          .header('retry-after', verdict.retryAfterSeconds)
          .send({ message: tooManyAttemptsMessage(verdict.retryAfterSeconds) });
    }
    const feed = await calendarFeedText(deps, token);
    reply.header('cache-control', 'private, no-cache').header('referrer-policy', 'no-referrer');
    if (!feed) return reply.status(404).send({ message: CALENDAR_MESSAGES.notFound });
    reply.header('etag', feed.etag);
    if (req.headers['if-none-match'] === feed.etag) return reply.status(304).send();
    return reply.type('text/calendar; charset=utf-8').send(feed.text);
  });
}
