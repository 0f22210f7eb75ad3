import { describe, expect, it } from 'vitest';
import { testConfig } from '../../tests/support/test-app';
import { startBanner } from './start-banner';

describe('the start banner', () => {
  it('says where the app is, its database and its mail folder', () => {
    const banner = startBanner(
      testConfig({ APP_NAME: 'Acme Lending', DATA_DIR: '/srv/acme' }),
      'http://localhost:3000',
      null,
    );
    expect(banner).toContain('Acme Lending is running');
    expect(banner).toContain('Open       http://localhost:3000');
    expect(banner).toContain('embedded PGlite in /srv/acme/pglite');
    expect(banner).toContain('written as .eml files to /srv/acme/mail');
    expect(banner).not.toContain('password');
  });

  it('names PostgreSQL and SMTP without their credentials, and shows a generated password', () => {
    const banner = startBanner(
      testConfig({
        DATABASE_URL: 'postgres://app:s3cret@db.internal:5432/lendref',
        SMTP_URL: 'smtp://mailer:hunter2@smtp.internal:587',
      }),
      'https://lend.example',
      { email: 'admin@example.com', generatedPassword: 'Generated-Password-123' },
    );
    expect(banner).toContain('PostgreSQL postgres://db.internal:5432/lendref');
    expect(banner).toContain('SMTP smtp://smtp.internal:587');
    expect(banner).not.toMatch(/s3cret|hunter2|mailer|app:/);
    expect(banner).toContain('password   Generated-Password-123');
    expect(banner).toContain('choose your own password at first sign-in');
  });
});
