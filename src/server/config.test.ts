import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default or when false', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it('takes a number of proxy hops', () => {
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it("takes the proxies' addresses and CIDR ranges, comma-separated", () => {
    expect(load({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(load({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
  });

  it.each(['true', 'yes', 'proxy.example.com', '10.0.0.1/33', '10.0.0', '-1', '1.5', '10.0.0.1,'])(
    'stops the server at start for %j, naming the variable',
    (value) => {
      expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
    },
  );
});

describe('SMTP_URL, MAIL_FROM, APP_URL', () => {
  it('keeps mail in the outbox by default, with links to this server', () => {
    expect(load({}).mail).toEqual({
      smtpUrl: null,
      from: 'Matchday <no-reply@matchday.local>',
      appUrl: 'http://localhost:5000',
    });
    expect(load({ SMTP_URL: '  ', PORT: '8080' }).mail.appUrl).toBe('http://localhost:8080');
  });

  it('takes an smtp:// or smtps:// server, a sender and the public address', () => {
    const mail = load({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Club <club@example.com>',
      APP_URL: 'https://matchday.example.com',
    }).mail;
    expect(mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Club <club@example.com>',
      appUrl: 'https://matchday.example.com',
    });
  });

  it.each(['mail.example.com', 'http://mail.example.com', 'smtp//nope'])(
    'stops the server at start for SMTP_URL=%j',
    (value) => {
      expect(() => load({ SMTP_URL: value })).toThrow(/SMTP_URL: /);
    },
  );
});

describe('INSTANCE_NAME', () => {
  it('is off unless set, and trimmed', () => {
    expect(load({}).instanceName).toBeNull();
    expect(load({ INSTANCE_NAME: ' ' }).instanceName).toBeNull();
    expect(load({ INSTANCE_NAME: ' web-1 ' }).instanceName).toBe('web-1');
  });

  it('refuses what cannot go into a header plainly', () => {
    for (const value of ['web 1', 'a\r\nSet-Cookie: x=1', 'x'.repeat(65)]) {
      expect(() => load({ INSTANCE_NAME: value })).toThrow(/INSTANCE_NAME: /);
    }
  });
});
