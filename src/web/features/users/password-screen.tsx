import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ZUpdatePasswordRequestSchema,
  type TUpdatePasswordRequest,
} from '../../../shared/auth/auth.contract';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { callApi } from '../../lib/http/api';
import { fetchUser, useSession } from '../../lib/session/session';
import { AUTH_ENDPOINTS } from '../../../shared/auth/auth.endpoints';
import { takeIntendedUrl } from '../../router/intended-url';
import { pathTo } from '../../router/route-names';

const EMPTY: TUpdatePasswordRequest = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

export function PasswordScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string | null }>({
    tone: 'error',
    text: null,
  });
  const form = useForm<TUpdatePasswordRequest>({
    shouldFocusError: false,
    resolver: formResolver(ZUpdatePasswordRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setMessage({ tone: 'error', text: null });
    try {
      const answer = await callApi(AUTH_ENDPOINTS.updatePassword, { body: values });
      form.reset(EMPTY);
      setMessage({ tone: 'success', text: answer.message });
      // A required change is now done: the session learns it, and the back office opens where
      // the user meant to go at sign-in, or on the dashboard.
      if (user?.password_change_required) {
        await fetchUser();
        await navigate(takeIntendedUrl() ?? pathTo('dashboard'), { replace: true });
      }
    } catch (error) {
      setMessage({ tone: 'error', text: submitFailure(error, form.setError) });
    }
  });

  return (
    <section aria-labelledby="password-heading" className="flex flex-col gap-4">
      <h2 id="password-heading" className="text-xl font-semibold">
        {t('account.password')}
      </h2>
      {user?.password_change_required && (
        <p
          role="note"
          className="rounded border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('account.password_change_required')}
        </p>
      )}
      <FormMessage {...message} />
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('account.current_password')}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <TextField
          label={t('account.new_password')}
          type="password"
          autoComplete="new-password"
          hint={t('security.password_hint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={t('account.confirm_password')}
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <div>
          <SubmitButton busy={isSubmitting}>{t('account.change_password')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
