import { useTranslation } from 'react-i18next';
import { PASSWORD_RESET_ENDPOINTS } from '../../../shared/auth/password-reset.endpoints';
import { SetPasswordScreen } from './set-password-screen';

/**
 * /password/reset/:token: a new password from the e-mailed link. Success signs this device in
 * (the server signed every other one out); a dead link says so and offers a new one.
 */
export function PasswordResetScreen() {
  const { t } = useTranslation();
  return (
    <SetPasswordScreen
      variant={{
        endpoint: PASSWORD_RESET_ENDPOINTS.reset,
        title: t('pages.password_reset.title'),
        intro: t('password-reset.reset.intro'),
        submit: t('password-reset.reset.submit'),
        check: PASSWORD_RESET_ENDPOINTS.check,
      }}
    />
  );
}
