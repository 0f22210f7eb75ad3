import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OAUTH_ENDPOINTS } from '../../../shared/oauth/oauth.endpoints';
import { FormMessage } from '../../components/form/form-message';
import { callApi } from '../../lib/http/api';
import { inFormFailure } from '../../lib/forms/in-form-failure';
import { pathTo } from '../../router/route-names';
import type { TSecondFactorNeeded } from '../../../shared/auth/two-factor.contract';
import { SecondFactorStep } from '../two-factor/second-factor-step';
import { useSignedIn } from './use-signed-in';

/**
 * /login/oauth: the provider's callback lands here with a one-time HttpOnly cookie; one POST
 * trades it for the token, so the token never appears in a URL (decision 0027).
 */
export function OAuthLandingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // An account with a second factor: the code step, as after a password (decision 0061).
  const [secondFactor, setSecondFactor] = useState<TSecondFactorNeeded | null>(null);
  const signedIn = useSignedIn();
  // The hand-off is single use: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const answer = await callApi(OAUTH_ENDPOINTS.exchange, {}, { silent: true });
        if ('two_factor_required' in answer) setSecondFactor(answer);
        else await signedIn(answer.user);
      } catch (error) {
        setFailure(inFormFailure(error));
      }
    })();
    // Runs again whenever signedIn is a new function, and returns at once: `started` holds it
    // to one exchange.
  }, [signedIn]);

  if (secondFactor)
    return (
      <SecondFactorStep
        needed={secondFactor}
        onSignedIn={signedIn}
        onBack={() => void navigate(pathTo('login'), { replace: true })}
      />
    );

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('pages.login_oauth.title')}</h1>
      {failure ? (
        <>
          <FormMessage tone="error" text={failure} />
          <Link to={pathTo('login')} className="underline">
            {t('oauth.back_to_sign_in')}
          </Link>
        </>
      ) : (
        <p role="status">{t('oauth.signing_in')}</p>
      )}
    </div>
  );
}
