import { type Agent, request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { WebPushError } from 'web-push';
import type { EncryptedRequest } from './push-encryption';

/**
 * Posts one encrypted message to its push service, as web-push's sendNotification does after encrypting: a
 * status outside 2xx rejects with a WebPushError (404/410: the device is gone), a socket idle for `timeoutMs`
 * rejects with "Socket timeout", a network error as it comes. `lookup` resolves the push service's name when a
 * connection is opened (publicOnlyLookup for the known services); absent, the system's resolver.
 */
export function postPush(
  prepared: EncryptedRequest,
  agent: Agent,
  timeoutMs: number,
  lookup?: LookupFunction,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = new URL(prepared.endpoint);
    const req = request(
      {
        // url.parse (web-push) gave the host without an IPv6 literal's brackets.
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: prepared.method,
        headers: prepared.headers,
        timeout: timeoutMs,
        agent,
        ...(lookup ? { lookup } : {}),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status < 200 || status > 299) {
            reject(
              new WebPushError(
                'Received unexpected response code',
                status,
                res.headers as WebPushError['headers'],
                text,
                prepared.endpoint,
              ),
            );
          } else {
            resolve();
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('Socket timeout')));
    req.on('error', reject);
    if (prepared.body.byteLength > 0) req.write(prepared.body);
    req.end();
  });
}
