import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ZResetPasswordRequestSchema,
  type TResetPasswordRequest,
} from '../../../shared/auth/password-reset.contract';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { formResolver, submitHandler } from '../../lib/forms/forms';
import { HttpError } from '../../lib/http/http';
import { inFormFailure } from '../../lib/forms/in-form-failure';
import { setUser } from '../../lib/session/session';
import { pathTo } from '../../router/route-names';
import type { TSessionUser } from '../../../shared/auth/auth.contract';
import type { TSecondFactorNeeded } from '../../../shared/auth/two-factor.contract';
import { SecondFactorStep } from '../two-factor/second-factor-step';
import type { SetPasswordVariant } from './set-password-variant';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'done'; text: string }
  // The password is set; a second factor is enrolled, so its code step signs in (decision 0063).
  | { kind: 'second-factor'; text: string; needed: TSecondFactorNeeded }
  | { kind: 'failed'; text: string; linkDead: boolean };

/** The form behind a reset link and an invitation link (issue 16): one token, one password. */
export function SetPasswordScreen({ variant }: { variant: SetPasswordVariant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const form = useForm<TResetPasswordRequest>({
    shouldFocusError: false,
    resolver: formResolver(ZResetPasswordRequestSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!variant.check || !token) return;
    let current = true;
    callApi(variant.check, { body: { token } }, { silent: true })
      .then((answer) => {
        if (current && !answer.valid)
          setOutcome({ kind: 'failed', text: t('password-reset.invalid_link'), linkDead: true });
      })
      // The check only spares typing: when it cannot be asked, the form says it on submit.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [variant.check, token, t]);
  const linkDead = outcome.kind === 'failed' && outcome.linkDead;

  const submit = form.handleSubmit(async (values) => {
    setOutcome({ kind: 'idle' });
    try {
      const answer = await callApi(variant.endpoint, { body: values }, { silent: true });
      if ('two_factor_required' in answer) {
        setOutcome({ kind: 'second-factor', text: answer.message, needed: answer });
        return;
      }
      setUser(answer.user);
      setOutcome({ kind: 'done', text: answer.message });
    } catch (error) {
      const linkDead = error instanceof HttpError && error.status === 400;
      setOutcome({ kind: 'failed', text: inFormFailure(error, form.setError), linkDead });
    }
  });

  if (outcome.kind === 'second-factor') {
    const signedIn = async (user: TSessionUser) => {
      setUser(user);
      await navigate(pathTo('home'), { replace: true });
    };
    // The link is spent and the password changed: going back means signing in with it.
    return (
      <SecondFactorStep
        needed={outcome.needed}
        notice={outcome.text}
        onSignedIn={signedIn}
        onBack={() => void navigate(pathTo('login'), { replace: true })}
      />
    );
  }

  if (outcome.kind === 'done') {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-4">
        <h1 className="text-2xl font-semibold">{variant.title}</h1>
        <FormMessage tone="success" text={outcome.text} />
        <Link to={pathTo('dashboard')} className="underline">
          {t('password-reset.reset.continue')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-semibold">{variant.title}</h1>
      {!linkDead && <p>{variant.intro}</p>}
      <FormMessage tone="error" text={outcome.kind === 'failed' ? outcome.text : null} />
      {linkDead && (
        <Link to={pathTo('password.request')} className="underline">
          {t('password-reset.reset.request_new')}
        </Link>
      )}
      <form
        hidden={linkDead}
        onSubmit={submitHandler(submit)}
        className="flex flex-col gap-4"
        noValidate
      >
        <TextField
          label={t('password-reset.reset.password')}
          type="password"
          autoComplete="new-password"
          hint={t('security.password_hint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={t('password-reset.reset.password_confirmation')}
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <div>
          <SubmitButton busy={isSubmitting}>{variant.submit}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
