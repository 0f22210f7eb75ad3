import { useTranslation } from 'react-i18next';
import { setDarkMode, useDarkMode, type DarkMode } from '../lib/preferences/dark-mode';
import { IconSelect } from './icon-select';

const VALUES: Record<string, DarkMode> = { system: null, light: false, dark: true };
const ICONS = { system: 'monitor', light: 'sun', dark: 'moon' } as const;

/** Dark mode on, off, or following the system (spec §4). */
export function DarkModeSelect() {
  const { t } = useTranslation();
  const mode = useDarkMode();
  const current = mode === null ? 'system' : mode ? 'dark' : 'light';
  const names = {
    system: t('nav.theme_system'),
    light: t('nav.theme_light'),
    dark: t('nav.theme_dark'),
  };
  return (
    <IconSelect
      label={t('nav.theme')}
      icon={ICONS[current]}
      shown={names[current]}
      compact
      value={current}
      onChange={(event) => setDarkMode(VALUES[event.target.value] ?? null)}
    >
      <option value="system">{names.system}</option>
      <option value="light">{names.light}</option>
      <option value="dark">{names.dark}</option>
    </IconSelect>
  );
}
