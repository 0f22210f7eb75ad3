import { useTranslation } from 'react-i18next';
import { readPageConfig } from '../lib/page-config';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
      {t('nav.footer', { year: new Date().getFullYear(), appName: readPageConfig().appName })}
    </footer>
  );
}
