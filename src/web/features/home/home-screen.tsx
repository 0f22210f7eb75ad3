import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session';

export function HomeScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <article className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold">{t('pages.home.title')}</h1>
      <p>{t('pages.home.body')}</p>
      {user && <p>{t('signin.signed_in_as', { name: user.name, email: user.email })}</p>}
    </article>
  );
}
