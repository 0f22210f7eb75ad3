import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setDarkMode, useDarkMode, type DarkMode } from '../lib/dark-mode';

const VALUES: Record<string, DarkMode> = { system: null, light: false, dark: true };

/** Dark mode on, off, or following the system (spec §4). */
export function DarkModeSelect() {
  const { t } = useTranslation();
  const mode = useDarkMode();
  const id = useId();
  const current = mode === null ? 'system' : mode ? 'dark' : 'light';
  return (
    <span className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('nav.theme')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => setDarkMode(VALUES[event.target.value] ?? null)}
        className="rounded border border-current bg-transparent px-1 py-0.5 text-sm [&>option]:text-slate-900"
      >
        <option value="system">{t('nav.theme_system')}</option>
        <option value="light">{t('nav.theme_light')}</option>
        <option value="dark">{t('nav.theme_dark')}</option>
      </select>
    </span>
  );
}
