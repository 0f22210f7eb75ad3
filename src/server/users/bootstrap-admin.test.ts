import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { users } from '../db/schema';
import { verifyPassword } from '../auth/passwords';
import { bootstrapAdmin, StartupRefusal } from './bootstrap-admin';
import { findUserByEmail } from './users.queries';

function recordingLogger() {
  const lines: string[] = [];
  const logger = {
    info: (...args: unknown[]) => lines.push(args.map(String).join(' ')),
    warn: (...args: unknown[]) => lines.push(args.map(String).join(' ')),
  } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: '', memory: true });
  await migrate(database);
});
afterAll(() => database.close());

describe('bootstrapAdmin', () => {
  // Issue 42, item 9: the README's first command with a password holding part of the e-mail.
  it('refuses an ADMIN_PASSWORD the rule refuses in one line naming the variable and the rule', async () => {
    const fresh = await openDatabase({ dataDir: '', memory: true });
    await migrate(fresh);
    const { logger } = recordingLogger();
    const refusal = await bootstrapAdmin(
      fresh.db,
      { email: 'admin@example.com', password: 'Walk-Admin-Pass-2026!' },
      logger,
    ).catch((error: unknown) => error);
    await fresh.close();
    expect(refusal).toBeInstanceOf(StartupRefusal);
    const message = (refusal as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toMatch(/^ADMIN_PASSWORD is refused for admin@example\.com: /);
    expect(message).toContain('must not contain your e-mail address');
    expect(message).toContain("ADMIN_PASSWORD='Quiet-Harbour-Lantern-1987'");
  });

  it('creates the first admin once with a generated password it hands back and never logs', async () => {
    const { logger, lines } = recordingLogger();
    const first = await bootstrapAdmin(database.db, {}, logger);
    expect(first?.email).toBe('admin@example.com');
    const password = first?.generatedPassword ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(lines.join('\n')).not.toContain(password);
    const admin = await findUserByEmail(database.db, 'admin@example.com');
    expect(admin?.role).toBe('admin');
    expect(admin?.passwordChangeRequired).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);

    const again = await Promise.all([
      bootstrapAdmin(database.db, {}, logger),
      bootstrapAdmin(database.db, {}, logger),
    ]);
    expect(again).toEqual([null, null]);
    const [row] = await database.db.select({ total: count() }).from(users);
    expect(row?.total).toBe(1);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given', async () => {
    const fresh = await openDatabase({ dataDir: '', memory: true });
    try {
      await migrate(fresh);
      const { logger, lines } = recordingLogger();
      await bootstrapAdmin(
        fresh.db,
        { email: 'boss@firm.test', password: 'a very long password' },
        logger,
      );
      const admin = await findUserByEmail(fresh.db, 'BOSS@firm.test');
      expect(await verifyPassword(admin!.passwordHash, 'a very long password')).toBe(true);
      // The operator chose this password: no forced change.
      expect(admin?.passwordChangeRequired).toBe(false);
      expect(lines.join('\n')).not.toContain('a very long password');
    } finally {
      await fresh.close();
    }
  });
});
