import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './docs-page';
import { type ApiReference, buildOpenApiDocument } from './document';

// The page has no script and loads nothing from elsewhere; the policy says so to the browser.
const DOCS_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * GET /api/openapi.json and GET /api/docs: public, built once on first use (the routes never change at run time).
 * The reference's `origin` (APP_ORIGIN) is the document's server when set.
 */
export function registerApiReference(app: FastifyInstance, reference: ApiReference) {
  let built: { json: string; html: string } | null = null;
  const pages = () => {
    if (!built) {
      const doc = buildOpenApiDocument(reference);
      built = { json: JSON.stringify(doc), html: renderDocsPage(doc) };
    }
    return built;
  };
  app.get('/openapi.json', (_req, reply) => reply.type('application/json; charset=utf-8').send(pages().json));
  app.get('/docs', (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', DOCS_POLICY).send(pages().html),
  );
}
