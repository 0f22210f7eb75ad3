import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import {
  ZAddPasskeyRequestSchema,
  ZPasswordRequestSchema,
  type TTwoFactorStatus,
} from '../../../shared/auth/two-factor.contract';
import { TWO_FACTOR_ENDPOINTS } from '../../../shared/auth/two-factor.endpoints';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';
import { createPasskey, passkeysSupported } from './passkey-ceremony';

const ZAddPasskeyFormSchema = z.strictObject({
  ...ZPasswordRequestSchema.shape,
  name: ZAddPasskeyRequestSchema.shape.name,
});
type TAddPasskeyForm = z.infer<typeof ZAddPasskeyFormSchema>;

/** Passkeys, a second method beside the app (decision 0063): listed, added with the password. */
export function PasskeysCard({
  passkeys,
  onChanged,
}: {
  passkeys: TTwoFactorStatus['passkeys'];
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<TAddPasskeyForm>({
    shouldFocusError: false,
    resolver: formResolver(ZAddPasskeyFormSchema),
    defaultValues: { name: t('two-factor-settings.passkey_default_name'), current_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name, current_password }) => {
    setMessage(null);
    try {
      const started = await callApi(TWO_FACTOR_ENDPOINTS.startPasskey, {
        body: { current_password },
      });
      const response = await createPasskey(started.options);
      const answer = await callApi(TWO_FACTOR_ENDPOINTS.addPasskey, {
        body: { registration: started.registration, name, response },
      });
      form.reset({ name: t('two-factor-settings.passkey_default_name'), current_password: '' });
      showToast('success', answer.message);
      await onChanged();
    } catch (error) {
      // The browser's own refusal (cancelled, no authenticator) is not an HTTP answer.
      setMessage(
        error instanceof HttpError
          ? submitFailure(error, form.setError)
          : t('two-factor-settings.passkey_failed'),
      );
    }
  });

  const remove = async (id: string) => {
    const answer = await callApi(TWO_FACTOR_ENDPOINTS.removePasskey, { params: { id } });
    showToast('success', answer.message);
    await onChanged();
  };

  return (
    <Card title={t('two-factor-settings.passkeys_title')}>
      {passkeys.length === 0 ? (
        <p>{t('two-factor-settings.passkeys_none')}</p>
      ) : (
        <ul
          aria-label={t('two-factor-settings.passkeys_title')}
          className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700"
        >
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="break-words">{passkey.name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t('two-factor-settings.added_on', { date: formats.date(passkey.created_at) })}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => void remove(passkey.id)}>
                {t('two-factor-settings.passkey_remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() && (
        <>
          <FormMessage tone="error" text={message} />
          <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
            <TextField
              label={t('two-factor-settings.passkey_name')}
              className="sm:max-w-sm"
              maxLength={60}
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextField
              label={t('two-factor-settings.password')}
              type="password"
              autoComplete="current-password"
              className="sm:max-w-sm"
              error={errors.current_password?.message}
              {...form.register('current_password')}
            />
            <div>
              <SubmitButton busy={isSubmitting}>
                {t('two-factor-settings.passkey_add')}
              </SubmitButton>
            </div>
          </form>
        </>
      )}
    </Card>
  );
}
