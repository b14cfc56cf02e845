/**
 * Fastify's `trustProxy`: with TRUST_PROXY, trust one hop, the proxy in front of the server (hop 0 is the
 * socket). Trusting every hop would let a client choose its address by sending its own X-Forwarded-For,
 * which the proxy only appends to.
 */
export function proxyTrust(trustProxy: boolean): false | ((address: string, hop: number) => boolean) {
  return trustProxy ? (_address, hop) => hop < 1 : false;
}

/**
 * The caller's address as the rate limits count it: the socket's, or behind the trusted proxy the entry
 * that proxy appended to X-Forwarded-For (the last one). Earlier entries are whatever the client sent.
 * Fastify's `req.ip` gives the same for HTTP; WebSocket calls start from the raw upgrade request.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: boolean,
): string {
  const socket = socketAddress || 'unknown';
  if (!trustProxy || forwardedFor === undefined) return socket;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => entry.trim());
  return entries.at(-1) || socket;
}
