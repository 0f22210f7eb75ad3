import { useTranslation } from 'react-i18next';
import { INVITE_ENDPOINTS } from '../../../shared/auth/invite.endpoints';
import { SetPasswordScreen } from './set-password-screen';

/** /invite/:token: an invited admin or partner chooses their first password (issue 16). */
export function AcceptInviteScreen() {
  const { t } = useTranslation();
  return (
    <SetPasswordScreen
      variant={{
        endpoint: INVITE_ENDPOINTS.accept,
        title: t('invite.accept_title'),
        intro: t('invite.accept_intro'),
        submit: t('invite.accept_submit'),
      }}
    />
  );
}
