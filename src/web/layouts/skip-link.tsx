import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

/** Lets keyboard users jump past the top bar and menu. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded bg-white px-3 py-2 text-slate-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
    >
      {t('nav.skip')}
    </a>
  );
}
