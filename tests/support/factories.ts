import { faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/auth/passwords';

export const TEST_PASSWORD = 'correct horse battery staple';
// One hash for every test user: argon2 is slow on purpose, tests need not pay it each time.
const passwordHash = hashPassword(TEST_PASSWORD);

export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  const [user] = await db
    .insert(users)
    .values({
      name: faker.person.fullName(),
      email: faker.internet
        .email({ provider: `${faker.string.alphanumeric(8)}.test` })
        .toLowerCase(),
      passwordHash: await passwordHash,
      role: 'partner',
      emailVerifiedAt: sql`now()`,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  return user;
}
