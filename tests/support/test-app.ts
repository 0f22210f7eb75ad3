import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Role } from '../../src/shared/auth/permissions';
import { loadConfig, type AppConfig } from '../../src/server/config';
import type { Database, Db } from '../../src/server/db/client';
import { createUser, TEST_PASSWORD } from './factories';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** inject() with a valid XSRF cookie and header, and optionally a bearer token. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Creates a user of `role` and signs them in; returns the user and its bearer token. */
  signIn(
    role: Role,
    overrides?: Parameters<typeof createUser>[1],
    options?: Parameters<typeof createUser>[2],
  ): Promise<{
    user: Awaited<ReturnType<typeof createUser>>;
    token: string;
  }>;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...overrides,
  });
}

export async function createTestApp(
  configOverrides: Record<string, string> = {},
  /** Where the app's log lines go (a test reads them); with LOG_LEVEL among the overrides. */
  logStream?: { write(line: string): void },
): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(configOverrides), { database, logStream });
  await app.ready();
  const first = await app.inject({ method: 'GET', url: '/healthz' });
  const xsrf = first.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('the app issued no XSRF-TOKEN cookie');

  const request: TestApp['request'] = ({ token, headers, cookies, ...options }) =>
    app.inject({
      ...options,
      headers: {
        'x-xsrf-token': xsrf,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      cookies: { 'XSRF-TOKEN': xsrf, ...cookies },
    });

  return {
    app,
    db: database.db,
    database,
    request,
    async signIn(role, overrides = {}, options = {}) {
      const user = await createUser(database.db, { role, ...overrides }, options);
      const response = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return { user, token: response.json().token as string };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
