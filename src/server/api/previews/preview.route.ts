import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { CARD_SIZE, CardCache, type CardNode } from '../../platform/images/card-image';
import { achievementPreview, invitePreview, type Preview, streakPreview } from '../views/share-cards';
import { achievementCard, inviteCard, streakCard } from './cards';

/** How long a preview image may be kept by a browser or a messenger's cache before it asks again (ETag then). */
const IMAGE_CACHE = 'public, max-age=600, stale-while-revalidate=86400';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The Open Graph and Twitter card tags of a page whose preview is `image`. */
function metaTags(p: { title: string; description: string }, url: string, image: string): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', "Streak Pick'em"],
    ['property', 'og:title', p.title],
    ['property', 'og:description', p.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(CARD_SIZE.width)],
    ['property', 'og:image:height', String(CARD_SIZE.height)],
    ['property', 'og:image:alt', p.title],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', p.title],
    ['name', 'twitter:description', p.description],
    ['name', 'twitter:image', image],
  ];
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`)
    .join('\n    ');
}

/**
 * Link previews (issue 41): an invite link, an achievement share and a streak share answer the browser's page with
 * Open Graph and Twitter card tags, so a messenger that fetches the link shows the league or the badge; their images
 * (1200x630) are drawn on the server, kept by what they show and served with an ETag. Outside /api: messengers
 * fetch without cookies, and the page is the browser's app (index.html) with the tags in its head.
 */
export async function registerPreviews(
  app: FastifyInstance,
  deps: AppDeps,
  staticDir?: string,
): Promise<void> {
  const cards = new CardCache();
  let index: Promise<string | null> | undefined;
  const indexHtml = () => {
    index ??= staticDir
      ? readFile(path.join(staticDir, 'index.html'), 'utf8').catch(() => null)
      : Promise.resolve(null);
    return index;
  };
  const origin = (req: FastifyRequest) =>
    (deps.config.appOrigin ?? `${req.protocol}://${req.host}`).replace(/\/$/, '');

  async function page<C>(
    req: FastifyRequest,
    reply: FastifyReply,
    preview: Preview<C> | null,
    image: string,
  ) {
    const base = origin(req);
    const tags = preview ? metaTags(preview, `${base}${req.url.split('?')[0]}`, `${base}${image}`) : '';
    const html = await indexHtml();
    const body = html
      ? html.replace('</head>', `    ${tags}\n  </head>`)
      : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(preview?.title ?? "Streak Pick'em")}</title>\n    ${tags}\n</head><body></body></html>`;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body);
  }

  async function image<C>(
    req: FastifyRequest,
    reply: FastifyReply,
    preview: Preview<C> | null,
    draw: (c: C) => CardNode,
  ) {
    if (!preview)
      return reply
        .status(404)
        .send({ message: 'This link has no preview: it may have expired or been mistyped.' });
    const card = await cards.get(preview.card, () => draw(preview.card));
    reply.header('etag', card.etag).header('cache-control', IMAGE_CACHE);
    if (req.headers['if-none-match'] === card.etag) return reply.status(304).send();
    return reply.type('image/png').send(card.png);
  }

  type P = Record<string, string>;
  const png = (file: string) => (file.endsWith('.png') ? file.slice(0, -4) : null);
  const ip = (req: FastifyRequest) => req.ip;

  app.get('/join/:code', async (req, reply) => {
    const { code } = req.params as P;
    return page(
      req,
      reply,
      await invitePreview(deps, code!, ip(req)),
      `/og/invite/${encodeURIComponent(code!)}.png`,
    );
  });
  app.get('/og/invite/:file', async (req, reply) => {
    const code = png((req.params as P).file!);
    return image(req, reply, code ? await invitePreview(deps, code, ip(req)) : null, inviteCard);
  });
  app.get('/share/streak/:token', async (req, reply) => {
    const { token } = req.params as P;
    return page(req, reply, await streakPreview(deps, token!), `/og/streak/${token}.png`);
  });
  app.get('/og/streak/:file', async (req, reply) => {
    const token = png((req.params as P).file!);
    return image(req, reply, token ? await streakPreview(deps, token) : null, streakCard);
  });
  app.get('/share/achievement/:type/:token', async (req, reply) => {
    const { type, token } = req.params as P;
    return page(
      req,
      reply,
      await achievementPreview(deps, type!, token!),
      `/og/achievement/${type}/${token}.png`,
    );
  });
  app.get('/og/achievement/:type/:file', async (req, reply) => {
    const { type, file } = req.params as P;
    const token = png(file!);
    return image(req, reply, token ? await achievementPreview(deps, type!, token) : null, achievementCard);
  });
}
