import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { TSessionUser } from '../../shared/auth/auth.contract';
import { permissionsFor } from '../../shared/auth/permissions';
import type { UserRow } from '../auth/tokens';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The user as the browser sees it: no hash, with roles and permissions spelled out. */
export function toSessionUser(user: UserRow): TSessionUser {
  const roles = [user.role];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    roles,
    permissions: permissionsFor(roles),
    locale: user.locale,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
  };
}
