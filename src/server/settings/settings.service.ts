import { publicProviders } from '../oauth/providers';
import { eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { randomToken } from '../lib/hash';
import { FALLBACK_LOCALE, SUPPORTED_LOCALES, normalizeLocale } from '../../shared/i18n/locales';
import { z } from 'zod';
import { MARKETS } from '../../shared/markets/markets';
import type { FirmIdentity, PageConfig } from '../../shared/page-config';
import { DEFAULT_THEME_COLOR } from '../../shared/theme/theme-color';

const APP_KEY_SETTING = 'internal.app_key';

/**
 * The secret that signs XSRF tokens: APP_KEY when given, else one generated once and kept in
 * the database so that every process of the app shares it.
 */
export async function resolveAppKey(db: Db, config: AppConfig): Promise<string> {
  if (config.APP_KEY) return config.APP_KEY;
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
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, ['app_name', 'theme_color', 'default_locale', FIRM_SETTING]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const appName = value('app_name');
  const themeColor = value('theme_color');
  const name = typeof appName === 'string' && appName ? appName : config.APP_NAME;
  return {
    appName: name,
    themeColor: typeof themeColor === 'string' ? themeColor : DEFAULT_THEME_COLOR,
    defaultLocale: normalizeLocale(value('default_locale')) ?? FALLBACK_LOCALE,
    locales: [...SUPPORTED_LOCALES],
    firm: firmIdentity(value(FIRM_SETTING), name),
    oauthProviders: publicProviders(config),
  };
}

/**
 * The `firm` setting: { legal_name, market, business_number, credit_licence, email, phone }.
 * Until the settings screen sets it, the firm is named after the app and nothing else is
 * claimed: no number or licence is ever made up.
 */
const FIRM_SETTING = 'firm';
const ZFirmSetting = z
  .object({
    legal_name: z.string().trim().max(200),
    market: z.enum(MARKETS),
    business_number: z.string().trim().max(40),
    credit_licence: z.string().trim().max(40),
    email: z.string().trim().max(255),
    phone: z.string().trim().max(40),
  })
  .partial();

function firmIdentity(stored: unknown, appName: string): FirmIdentity {
  const parsed = ZFirmSetting.safeParse(stored);
  const firm = parsed.success ? parsed.data : {};
  const text = (value: string | undefined) => value || null;
  return {
    legalName: firm.legal_name || appName,
    market: firm.market ?? null,
    businessNumber: text(firm.business_number),
    creditLicence: text(firm.credit_licence),
    email: text(firm.email),
    phone: text(firm.phone),
  };
}
