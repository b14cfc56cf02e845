import { describe, expect, it } from 'vitest';
import { MAIL_PARALLEL } from './outbox.rules';
import { smtpUrlWithDefaults } from './transports';

describe('the SMTP URL the transport is built from', () => {
  it('adds the pool and the timeouts, keeping what the operator wrote', () => {
    const url = new URL(
      smtpUrlWithDefaults('smtps://user:p%40ss@mail.example.com:465?maxConnections=2&ignoreTLS=true'),
    );
    expect(url.protocol).toBe('smtps:');
    expect([url.username, decodeURIComponent(url.password), url.host]).toEqual([
      'user',
      'p@ss',
      'mail.example.com:465',
    ]);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      maxConnections: '2',
      ignoreTLS: 'true',
      pool: 'true',
      maxMessages: '100',
      connectionTimeout: '10000',
      greetingTimeout: '10000',
      socketTimeout: '20000',
    });
    expect(new URL(smtpUrlWithDefaults('smtp://127.0.0.1:2525')).searchParams.get('maxConnections')).toBe(
      String(MAIL_PARALLEL),
    );
  });
});
