import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZResendVerificationRequestSchema,
  type TResendVerificationRequest,
} from '../../../shared/auth/email-verification.contract';
import { EMAIL_VERIFICATION_ENDPOINTS } from '../../../shared/auth/email-verification.endpoints';
import { EmailField } from '../../components/form/email-field';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { callApi } from '../../lib/http/api';
import { formResolver, submitHandler } from '../../lib/forms/forms';
import { inFormFailure } from '../../lib/forms/in-form-failure';
import { useSession } from '../../lib/session/session';

type Message = { tone: 'error' | 'success'; text: string | null };

/**
 * /email/resend: a signed-in user gets a new link to their own address with one button; a
 * guest types the address (the answer is the same whether it has an account or not).
 */
export function ResendVerificationScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [message, setMessage] = useState<Message>({ tone: 'error', text: null });
  const form = useForm<TResendVerificationRequest>({
    shouldFocusError: false,
    resolver: formResolver(ZResendVerificationRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const [sending, setSending] = useState(false);

  const send = async (body: TResendVerificationRequest) => {
    setMessage({ tone: 'error', text: null });
    setSending(true);
    try {
      const answer = await callApi(EMAIL_VERIFICATION_ENDPOINTS.resend, { body }, { silent: true });
      setMessage({ tone: 'success', text: answer.message });
    } catch (error) {
      setMessage({ tone: 'error', text: inFormFailure(error, form.setError) });
    } finally {
      setSending(false);
    }
  };
  // A signed-in user's own address needs no field: the button alone sends.
  const onSubmit = user
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void send({});
      }
    : submitHandler(form.handleSubmit(send));

  const verified = Boolean(user?.email_verified_at);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('pages.resend_verification.title')}</h1>
      {verified ? (
        <FormMessage tone="success" text={t('email-verification.already_verified')} />
      ) : (
        <>
          <p>
            {user
              ? t('email-verification.resend.intro_signed_in', { email: user.email })
              : t('email-verification.resend.intro_guest')}
          </p>
          <FormMessage {...message} />
          <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
            {!user && (
              <EmailField
                label={t('email-verification.resend.email')}
                autoComplete="username"
                error={errors.email?.message}
                {...form.register('email')}
              />
            )}
            <div>
              <SubmitButton busy={sending} busyLabel={t('email-verification.resend.sending')}>
                {t('email-verification.resend.submit')}
              </SubmitButton>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
