import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { FALLBACK_LOCALE, normalizeLocale } from '../../shared/i18n/locales';
import { settings, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

const NOTIFICATION_RECIPIENTS_SETTING = 'notification_recipients';

export interface Recipient {
  email: string;
  locale: string;
}

// Stored as a list of addresses, or one string separated by commas (as typed in a settings form).
const addressList = z.union([z.array(z.string()), z.string().transform((s) => s.split(/[,;\s]+/))]);
const address = z.email();

/**
 * Who hears about new leads and partner sign-ups: the addresses in the `notification_recipients`
 * setting, else every active admin. Setting addresses get the default language; admins their own.
 */
export async function adminRecipients(db: DbOrTx): Promise<Recipient[]> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [NOTIFICATION_RECIPIENTS_SETTING, 'default_locale']));
  const setting = rows.find((row) => row.key === NOTIFICATION_RECIPIENTS_SETTING)?.value;
  const defaultLocale =
    normalizeLocale(rows.find((row) => row.key === 'default_locale')?.value) ?? FALLBACK_LOCALE;
  const parsed = addressList.safeParse(setting);
  const listed = parsed.success
    ? [...new Set(parsed.data.map((item) => item.trim().toLowerCase()))].filter(
        (item) => address.safeParse(item).success,
      )
    : [];
  if (listed.length > 0) return listed.map((email) => ({ email, locale: defaultLocale }));

  const admins = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.createdAt));
  return admins;
}
