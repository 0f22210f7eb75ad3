import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { parseSettings, storedSettingsColumn, type StoredSetting } from '../settings/app-settings';

export interface Recipient {
  email: string;
  locale: string;
}

const RECIPIENT_SETTINGS = ['notification_recipients', 'default_locale'] as const;

/**
 * What deciding the recipients reads, as columns of one statement (callers may add their own
 * columns to it): the two settings, and every active admin, oldest first. The admins are read
 * even when the setting lists addresses: a few rows cost less than a second round trip.
 */
export function recipientColumns(): {
  recipientSettings: SQL<StoredSetting[]>;
  admins: SQL<Recipient[]>;
} {
  const active = and(eq(users.role, 'admin'), isNull(users.disabledAt));
  return {
    recipientSettings: storedSettingsColumn(RECIPIENT_SETTINGS),
    admins: sql<
      Recipient[]
    >`coalesce((select json_agg(json_build_object('email', ${users.email}, 'locale', ${users.locale}) order by ${users.createdAt}) from ${users} where ${active}), '[]'::json)`,
  };
}

/**
 * Who hears about new leads and partner sign-ups: the addresses in the `notification_recipients`
 * setting, else every active admin. Setting addresses get the default language; admins their own.
 */
export function recipientsFrom(read: {
  recipientSettings: StoredSetting[];
  admins: Recipient[];
}): Recipient[] {
  const stored = parseSettings(read.recipientSettings, RECIPIENT_SETTINGS);
  const listed = [
    ...new Set(stored.notification_recipients.map((item) => item.trim().toLowerCase())),
  ];
  if (listed.length > 0) return listed.map((email) => ({ email, locale: stored.default_locale }));
  return read.admins;
}

/** The recipients (recipientsFrom), read in one statement. */
export async function adminRecipients(db: DbOrTx): Promise<Recipient[]> {
  const [read] = await db.select(recipientColumns()).from(sql`(select 1) as one`);
  if (!read) throw new Error('recipient read returned no row');
  return recipientsFrom(read);
}
