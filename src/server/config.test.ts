import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for `npm start` on the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: 'localhost',
      PORT: 3000,
      DATA_DIR: './data',
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset and parses flags and numbers', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      PORT: '8080',
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: '',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'short' })).toThrow(
      /PORT.*ADMIN_EMAIL.*ADMIN_PASSWORD/,
    );
  });

  it('takes the S3 settings all together or not at all', () => {
    const s3 = {
      S3_BUCKET: 'documents',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ap-southeast-2',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).S3_BUCKET).toBe('documents');
    expect(loadConfig({ S3_BUCKET: '' }).S3_BUCKET).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'documents', S3_REGION: 'x' })).toThrow(
      /S3_ENDPOINT.*S3_ACCESS_KEY_ID.*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
