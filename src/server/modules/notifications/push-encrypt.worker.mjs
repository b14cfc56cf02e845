import webpush from 'web-push';

// Runs in a worker thread of the push encryption pool (push-encryption.ts, ADR 0031), so plain JavaScript: a
// worker thread is a new Node instance without tsx's or vitest's TypeScript loader, and the build copies this
// file as it is next to build/server/main.js. It holds only web-push's protocol part: per message a new ECDH key
// pair and agreement, HKDF and AES-128-GCM (RFC 8291) and the headers (RFC 8030), which took about 0.25 ms of
// the main thread per push. The request itself is sent by the main thread over its kept-open connections.

/**
 * Encrypts a chunk of messages. A message that cannot be encrypted (a malformed key) answers its error's text
 * instead, so one bad subscription fails alone.
 * @param {{ subscription: { endpoint: string, keys: { p256dh: string, auth: string } }, payload: string, options: object }[]} jobs
 */
export default function encryptPushes(jobs) {
  return jobs.map(({ subscription, payload, options }) => {
    try {
      const { endpoint, method, headers, body } = webpush.generateRequestDetails(
        subscription,
        payload,
        options,
      );
      return { ok: true, request: { endpoint, method, headers, body } };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  });
}
