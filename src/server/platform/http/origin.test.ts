import { describe, expect, it } from 'vitest';
import { checkRequestOrigin, isAllowedOrigin } from './origin';

const base = { host: 'picks.example.com', allowed: ['https://partner.example.org'] };

describe('origin check', () => {
  it.each([
    ['https://picks.example.com', true],
    ['http://picks.example.com', true],
    ['https://partner.example.org', true],
    ['https://partner.example.org/', true],
    ['https://evil.example.net', false],
    ['https://picks.example.com.evil.net', false],
    ['null', false],
    ['file://picks.example.com', false],
    ['not a url', false],
  ])('origin %s allowed: %s', (origin, allowed) => {
    expect(isAllowedOrigin(origin, base.host, base.allowed)).toBe(allowed);
  });

  it.each([
    ['GET', undefined, true, 'ok'],
    ['HEAD', 'https://evil.example.net', true, 'ok'],
    ['POST', 'https://picks.example.com', true, 'ok'],
    ['POST', undefined, true, 'missing-origin'],
    ['PUT', undefined, false, 'ok'],
    ['POST', 'https://evil.example.net', false, 'foreign-origin'],
    ['DELETE', 'https://evil.example.net', true, 'foreign-origin'],
    ['POST', 'null', false, 'foreign-origin'],
  ] as const)('%s with Origin %s and cookie %s is %s', (method, origin, hasSessionCookie, verdict) => {
    expect(checkRequestOrigin({ method, origin, hasSessionCookie, ...base })).toBe(verdict);
  });
});
