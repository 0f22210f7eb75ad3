import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../router/route-names';

/** Where the role-list guard sends a user whose role is not in the route's list. */
export function UnauthorizedScreen() {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold">{t('pages.unauthorized.title')}</h1>
      <p>{t('pages.unauthorized.body')}</p>
      <p>
        <Link to={pathTo('dashboard')} className="text-blue-800 underline dark:text-sky-300">
          {t('pages.unauthorized.back')}
        </Link>
      </p>
    </article>
  );
}
