import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../../../scripts/build/compress';
import { sharedTestApp } from '../../../../tests/support/test-app';

// The built client as `npm run build` leaves it (Brotli and gzip copies beside the files), served by the
// app: the copy the browser accepts, the right Vary and Cache-Control, the browser router's fallback too.

const dir = path.join(os.tmpdir(), `pickem-compressed-${process.pid}-${randomBytes(4).toString('hex')}`);
const INDEX = `<!doctype html><html><head><title>Streak Pick'em</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(60)}</body></html>`;
const SCRIPT = `export const teams = ${JSON.stringify(Array.from({ length: 80 }, (_, i) => ({ id: i, name: `Team ${i}` })))};`;
const PNG = randomBytes(2048);
const ASSET = '/assets/index-Ab3_x9Zq.js';

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, ASSET), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'logo-Qw12Er34.png'), PNG);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  const written = await compressAssets(dir);
  expect(written.map((f) => f.path).sort()).toEqual(['assets/index-Ab3_x9Zq.js', 'index.html']);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const t = sharedTestApp({ config: { staticDir: dir } });
const get = (url: string, encoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...headers } });
const varies = (vary: unknown) =>
  String(vary ?? '')
    .toLowerCase()
    .includes('accept-encoding');

describe('the built client, compressed', () => {
  it.each(['/', '/leaderboard', '/games/12?day=today'])(
    'GET %s sends index.html in Brotli, revalidated on every load',
    async (url) => {
      const res = await get(url, 'gzip, deflate, br, zstd');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(varies(res.headers.vary)).toBe(true);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    },
  );

  it('sends gzip to a browser that takes only gzip, and the file itself to one that takes neither', async () => {
    const gz = await get('/leaderboard', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
    expect(varies(plain.headers.vary)).toBe(true);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets a year, in the encoding asked for', async () => {
    const res = await get(ASSET, 'br;q=1.0, gzip;q=0.8');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res.headers.vary)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('answers a revalidation of the compressed page with 304', async () => {
    const first = await get('/', 'br');
    const again = await get('/', 'br', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    // The gzip copy is another representation: its tag differs.
    expect((await get('/', 'gzip')).headers.etag).not.toBe(first.headers.etag);
  });

  it('sends files with no compressed copy as they are, without Vary', async () => {
    const png = await get('/assets/logo-Qw12Er34.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.equals(PNG)).toBe(true);
    expect(varies(png.headers.vary)).toBe(false);
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Too small to be worth a copy, but a kind that could have one.
    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body).toBe('<svg/>');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});
