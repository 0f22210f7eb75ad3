import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../router/route-names';
import { FormOptionsState } from '../apply/form-options-state';
import { JoinForm } from './join-form';
import { useJoinOptions } from './join-options';

/** /join (and the register screen): partner sign-up, approved by an administrator later. */
export function JoinScreen() {
  const { t } = useTranslation();
  const options = useJoinOptions();
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t('pages.join.title')}</h1>
        <p>{t('join-form.intro')}</p>
        <p>
          {t('join-form.have_account')}{' '}
          <Link to={pathTo('login')} className="underline">
            {t('join-form.sign_in')}
          </Link>
        </p>
      </header>
      <FormOptionsState query={options} />
      {options.data && <JoinForm options={options.data} />}
    </article>
  );
}
