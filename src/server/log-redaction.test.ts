import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../tests/support/test-app';
import { openTestDatabase } from '../../tests/support/test-database';
import { buildApp } from './app';
import type { Database } from './db/client';
import { tokenRoutePatterns } from './lib/redact-url';
import { logRequests } from './logger';

/**
 * Issue 31, finding 5: "a token followed by an extra character in its path segment is logged in
 * clear". Redaction goes by route: every route with a token parameter, whatever its segment holds.
 */
const SUFFIXES = ['', '.', ')', '%20', '=', '%3D', ',', '~', '!'];

let lines: string[];
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  lines = [];
  database = await openTestDatabase();
  app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
    database,
    logStream: { write: (line) => lines.push(line) },
  });
  logRequests(app);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const freshToken = () => randomBytes(32).toString('base64url');
/** A route pattern with its token parameter (and any other) filled in. */
const fill = (pattern: string, token: string) =>
  pattern
    .split('/')
    .map((part) =>
      part === ':token' || part === ':id' ? token : part.startsWith(':') ? 'x' : part,
    )
    .join('/');

describe('the request log redacts token segments by route', () => {
  it('knows the API routes and the pages that carry a token', () => {
    const patterns = tokenRoutePatterns();
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/api/guest/term-sheet/:token',
        '/api/guest/upload/:token/files',
        '/api/guest/full-application/:token/sections/:section',
        '/password/reset/:token',
        '/invite/:token',
        '/term-sheet/:id',
        '/upload/:id',
        '/full-application/:id',
      ]),
    );
  });

  it('every token route, with any character after the token, logs no part of it', async () => {
    const leaked: string[] = [];
    for (const pattern of tokenRoutePatterns()) {
      for (const suffix of SUFFIXES) {
        const token = freshToken();
        lines.length = 0;
        await app.inject({ method: 'GET', url: fill(pattern, token + suffix) });
        const log = lines.join('');
        expect(log, pattern).toContain('[redacted]');
        // Half the token is as good as a guess: no 12-character run of it may remain.
        if (log.includes(token.slice(0, 12)) || log.includes(token.slice(-12))) {
          leaked.push(`${pattern} + ${JSON.stringify(suffix)}`);
        }
      }
    }
    expect(leaked).toEqual([]);
  });

  it('a path spelled differently (/%61pi, upper case, double slash) is redacted all the same', async () => {
    const spellings = (token: string) => [
      `/%61pi/guest/term-sheet/${token}.`,
      `/api/guest/%74erm-sheet/${token})`,
      `/API/GUEST/UPLOAD/${token}=`,
      `//api/guest/upload/${token}%20`,
      `/password/reset/${token}.`,
      `/invite/${token}%29`,
      `/email/verify/x?%73ignature=${token}.&expires=1`,
      `/api/guest/term-sheet/${token}?token=${token}`,
    ];
    for (const url of spellings(freshToken())) {
      const token = /[A-Za-z0-9_-]{43}/.exec(url)![0];
      lines.length = 0;
      await app.inject({ method: 'GET', url });
      const log = lines.join('');
      expect(log, url).toContain('[redacted]');
      expect(log, url).not.toContain(token.slice(0, 12));
    }
  });

  it('keeps the rest of the path readable', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/api/guest/term-sheet/${freshToken()}./accept` });
    expect(lines.join('')).toContain('/api/guest/term-sheet/[redacted]/accept');
  });
});

describe('the request log redacts every query value (issue 41, finding 8)', () => {
  it('keeps the names and drops the values: keys, e-mails and phones typed in a search', async () => {
    lines.length = 0;
    const key = `lr_live_${freshToken()}`;
    await app.inject({
      method: 'GET',
      url: `/api/search?q=ada.lovelace%40example.com&phone=%2B61412345678&api_key=${key}&page=&flag`,
    });
    const logged = lines.join('');
    expect(logged).toContain(
      '/api/search?q=[redacted]&phone=[redacted]&api_key=[redacted]&page=&[redacted]',
    );
    for (const secret of [key, 'ada.lovelace', 'example.com', '61412345678', 'flag'])
      expect(logged).not.toContain(secret);
  });
});
