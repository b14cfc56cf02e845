import type { IncomingMessage } from 'node:http';
import type { HelmetOptions } from 'helmet';

/** A Host header as a browser sends it (name or IP, optional port); anything else is left out of the policy. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The page's own WebSocket endpoint. CSP Level 3 lets 'self' cover ws:/wss: of the same host, but older
 * engines (Safari before 15.4) do not, so the socket's origin is named too.
 */
export function ownSocketSources(host: string | undefined): string {
  return host && PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * The Content Security Policy of every response. Scripts come only from our own files (vite emits no
 * inline script). Styles allow 'unsafe-inline': Mantine writes its CSS variables into a <style> element
 * at run time and sets style attributes from its style props, which neither nonces nor hashes can cover.
 * That is the one loosening; script injection stays closed, which is what the policy is for.
 */
export function contentSecurityPolicy(production: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", (req: IncomingMessage) => ownSocketSources(req.headers.host)],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Over HTTPS only: on plain-HTTP development hosts it would send the page's own calls to https.
      ...(production ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * helmet's headers for every response: the policy above, no framing, HSTS in production only (a
 * development host on plain HTTP must not pin the browser to HTTPS). The referrer policy is same-origin
 * and not helmet's no-referrer: under no-referrer a browser sends `Origin: null` on the page's own POSTs,
 * which the Origin check (origin.ts) would then refuse.
 */
export function securityHeaders(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(production),
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  };
}
