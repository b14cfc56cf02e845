import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../../../tests/support/test-app';

// The server's own answers (here the OpenAPI document, tens of KiB of JSON) in the encoding the client accepts;
// small answers and clients that accept none as they are.

const t = sharedTestApp();
const get = (url: string, encoding?: string) =>
  t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('answers compressed for clients that accept it', () => {
  it('sends a large JSON answer in Brotli, or gzip, and the same document either way', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const br = await get('/api/openapi.json', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));

    const gz = await get('/api/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('leaves a small answer as it is', async () => {
    const health = await get('/healthz', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ database: 'reachable' });
  });

  it('keeps a 4xx message readable as { message } through the compression', async () => {
    const missing = await get('/api/games/not-a-number', 'gzip');
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.statusCode).toBeLessThan(500);
    const body =
      missing.headers['content-encoding'] === 'gzip'
        ? gunzipSync(missing.rawPayload).toString()
        : missing.body;
    expect(JSON.parse(body)).toHaveProperty('message');
  });
});
