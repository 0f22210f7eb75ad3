import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { randomToken } from '../lib/hash';

const BOOTSTRAP_LOCK_KEY = 7_240_153_002;

export interface AdminInput {
  email: string;
  password: string;
  name?: string;
}

export async function createAdmin(db: Db, input: AdminInput) {
  const [user] = await db
    .insert(users)
    .values({
      name: input.name ?? 'Administrator',
      email: input.email.trim(),
      passwordHash: await hashPassword(input.password),
      role: 'admin',
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('admin insert returned no row');
  return user;
}

/**
 * First start: with no users at all, create the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, or
 * with a generated password printed once. The lock keeps two processes from both doing it.
 */
export async function bootstrapAdmin(
  db: Db,
  options: { email?: string; password?: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const generated = options.password === undefined;
  const password = options.password ?? randomToken(15);
  const email = options.email ?? 'admin@example.com';
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    const [row] = await tx.select({ total: count() }).from(users);
    if ((row?.total ?? 0) > 0) return;
    await createAdmin(tx as unknown as Db, { email, password });
    if (generated) {
      // Printed once, on purpose: the only way to learn the generated password.
      log.warn(`First admin created: ${email} / ${password} (change it under Settings → Password)`);
    } else {
      log.info({ email }, 'first admin created from ADMIN_EMAIL');
    }
  });
}
