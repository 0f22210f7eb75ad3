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
});
