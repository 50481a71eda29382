import { describe, expect, it } from 'vitest';
import { shopUrlOf, welcomeRecord, welcomeText } from '../src/welcome.js';

describe('the welcome after the start', () => {
  it('gives the address a person opens: PUBLIC_URL, else the one listened on, a wildcard as loopback', () => {
    expect(shopUrlOf({ host: '127.0.0.1', port: 3000 }, undefined)).toBe('http://127.0.0.1:3000');
    expect(shopUrlOf({ host: '0.0.0.0', port: 8080 }, undefined)).toBe('http://127.0.0.1:8080');
    expect(shopUrlOf({ host: '::', port: 8080 }, undefined)).toBe('http://127.0.0.1:8080');
    expect(shopUrlOf({ host: '::1', port: 8080 }, undefined)).toBe('http://[::1]:8080');
    expect(shopUrlOf({ host: '0.0.0.0', port: 8080 }, 'https://shop.example')).toBe('https://shop.example');
  });

  it('shows a real shop how to make its first administrator, and no sign-ins', () => {
    const text = welcomeText({
      mode: 'production',
      shopUrl: 'https://shop.example',
      mailKeptInOutbox: false,
    });
    expect(text).toContain('Back-office   https://shop.example/admin');
    expect(text).toContain('npm run manager -- create EMAIL --admin');
    expect(text).not.toContain('Sign in');
    expect(text).not.toContain('mail:outbox');
  });

  it('keeps the passwords out of its log record', () => {
    const record = welcomeRecord({
      mode: 'demo',
      shopUrl: 'http://127.0.0.1:3000',
      demoAccounts: {
        accounts: [
          { role: 'admin', email: 'demo-admin@example.com', password: 'secret-1', deactivated: false },
        ],
        file: '/srv/data/demo-accounts.json',
      },
      mailKeptInOutbox: true,
    });
    expect(record.fields).toEqual({
      mode: 'demo',
      shop: 'http://127.0.0.1:3000/',
      backOffice: 'http://127.0.0.1:3000/admin',
      demoAccounts: [{ role: 'admin', email: 'demo-admin@example.com' }],
      demoAccountsFile: '/srv/data/demo-accounts.json',
    });
    expect(JSON.stringify(record)).not.toContain('secret-1');
  });
});
