import { inArray } from 'drizzle-orm';
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
    privacy_text: '',
    terms_text: '',
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
    .select()
    .from(settings)
    .where(inArray(settings.key, [...keys]));
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
