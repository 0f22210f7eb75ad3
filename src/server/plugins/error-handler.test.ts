import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createUser } from '../../../tests/support/factories';
import { openTestDatabase } from '../../../tests/support/test-database';
import { registerErrorHandler } from './error-handler';

// The driver's own error reaches the handler wrapped by drizzle (`cause`): a unique index that
// refuses a row must still answer 409, on PGlite and on PostgreSQL alike.
let database: Database;
let existingEmail: string;

beforeAll(async () => {
  database = await openTestDatabase();
  existingEmail = (await createUser(database.db)).email;
});

afterAll(async () => {
  await database.close();
});

describe('the error handler reads database errors through their causes', () => {
  it('a unique violation raised through drizzle answers 409 with the conflict message', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.post('/duplicate', async () => {
      await database.db
        .insert(users)
        .values({ name: 'Twin', email: existingEmail, role: 'partner' });
      return { stored: true };
    });
    const response = await app.inject({ method: 'POST', url: '/duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This conflicts with an existing record.',
    });
    await app.close();
  });
});
