import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../shared/i18n/locale';
import { refusalCatalogue } from '../../../shared/i18n/refusals';

// The language of a refusal's words (issue 45, ADR 0047). Every service throws in English, the specs' words; each
// transport translates where it turns an error into an answer, so the `code` and status never change with it.

const SPOKEN = [...LOCALES];

/**
 * The language a caller's `Accept-Language` asks for among those the product speaks, weights and order
 * included (`fr, es;q=0.8` is Spanish, `es-MX` is Spanish); English when it names none of them, or is absent.
 */
export function negotiatedLocale(acceptLanguage: string | string[] | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const found = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(SPOKEN);
  return (found as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** A refusal's words in `locale`: the catalogue's entry, or the English text when it has none. */
export const translateRefusal = (message: string, locale: Locale): string =>
  refusalCatalogue.translate(message, locale);

const isMessageBody = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { message?: unknown }).message === 'string';

/**
 * Translates the `{ message }` the host's own answers send as objects: the error handler's, the call budget's 429,
 * the not-found handler's and the few routes that answer outside tRPC. tRPC's answers and the REST adapter's are
 * already text by then (their formatters translate them); a success is never looked at past its status.
 */
export function translateMessageBodies(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (reply.statusCode < 400 || !isMessageBody(payload)) return payload;
    const locale = negotiatedLocale(req.headers['accept-language']);
    return locale === DEFAULT_LOCALE
      ? payload
      : { ...payload, message: translateRefusal(payload.message, locale) };
  });
}
