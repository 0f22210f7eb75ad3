import { useTranslation } from 'react-i18next';

/** A screen whose content comes with a later issue: its title and what will be there. */
import type { Messages } from '../../shared/i18n/messages';

/** The pages whose texts have a body to show until their screen is built. */
type PlaceholderPage = {
  [Page in keyof Messages['pages']]: Messages['pages'][Page] extends { body: string }
    ? Page
    : never;
}[keyof Messages['pages']];

export function PlaceholderScreen({ page }: { page: PlaceholderPage }) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold">{t(`pages.${page}.title`)}</h1>
      <p>{t(`pages.${page}.body`)}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('pages.coming_soon')}</p>
    </article>
  );
}
