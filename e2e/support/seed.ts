import type { Db } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/auth/passwords';
import type { E2eUser } from './users';

export async function seedUser(db: Db, user: E2eUser): Promise<void> {
  await db.insert(users).values({
    name: user.name,
    email: user.email,
    passwordHash: await hashPassword(user.password),
    role: user.role,
    emailVerifiedAt: new Date(),
  });
}
