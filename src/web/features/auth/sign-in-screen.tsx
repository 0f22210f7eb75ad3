import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ZLoginRequestSchema } from '../../../shared/auth/auth.contract';
import { EmailField } from '../../components/form/email-field';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { callApi } from '../../lib/http/api';
import { AUTH_ENDPOINTS } from '../../../shared/auth/auth.endpoints';
import { pathTo } from '../../router/route-names';
import { dynamicKey } from '../../../shared/i18n/message-key';
import { OAUTH_REFUSALS } from '../../../shared/oauth/oauth.contract';
import { OAuthButtons } from './oauth-buttons';
import type { TSecondFactorNeeded } from '../../../shared/auth/two-factor.contract';
import { SecondFactorStep } from '../two-factor/second-factor-step';
import { useSignedIn } from './use-signed-in';

export function SignInScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // A refused OAuth callback comes back as ?oauth_error=<reason>; only known reasons are shown.
  const refusal = OAUTH_REFUSALS.find((reason) => reason === searchParams.get('oauth_error'));
  const [message, setMessage] = useState<string | null>(
    refusal ? t(dynamicKey(`oauth.refused.${refusal}`)) : null,
  );
  const form = useForm({
    shouldFocusError: false,
    resolver: formResolver(ZLoginRequestSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors, isSubmitting } = form.formState;
  // The password was right and a second factor is enrolled: the code step (decision 0061).
  const [secondFactor, setSecondFactor] = useState<TSecondFactorNeeded | null>(null);

  const signedIn = useSignedIn();

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const answer = await callApi(AUTH_ENDPOINTS.login, { body: values });
      if ('two_factor_required' in answer) setSecondFactor(answer);
      else await signedIn(answer.user);
    } catch (error) {
      setMessage(submitFailure(error, form.setError));
    }
  });

  if (secondFactor)
    return (
      <SecondFactorStep
        needed={secondFactor}
        onSignedIn={signedIn}
        onBack={(reason) => {
          form.setValue('password', '');
          setMessage(reason ?? null);
          setSecondFactor(null);
        }}
      />
    );

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('signin.title')}</h1>
      <FormMessage tone="error" text={message} />
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <EmailField
          label={t('signin.email')}
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('signin.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('remember')} />
          {t('signin.remember')}
        </label>
        <div className="flex items-center justify-between gap-4">
          <SubmitButton busy={isSubmitting}>{t('signin.submit')}</SubmitButton>
          <Link to={pathTo('password.request')} className="underline">
            {t('account.forgot_password')}
          </Link>
        </div>
      </form>
      <OAuthButtons onFailure={setMessage} />
    </div>
  );
}
