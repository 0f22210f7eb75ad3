import { describe, expect, it } from 'vitest';
import { findLeaks } from './secret-scan';

const mail = 'Reset: https://app.test/password/reset/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd\n';

describe('the secret scan of the server log', () => {
  it('finds nothing in a clean log', () => {
    const log = '{"msg":"POST /api/login 200"}\n{"msg":"GET /password/reset/[redacted] 200"}';
    expect(findLeaks(log, [mail], ['e2e password 12345'])).toEqual([]);
  });

  it('names each kind of leak without quoting it', () => {
    const log = [
      'GET /password/reset/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd 200',
      '{"password":"e2e password 12345"}',
      'authorization: Bearer AbCdEfGhIjKlMnOpQrStUvWxYz0123',
      '{"token":"AbCdEfGhIjKlMnOpQrStUvWxYz0123"}',
    ].join('\n');
    const leaks = findLeaks(log, [mail], ['e2e password 12345']);
    expect(leaks).toEqual([
      'a user’s password',
      '1 of 1 one-time tokens sent by e-mail',
      'a bearer token',
      'a password field',
      'a token field',
    ]);
    expect(leaks.join(' ')).not.toContain('e2e password 12345');
  });
});
