import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TSessionUser } from '../../../shared/auth/auth.contract';
import {
  ZSecondFactorRequestSchema,
  type TSecondFactorNeeded,
} from '../../../shared/auth/two-factor.contract';
import { TWO_FACTOR_ENDPOINTS } from '../../../shared/auth/two-factor.endpoints';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { HttpError } from '../../lib/http/http';
import { inFormFailure } from '../../lib/forms/in-form-failure';
import { passkeysSupported, signWithPasskey } from './passkey-ceremony';

/**
 * Sign-in's second step: a code from the authenticator app or a recovery code completes the
 * password step's challenge. An expired challenge sends the user back to the password.
 */
export function SecondFactorStep({
  needed,
  notice,
  onSignedIn,
  onBack,
}: {
  needed: TSecondFactorNeeded;
  /** What the first step achieved, when it is more than a right password (a new password). */
  notice?: string;
  onSignedIn: (user: TSessionUser) => Promise<void>;
  /** Back to the password, with why when the challenge expired. */
  onBack: (reason?: string) => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    shouldFocusError: false,
    resolver: formResolver(ZSecondFactorRequestSchema),
    defaultValues: { challenge: needed.challenge, code: '', remember_device: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const answer = await callApi(TWO_FACTOR_ENDPOINTS.signIn, { body: values });
      await onSignedIn(answer.user);
    } catch (error) {
      const text = submitFailure(error, form.setError);
      if (error instanceof HttpError && error.status === 400) onBack(text ?? undefined);
      else setMessage(text);
    }
  });

  // A passkey instead of a code (decision 0063): the same challenge, the same limits.
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const signInWithPasskey = async () => {
    setMessage(null);
    setPasskeyBusy(true);
    try {
      const { options } = await callApi(
        TWO_FACTOR_ENDPOINTS.passkeySignInOptions,
        { body: { challenge: needed.challenge } },
        { silent: true },
      );
      const response = await signWithPasskey(options);
      const answer = await callApi(
        TWO_FACTOR_ENDPOINTS.passkeySignIn,
        {
          body: {
            challenge: needed.challenge,
            response,
            remember_device: form.getValues('remember_device'),
          },
        },
        { silent: true },
      );
      await onSignedIn(answer.user);
    } catch (error) {
      // The browser's own refusal (cancelled, no passkey here) is not an HTTP answer.
      const text =
        error instanceof HttpError ? inFormFailure(error) : t('two-factor.passkey_failed');
      if (error instanceof HttpError && error.status === 400) onBack(text);
      else setMessage(text);
    } finally {
      setPasskeyBusy(false);
    }
  };
  const offerPasskey = needed.methods.includes('passkey') && passkeysSupported();

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('two-factor.code_title')}</h1>
      <FormMessage tone="success" text={notice ?? null} />
      <p>{t('two-factor.code_intro')}</p>
      <FormMessage tone="error" text={message} />
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('two-factor.code_label')}
          autoComplete="one-time-code"
          autoFocus
          maxLength={40}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('remember_device')} />
          {t('two-factor.remember_device')}
        </label>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <SubmitButton busy={isSubmitting}>{t('two-factor.verify')}</SubmitButton>
          {offerPasskey && (
            <Button
              variant="secondary"
              disabled={passkeyBusy}
              onClick={() => void signInWithPasskey()}
            >
              {t('two-factor.use_passkey')}
            </Button>
          )}
          <Button variant="ghost" onClick={() => onBack()}>
            {t('two-factor.back')}
          </Button>
        </div>
      </form>
    </div>
  );
}
