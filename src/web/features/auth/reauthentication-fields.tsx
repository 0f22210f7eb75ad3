import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/text-field';
import { useSession } from '../../lib/session/session';

/**
 * The password, and the code where a second factor is enrolled, that an action outliving the
 * session asks (payment details, an API key, a webhook: decisions 0070 and 0088). `askCode`
 * where the server says whether it asks the code; else the session's enrolment decides.
 */
export function ReauthenticationFields({
  register,
  errors,
  askCode,
}: {
  register: (name: 'current_password' | 'code') => UseFormRegisterReturn;
  errors: { current_password?: { message?: string }; code?: { message?: string } };
  askCode?: boolean;
}) {
  const { t } = useTranslation();
  const enrolled = useSession().user?.two_factor_enabled === true;
  const asksCode = askCode ?? enrolled;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label={t('payment-details.fields.current_password')}
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      {asksCode && (
        <TextField
          label={t('payment-details.fields.code')}
          hint={t('payment-details.fields.code_hint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code')}
        />
      )}
    </div>
  );
}
