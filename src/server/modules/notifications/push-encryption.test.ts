import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush, { WebPushError } from 'web-push';
import { TestPushService, vapidAuthorization } from '../../../../tests/support/push/push-service';
import { ENCRYPT_CHUNK, type EncryptJob, encryptPushes } from './push-encryption';
import { postPush } from './push-request';

// The encryption in worker threads (ADR 0031) against the test push service, which verifies the VAPID signature
// and decrypts every message: in chunks across a chunk's border, in order, a malformed key failing alone, and
// the same on the main thread (PUSH_ENCRYPT_THREADS=0).

const service = new TestPushService();
const vapid = webpush.generateVAPIDKeys();
beforeAll(() => service.start());
afterAll(() => service.close());

function jobsFor(count: number, tag: string): { jobs: EncryptJob[]; bad: number } {
  const bad = ENCRYPT_CHUNK + 1;
  const jobs = Array.from({ length: count }, (_, i): EncryptJob => {
    const device = service.device();
    const Authorization = vapidAuthorization(device, vapid);
    return {
      subscription: {
        endpoint: device.endpoint,
        keys: i === bad ? { p256dh: 'short', auth: 'x' } : device.keys,
      },
      payload: JSON.stringify({ title: `${tag} ${i}` }),
      options: { headers: { Authorization }, TTL: 60, contentEncoding: 'aes128gcm', topic: `t${i}` },
    };
  });
  return { jobs, bad };
}

describe.each([1, 0])('push encryption with %i worker thread(s)', (threads) => {
  it('encrypts every message for its device, in order, and fails a malformed key alone', async () => {
    const tag = `threads-${threads}`;
    const { jobs, bad } = jobsFor(ENCRYPT_CHUNK * 2 + 3, tag);
    const encrypted = encryptPushes(jobs, threads);
    const results = await Promise.allSettled(
      jobs.map(async (job, i) => {
        const request = await encrypted(i);
        expect(request.endpoint).toBe(job.subscription.endpoint);
        expect(request.headers.Topic).toBe(`t${i}`);
        await postPush(request, service.agent, 5_000);
      }),
    );
    const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [[i, String(r.reason)]] : []));
    expect(failed).toEqual([[bad, expect.stringContaining('p256dh')]]);
    const texts = service.received.map((p) => JSON.parse(p.text).title).filter((t) => t.startsWith(tag));
    expect(new Set(texts)).toEqual(new Set(jobs.map((_, i) => `${tag} ${i}`).filter((_, i) => i !== bad)));
    expect(service.received.every((p) => p.ttl === '60' && p.vapidKey === vapid.publicKey)).toBe(true);
  });

  it("rejects with web-push's WebPushError when the push service says the device is gone", async () => {
    const { jobs } = jobsFor(1, `gone-${threads}`);
    const device = service.device();
    service.answer(device, 410);
    const job = { ...jobs[0]!, subscription: { endpoint: device.endpoint, keys: device.keys } };
    const error = await postPush(await encryptPushes([job], threads)(0), service.agent, 5_000).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(WebPushError);
    expect((error as WebPushError).statusCode).toBe(410);
  });
});
