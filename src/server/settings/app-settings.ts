import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { settings } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { FALLBACK_LOCALE, normalizeLocale } from '../../shared/i18n/locales';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  ZAppSettingsSchema,
  type AppSettings,
  type SettingKey,
} from '../../shared/settings/settings.contract';
import { DEFAULT_THEME_COLOR } from '../../shared/theme/theme-color';

/**
 * Only the environment's first app name is needed here; readers of other keys may leave it out.
 */
type SettingsConfig = Pick<AppConfig, 'APP_NAME'> | undefined;

/** What each setting is until an admin saves it: environment first values, then constants. */
function defaultSettings(config: SettingsConfig): AppSettings {
  return {
    app_name: config?.APP_NAME ?? '',
    theme_color: DEFAULT_THEME_COLOR,
    default_locale: FALLBACK_LOCALE,
    firm: {
      legal_name: '',
      market: null,
      business_number: '',
      credit_licence: '',
      email: '',
      phone: '',
    },
    notification_recipients: [],
    ...SETTING_DEFAULTS,
  };
}

/**
 * The settings as they are now, read from the database on every call: no cache, so a change
 * saved by any process applies at once in every other. A stored value that no longer fits its
 * schema falls back to the default instead of breaking pages.
 */
export async function readAppSettings(db: DbOrTx, config: SettingsConfig): Promise<AppSettings> {
  return readSettings(db, SETTING_KEYS, config);
}

/** Some settings only, for readers on hot paths (lead lists, mail). */
export async function readSettings<K extends SettingKey>(
  db: DbOrTx,
  keys: readonly K[],
  config?: SettingsConfig,
): Promise<Pick<AppSettings, K>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return parseSettings(rows, keys, config);
}

export interface StoredSetting {
  key: string;
  value: unknown;
}

/**
 * The stored rows of some settings as one JSON column, for a statement that reads them beside
 * other work (one round trip instead of two); `parseSettings` reads the answer.
 */
export function storedSettingsColumn(keys: readonly SettingKey[]): SQL<StoredSetting[]> {
  return sql<
    StoredSetting[]
  >`coalesce((select json_agg(json_build_object('key', ${settings.key}, 'value', ${settings.value})) from ${settings} where ${inArray(settings.key, [...keys])}), '[]'::json)`;
}

/** Settings from their stored rows: a missing or malformed value is its default. */
export function parseSettings<K extends SettingKey>(
  rows: readonly StoredSetting[],
  keys: readonly K[],
  config?: SettingsConfig,
): Pick<AppSettings, K> {
  const defaults = defaultSettings(config);
  const result = {} as Pick<AppSettings, K>;
  for (const key of keys) {
    const raw = rows.find((row) => row.key === key)?.value;
    // A locale stored by hand as `pt_BR` still means pt-BR.
    const stored = key === 'default_locale' ? (normalizeLocale(raw) ?? raw) : raw;
    const parsed = ZAppSettingsSchema.shape[key].safeParse(stored);
    result[key] = (parsed.success ? parsed.data : defaults[key]) as AppSettings[K];
  }
  return result;
}
