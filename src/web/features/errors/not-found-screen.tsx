import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../router/route-names';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold">{t('pages.not_found.title')}</h1>
      <p>{t('pages.not_found.body')}</p>
      <p>
        <Link to={pathTo('welcome')} className="text-blue-800 underline dark:text-sky-300">
          {t('pages.not_found.back')}
        </Link>
      </p>
    </article>
  );
}
