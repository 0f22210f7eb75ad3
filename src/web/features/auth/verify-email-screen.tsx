import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ZVerifyEmailRequestSchema } from '../../../shared/auth/email-verification.contract';
import { EMAIL_VERIFICATION_ENDPOINTS } from '../../../shared/auth/email-verification.endpoints';
import { FormMessage } from '../../components/form/form-message';
import { callApi } from '../../lib/http/api';
import { inFormFailure } from '../../lib/forms/in-form-failure';
import { fetchUser, getSession, useSession } from '../../lib/session/session';
import { pathTo } from '../../router/route-names';

type State = { kind: 'checking' } | { kind: 'done' | 'failed'; text: string };

/**
 * /email/verify/:id?expires=…&signature=…: checks the e-mailed link once on arrival. A refused
 * link (changed, replaced, expired) says what happened and offers a new one.
 */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const { user } = useSession();
  const link = useMemo(
    () =>
      ZVerifyEmailRequestSchema.safeParse({
        id,
        expires: Number(search.get('expires') ?? NaN),
        signature: search.get('signature') ?? '',
      }),
    [id, search],
  );
  const [state, setState] = useState<State>(() =>
    link.success
      ? { kind: 'checking' }
      : { kind: 'failed', text: t('email-verification.verify.incomplete') },
  );
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (!link.success || started.current) return;
    started.current = true;
    callApi(EMAIL_VERIFICATION_ENDPOINTS.verify, { body: link.data }, { silent: true }).then(
      async (answer) => {
        if (getSession().user) await fetchUser();
        setState({ kind: 'done', text: answer.message });
      },
      (error: unknown) => setState({ kind: 'failed', text: inFormFailure(error) }),
    );
  }, [link]);

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('pages.verify_email.title')}</h1>
      {state.kind === 'checking' ? (
        <p role="status">{t('email-verification.verify.checking')}</p>
      ) : (
        <FormMessage tone={state.kind === 'done' ? 'success' : 'error'} text={state.text} />
      )}
      {state.kind === 'done' && (
        <Link to={pathTo(user ? 'home' : 'login')} className="underline">
          {t(user ? 'email-verification.verify.home' : 'email-verification.verify.sign_in')}
        </Link>
      )}
      {state.kind === 'failed' && (
        <Link to={pathTo('verification.resend')} className="underline">
          {t('email-verification.verify.resend')}
        </Link>
      )}
    </div>
  );
}
