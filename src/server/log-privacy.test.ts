import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { applicationPayload, createUser } from '../../tests/support/factories';
import { testConfig } from '../../tests/support/test-app';
import { openTestDatabase } from '../../tests/support/test-database';
import { buildApp } from './app';
import type { Database } from './db/client';
import { TEST_APP_KEY, filledFormToken } from './leads/leads.test-support';

// The applicant's details as the failing requests below send them.
const APPLICANT = {
  first_name: 'Wilhelmina',
  last_name: 'Quarterbridge',
  email: 'wilhelmina.quarterbridge@privacy-probe.test',
  mobile: '0412 987 654',
  business_name: 'Quarterbridge Orchards Pty Ltd',
};
const NEVER_IN_LOGS = [
  APPLICANT.first_name,
  APPLICANT.last_name,
  APPLICANT.email,
  '+61412987654',
  '412987654',
  APPLICANT.business_name,
];

let lines: string[];
let app: FastifyInstance;
let database: Database;
let xsrf: string;

beforeAll(async () => {
  lines = [];
  database = await openTestDatabase();
  app = await buildApp(testConfig({ LOG_LEVEL: 'info', APP_KEY: TEST_APP_KEY }), {
    database,
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
  const first = await app.inject({ method: 'GET', url: '/healthz' });
  xsrf = first.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
});
afterAll(() => app.close());

const apply = () =>
  app.inject({
    method: 'POST',
    url: '/api/apply',
    headers: { 'x-xsrf-token': xsrf },
    cookies: { 'XSRF-TOKEN': xsrf },
    payload: { form_token: filledFormToken(), ...applicationPayload(APPLICANT) },
  });

describe('the log keeps no personal data of failing requests', () => {
  it('a database error logs its code and statement, never the values', async () => {
    const email = 'duplicate.owner@privacy-probe.test';
    await createUser(database.db, { email });
    let failure: unknown;
    try {
      await database.db.execute(
        sql`insert into users (name, email, role) values (${APPLICANT.first_name}, ${email}, 'partner')`,
      );
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    app.log.error({ err: failure }, 'insert failed');
    const logged = lines.at(-1)!;
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain('insert into users');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(APPLICANT.first_name);
  });

  it('an application that fails in the database leaves no applicant detail in the log', async () => {
    await database.close();
    const response = await apply();
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    const log = lines.join('');
    expect(log).toMatch(/"level":50/);
    for (const value of NEVER_IN_LOGS) expect(log, value).not.toContain(value);
  });
});
