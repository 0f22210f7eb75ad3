import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZPasswordAndCodeRequestSchema,
  ZPasswordRequestSchema,
} from '../../../shared/auth/two-factor.contract';
import { TWO_FACTOR_ENDPOINTS } from '../../../shared/auth/two-factor.endpoints';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { showToast } from '../../lib/feedback/toasts';

/** New recovery codes, with the password; the codes go to `onCodes`, shown once. */
export function RegenerateCodesForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    shouldFocusError: false,
    resolver: formResolver(ZPasswordRequestSchema),
    defaultValues: { current_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const answer = await callApi(TWO_FACTOR_ENDPOINTS.regenerateRecoveryCodes, { body: values });
      form.reset({ current_password: '' });
      onCodes(answer.recovery_codes);
    } catch (error) {
      setMessage(submitFailure(error, form.setError));
    }
  });
  return (
    <Card title={t('two-factor-settings.regenerate')}>
      <p>{t('two-factor-settings.regenerate_intro')}</p>
      <FormMessage tone="error" text={message} />
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('two-factor-settings.password')}
          type="password"
          autoComplete="current-password"
          className="sm:max-w-sm"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <div>
          <SubmitButton busy={isSubmitting}>{t('two-factor-settings.regenerate')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}

/** Turning two-factor sign-in off: the password and a code, both. */
export function DisableTwoFactorForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    shouldFocusError: false,
    resolver: formResolver(ZPasswordAndCodeRequestSchema),
    defaultValues: { current_password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const answer = await callApi(TWO_FACTOR_ENDPOINTS.disable, { body: values });
      showToast('success', answer.message);
      onDisabled();
    } catch (error) {
      setMessage(submitFailure(error, form.setError));
    }
  });
  return (
    <Card title={t('two-factor-settings.disable')}>
      <p>{t('two-factor-settings.disable_intro')}</p>
      <FormMessage tone="error" text={message} />
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('two-factor-settings.password')}
          type="password"
          autoComplete="current-password"
          className="sm:max-w-sm"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <TextField
          label={t('two-factor-settings.code')}
          autoComplete="one-time-code"
          className="sm:max-w-48"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <div>
          <SubmitButton busy={isSubmitting}>{t('two-factor-settings.disable')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
