import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSessionUser } from '../../../shared/auth/auth.contract';
import { pathTo } from '../../router/route-names';
import type { InactiveStanding } from './partner-standing';

/** What a partner awaiting approval (or suspended) sees in place of the back office. */
export function PartnerStandingNotice({
  standing,
  user,
}: {
  standing: InactiveStanding;
  user: TSessionUser;
}) {
  const { t } = useTranslation();
  return (
    <article className="flex max-w-2xl flex-col gap-3" aria-labelledby="partner-standing-title">
      <h1 id="partner-standing-title" className="text-2xl font-semibold">
        {t(`partner-standing.${standing}_title`)}
      </h1>
      <p>
        {t(`partner-standing.${standing}_text`, {
          company: user.partner?.company ?? user.name,
          email: user.email,
        })}
      </p>
      <p>
        <Link to={pathTo('settings.profile')} className="underline underline-offset-2">
          {t('partner-standing.settings_link')}
        </Link>
      </p>
    </article>
  );
}
