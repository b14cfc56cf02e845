import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, sameOrigin } from '../../../../../tests/support/calls';
import { sharedTestApp } from '../../../../../tests/support/test-app';

// Answers of tRPC's adapter (batches, and anything single-call.ts leaves to it) keep their status and content
// type when the caller accepts compression, as every browser does.

const t = sharedTestApp();
let cookie: string;

beforeAll(async () => {
  cookie = (await account(t)).cookie;
});

const decode: Record<string, (b: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (b) => b,
};

async function ask(url: string, encoding: string, who?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...sameOrigin, 'accept-encoding': encoding, ...(who ? { cookie: who } : {}) },
  });
  const coding = (res.headers['content-encoding'] as string | undefined) ?? 'identity';
  return {
    status: res.statusCode,
    contentType: res.headers['content-type'],
    body: JSON.parse(decode[coding]!(res.rawPayload).toString('utf8')),
  };
}

describe("the adapter's answers under compression", () => {
  for (const encoding of ['br', 'gzip']) {
    it(`a batch with ${encoding}: the status, the JSON content type and the same body as uncompressed`, async () => {
      const url = '/trpc/auth.me,auth.me?batch=1&input=%7B%7D';
      const plain = await ask(url, 'identity', cookie);
      const packed = await ask(url, encoding, cookie);
      expect(packed).toEqual(plain);
      expect(packed.status).toBe(200);
      expect(packed.contentType).toMatch(/^application\/json/);
      expect(packed.body).toHaveLength(2);
    });

    it(`an error with ${encoding} keeps its status (401 signed out)`, async () => {
      const got = await ask('/trpc/picks.mine?adapter', encoding);
      expect(got.status).toBe(401);
      expect(got.contentType).toMatch(/^application\/json/);
      expect(got.body.error.data.httpStatus).toBe(401);
    });
  }
});
