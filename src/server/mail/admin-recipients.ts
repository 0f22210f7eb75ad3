import { and, asc, eq, isNull } from 'drizzle-orm';
import { users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { readSettings } from '../settings/app-settings';

export interface Recipient {
  email: string;
  locale: string;
}

/**
 * Who hears about new leads and partner sign-ups: the addresses in the `notification_recipients`
 * setting, else every active admin. Setting addresses get the default language; admins their own.
 */
export async function adminRecipients(db: DbOrTx): Promise<Recipient[]> {
  const stored = await readSettings(db, ['notification_recipients', 'default_locale']);
  const listed = [
    ...new Set(stored.notification_recipients.map((item) => item.trim().toLowerCase())),
  ];
  const defaultLocale = stored.default_locale;
  if (listed.length > 0) return listed.map((email) => ({ email, locale: defaultLocale }));

  const admins = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.createdAt));
  return admins;
}
