import { publicProviders } from '../oauth/providers';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { randomToken } from '../lib/hash';
import { SUPPORTED_LOCALES } from '../../shared/i18n/locales';
import { firmIdentity, type PageConfig } from '../../shared/page-config';
import { readSettings } from './app-settings';

const APP_KEY_SETTING = 'internal.app_key';

/**
 * The secret that signs XSRF tokens and seals e-mailed links: APP_KEY when given, else (outside
 * production, config.ts) one generated once and kept in the database so that every process of
 * the app shares it. Once APP_KEY is given, a key generated earlier is deleted: it could still
 * open links sealed under it, and a backup must not hold one (decision 0058).
 */
export async function resolveAppKey(db: Db, config: AppConfig): Promise<string> {
  if (config.APP_KEY) {
    await db.delete(settings).where(eq(settings.key, APP_KEY_SETTING));
    return config.APP_KEY;
  }
  await db
    .insert(settings)
    .values({ key: APP_KEY_SETTING, value: randomToken(32) })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, APP_KEY_SETTING));
  if (typeof row?.value !== 'string') throw new Error('app key setting is missing');
  return row.value;
}

/** What the SPA needs before its first request, injected into index.html. */
export async function loadPageConfig(db: Db, config: AppConfig): Promise<PageConfig> {
  const stored = await readSettings(
    db,
    ['app_name', 'theme_color', 'default_locale', 'firm'],
    config,
  );
  return {
    appName: stored.app_name,
    themeColor: stored.theme_color,
    defaultLocale: stored.default_locale,
    locales: [...SUPPORTED_LOCALES],
    firm: firmIdentity(stored.firm, stored.app_name),
    oauthProviders: publicProviders(config),
  };
}
