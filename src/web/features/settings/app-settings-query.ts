import { useQuery, type QueryClient } from '@tanstack/react-query';
import { firmIdentity } from '../../../shared/page-config';
import type { AppSettings, SettingKey } from '../../../shared/settings/settings.contract';
import { SETTINGS_ENDPOINTS } from '../../../shared/settings/settings.endpoints';
import { callApi } from '../../lib/http/api';
import { updatePageConfig } from '../../lib/preferences/page-config';

const SETTINGS_KEY = ['settings'] as const;

/** The firm's settings as saved, shared by /settings/general and /settings/firm. */
export function useAppSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => callApi(SETTINGS_ENDPOINTS.show, {}) });
}

/** Only the settings a form changed: a save sends those alone (PUT is partial). */
export function changedSettings(
  saved: AppSettings,
  values: Partial<AppSettings>,
): Partial<AppSettings> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => JSON.stringify(saved[key as SettingKey]) !== JSON.stringify(value),
    ),
  );
}

/**
 * Saves the changes, then applies the answer to this tab at once (name, colour, firm in the shell
 * and the title) and to the cached settings, so the other settings screen starts from it.
 */
export async function saveSettings(
  client: QueryClient,
  changes: Partial<AppSettings>,
): Promise<{ message: string; settings: AppSettings }> {
  const answer = await callApi(SETTINGS_ENDPOINTS.update, { body: changes });
  const saved = answer.settings;
  updatePageConfig({
    appName: saved.app_name,
    themeColor: saved.theme_color,
    defaultLocale: saved.default_locale,
    firm: firmIdentity(saved.firm, saved.app_name),
  });
  client.setQueryData(SETTINGS_KEY, { settings: saved });
  return answer;
}
