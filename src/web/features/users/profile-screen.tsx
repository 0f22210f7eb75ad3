import i18next from 'i18next';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import {
  ZUpdateProfileRequestSchema,
  type TSessionUser,
  type TUpdateProfileRequest,
} from '../../../shared/auth/auth.contract';
import { LOCALE_NAMES, SUPPORTED_LOCALES, normalizeLocale } from '../../../shared/i18n/locales';
import { EmailField } from '../../components/form/email-field';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { switchLocale } from '../../i18n';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { callApi } from '../../lib/http/api';
import { AUTH_ENDPOINTS } from '../../../shared/auth/auth.endpoints';
import { setUser } from '../../lib/session/session';
import { hasPermission, hasRole } from '../../../shared/auth/permissions';
import { LeadUpdatesSection } from '../settings/lead-updates-section';
import { TaskDueEmailSection } from '../tasks/task-due-email-section';
import { SignOutEverywhere } from './sign-out-everywhere';

const LOCALE_OPTIONS = SUPPORTED_LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

export function ProfileScreen() {
  const { t } = useTranslation();
  const user = useLoaderData<TSessionUser>();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string | null }>({
    tone: 'error',
    text: null,
  });
  const form = useForm<TUpdateProfileRequest>({
    shouldFocusError: false,
    resolver: formResolver(ZUpdateProfileRequestSchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      locale: normalizeLocale(user.locale) ?? 'en',
      current_password: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  // A new address asks for the password too, so that a session left open cannot take the
  // account over (issue 14).
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanging = email.trim().toLowerCase() !== user.email.trim().toLowerCase();

  const submit = form.handleSubmit(async (values) => {
    setMessage({ tone: 'error', text: null });
    try {
      const body = emailChanging ? values : { ...values, current_password: undefined };
      const updated = await callApi(AUTH_ENDPOINTS.updateProfile, { body });
      setUser(updated);
      // The language chosen for the account is the one the screens speak from now on.
      await switchLocale(values.locale);
      // The address changes only once the link sent to it is opened: the field shows the
      // address the account still has, and the message says where the link went.
      form.reset({ ...values, email: updated.email, current_password: '' });
      // Worded in the language just chosen, not the one this render started with.
      setMessage({
        tone: 'success',
        text: emailChanging
          ? i18next.t('profile-security.email_change_sent', { email: values.email })
          : i18next.t('account.profile_saved'),
      });
    } catch (error) {
      setMessage({ tone: 'error', text: submitFailure(error, form.setError) });
    }
  });

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="profile-heading" className="flex flex-col gap-4">
        <h2 id="profile-heading" className="text-xl font-semibold">
          {t('account.profile')}
        </h2>
        <FormMessage {...message} />
        <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
          <TextField
            label={t('account.name')}
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <EmailField
            label={t('account.email')}
            error={errors.email?.message}
            {...form.register('email')}
          />
          {emailChanging && (
            <TextField
              label={t('account.current_password')}
              type="password"
              autoComplete="current-password"
              hint={t('account.current_password_hint')}
              error={errors.current_password?.message}
              {...form.register('current_password')}
            />
          )}
          <SelectField
            label={t('account.locale')}
            options={LOCALE_OPTIONS}
            error={errors.locale?.message}
            {...form.register('locale')}
          />
          <div>
            <SubmitButton busy={isSubmitting}>{t('account.save')}</SubmitButton>
          </div>
        </form>
      </section>
      {hasPermission(user, 'update:firm:own') && <LeadUpdatesSection />}
      {hasRole(user, 'admin') && <TaskDueEmailSection />}
      <SignOutEverywhere />
    </div>
  );
}
