import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { appNames, passwordProblem } from '../auth/password-strength';
import { hashPassword } from '../auth/passwords';
import { translator } from '../i18n';
import { randomToken } from '../lib/hash';

const BOOTSTRAP_LOCK_KEY = 7_240_153_002;

export interface AdminInput {
  email: string;
  password: string;
  name?: string;
  /** The password was generated and shown: the admin must choose their own at first sign-in. */
  passwordChangeRequired?: boolean;
}

/** A password the rule refuses, said in words (English: a terminal reads it). */
class PasswordRefusedError extends Error {}

/**
 * The first start cannot go on: one line for the person at the terminal, no stack trace (issue 42,
 * item 9: both people who tried the README's first command met a raw stack).
 */
export class StartupRefusal extends Error {}

/** A password this rule accepts, for the refusal to show. */
const PASSING_EXAMPLE = 'Quiet-Harbour-Lantern-1987';

/** First admin and `admin:create`: the same password rule as every form, said in words. */
export async function createAdmin(db: Db, input: AdminInput) {
  const problem = passwordProblem(input.password, input, await appNames(db));
  if (problem) throw new PasswordRefusedError(`Password refused: ${translator('en')(problem)}`);
  const [user] = await db
    .insert(users)
    .values({
      name: input.name ?? 'Administrator',
      email: input.email.trim(),
      passwordHash: await hashPassword(input.password),
      role: 'admin',
      emailVerifiedAt: new Date(),
      passwordChangeRequired: input.passwordChangeRequired ?? false,
    })
    .returning();
  if (!user) throw new Error('admin insert returned no row');
  return user;
}

export interface FirstAdmin {
  email: string;
  /** Set when no ADMIN_PASSWORD was given: shown once by the caller, never logged. */
  generatedPassword?: string;
}

/**
 * First start: with no users at all, create the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, or
 * with a generated password that the admin must replace at first sign-in. Returns the admin
 * created (null when there were users already); the lock keeps two processes from both doing it.
 * The generated password is handed back, not logged: a log shipper would keep it for ever.
 */
export async function bootstrapAdmin(
  db: Db,
  options: { email?: string; password?: string },
  log: FastifyBaseLogger,
): Promise<FirstAdmin | null> {
  const generated = options.password === undefined;
  const password = options.password ?? randomToken(15);
  const email = options.email ?? 'admin@example.com';
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    const [row] = await tx.select({ total: count() }).from(users);
    if ((row?.total ?? 0) > 0) return null;
    try {
      await createAdmin(tx as unknown as Db, {
        email,
        password,
        passwordChangeRequired: generated,
      });
    } catch (error) {
      if (!(error instanceof PasswordRefusedError)) throw error;
      throw new StartupRefusal(
        `ADMIN_PASSWORD is refused for ${email}: ${error.message.replace('Password refused: ', '')} ` +
          `Set one like ADMIN_PASSWORD='${PASSING_EXAMPLE}'.`,
      );
    }
    log.info({ email, generatedPassword: generated }, 'first admin created');
    return generated ? { email, generatedPassword: password } : { email };
  });
}
