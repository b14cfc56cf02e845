import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../tests/support/test-app';
import { buildApp } from './app';
import { SERVER_FAULT_MESSAGE } from './platform/transport/trpc/error-message';

const staticDir = path.join(os.tmpdir(), `pickem-static-${process.pid}-${randomBytes(4).toString('hex')}`);
const INDEX_HTML = '<!doctype html><html><body><div id="root">streak pickem shell</div></body></html>';

// Registered before sharedTestApp's own beforeAll, so the folder exists when the app is built.
beforeAll(() => {
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("app");');
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const t = sharedTestApp({ config: { staticDir } });

describe('health', () => {
  it('answers 200 with the database reachable', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'reachable' });
    expect(Number.isNaN(Date.parse(res.json().serverTime))).toBe(false);
  });
});

describe('API paths nobody serves', () => {
  it.each(['/api/nope', '/api/auth/nothing-here', '/trpc', '/%61pi/nope'])(
    '%s is a JSON 404 with a message',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: expect.stringContaining('Not found') });
    },
  );

  it('answers an unknown tRPC procedure with 404', async () => {
    const res = await t.app.inject({ url: '/trpc/nope.nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.data.code).toBe('NOT_FOUND');
  });

  it('does not hand the page to a POST on an unknown path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/some/page', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found: POST /some/page' });
  });
});

describe('the browser client', () => {
  it.each(['/', '/some/deep/route', '/admin', '/games?day=today'])(
    'GET %s serves index.html for the browser router',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it('serves the built files as they are', async () => {
    const res = await t.app.inject({ url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('console.log("app");');
  });

  it('answers a missing file with 404, not with the page', async () => {
    for (const url of ['/missing.js', '/assets/gone.css']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('streak pickem shell');
      expect(res.json()).toEqual({ message: expect.stringContaining('Not found') });
    }
  });
});

describe('server faults', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ ...t.deps, config: { ...t.deps.config, staticDir: undefined } });
    app.get('/boom', async () => {
      throw new Error('secret detail: connection to db-host-7 refused');
    });
    app.get('/api/boom', async () => {
      throw Object.assign(new Error('pool exhausted at worker 3'), { statusCode: 503 });
    });
    app.get('/teapot', async () => {
      throw Object.assign(new Error('Short and stout.'), { statusCode: 418 });
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('answers a thrown error with 500 and plain words, no message or stack of the fault', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: SERVER_FAULT_MESSAGE });
    expect(SERVER_FAULT_MESSAGE).toBe('Something went wrong on our side. Please try again.');
    expect(res.body).not.toMatch(/secret detail|db-host|stack|\.ts:\d+/);
  });

  it('hides the insides of any 5xx, and keeps the words of a 4xx', async () => {
    const unavailable = await app.inject({ url: '/api/boom' });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({ message: SERVER_FAULT_MESSAGE });
    const teapot = await app.inject({ url: '/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({ message: 'Short and stout.' });
  });

  it('without a built client, a page path is a JSON 404', async () => {
    const res = await app.inject({ url: '/some/deep/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found: GET /some/deep/route' });
  });
});
