import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { hasPermission, hasRole } from '../../../shared/auth/permissions';
import { useSession } from '../../lib/session/session';
import { pathTo } from '../../router/route-names';

const tab = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-2 ${isActive ? 'bg-[var(--theme-color)] text-[var(--theme-text)]' : 'hover:bg-slate-100 dark:hover:bg-slate-700'}`;

/** /settings: the profile and password screens, and for admins the firm's settings, under one heading. */
export function SettingsFrame() {
  const { t } = useTranslation();
  const { user } = useSession();
  // A partner firm's owner, not a colleague (issue 34): the firm's account is theirs alone.
  const isFirmOwner = hasPermission(user, 'update:firm:own');
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('pages.settings.title')}</h1>
      <nav aria-label={t('account.sections')} className="flex flex-wrap gap-2">
        <NavLink to={pathTo('settings.profile')} className={tab}>
          {t('account.profile')}
        </NavLink>
        <NavLink to={pathTo('settings.password')} className={tab}>
          {t('account.password')}
        </NavLink>
        <NavLink to={pathTo('settings.two-factor')} className={tab}>
          {t('two-factor-settings.title')}
        </NavLink>
        {isFirmOwner && (
          <NavLink to={pathTo('settings.payment-details')} className={tab}>
            {t('payment-details.title')}
          </NavLink>
        )}
        {isFirmOwner && (
          <NavLink to={pathTo('settings.team')} className={tab}>
            {t('team.title')}
          </NavLink>
        )}
        {hasPermission(user, 'read:api_key:own') && (
          <NavLink to={pathTo('settings.api-keys')} className={tab}>
            {t('api-keys.title')}
          </NavLink>
        )}
        {hasRole(user, 'admin') && (
          <>
            <NavLink to={pathTo('settings.general')} className={tab}>
              {t('settings-admin.general_title')}
            </NavLink>
            <NavLink to={pathTo('settings.firm')} className={tab}>
              {t('settings-admin.firm_title')}
            </NavLink>
            <NavLink to={pathTo('settings.payouts')} className={tab}>
              {t('payouts.settings.tab')}
            </NavLink>
            <NavLink to={pathTo('settings.admins')} className={tab}>
              {t('admins-admin.title')}
            </NavLink>
            <NavLink to={pathTo('settings.outbox')} className={tab}>
              {t('outbox-admin.title')}
            </NavLink>
            <NavLink to={pathTo('settings.email-templates')} className={tab}>
              {t('applicant-mail.templates.title')}
            </NavLink>
            <NavLink to={pathTo('settings.audit')} className={tab}>
              {t('audit.log_title')}
            </NavLink>
            <NavLink to={pathTo('settings.privacy')} className={tab}>
              {t('privacy.title')}
            </NavLink>
          </>
        )}
        {hasPermission(user, 'update:partner:own') && (
          <NavLink to={pathTo('settings.webhooks')} className={tab}>
            {t('webhooks.title')}
          </NavLink>
        )}
      </nav>
      <Outlet />
    </div>
  );
}
