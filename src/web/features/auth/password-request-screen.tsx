import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ZRequestPasswordResetRequestSchema,
  type TRequestPasswordResetRequest,
} from '../../../shared/auth/password-reset.contract';
import { PASSWORD_RESET_ENDPOINTS } from '../../../shared/auth/password-reset.endpoints';
import { EmailField } from '../../components/form/email-field';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { callApi } from '../../lib/http/api';
import { formResolver, submitHandler } from '../../lib/forms/forms';
import { inFormFailure } from '../../lib/forms/in-form-failure';
import { pathTo } from '../../router/route-names';

type Message = { tone: 'error' | 'success'; text: string | null };

/** /password/reset: "Forgot your password?" asks for a link by e-mail. */
export function PasswordRequestScreen() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<Message>({ tone: 'error', text: null });
  const form = useForm<TRequestPasswordResetRequest>({
    shouldFocusError: false,
    resolver: formResolver(ZRequestPasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setMessage({ tone: 'error', text: null });
    try {
      const answer = await callApi(
        PASSWORD_RESET_ENDPOINTS.request,
        { body: values },
        { silent: true },
      );
      setMessage({ tone: 'success', text: answer.message });
    } catch (error) {
      setMessage({ tone: 'error', text: inFormFailure(error, form.setError) });
    }
  });

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('pages.password_request.title')}</h1>
      <p>{t('password-reset.request.intro')}</p>
      <FormMessage {...message} />
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <EmailField
          label={t('password-reset.request.email')}
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <SubmitButton busy={isSubmitting} busyLabel={t('password-reset.request.sending')}>
            {t('password-reset.request.submit')}
          </SubmitButton>
          <Link to={pathTo('login')} className="underline">
            {t('password-reset.request.back_to_sign_in')}
          </Link>
        </div>
      </form>
    </div>
  );
}
