import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OAUTH_ENDPOINTS } from '../../../shared/oauth/oauth.endpoints';
import { Button } from '../../components/button';
import { callApi } from '../../lib/http/api';
import { inFormFailure } from '../../lib/forms/in-form-failure';
import { usePageConfig } from '../../lib/preferences/page-config';

/** One button per configured provider (page configuration); nothing when none is. */
export function OAuthButtons({ onFailure }: { onFailure: (message: string) => void }) {
  const { t } = useTranslation();
  const providers = usePageConfig().oauthProviders;
  const [busy, setBusy] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: string) => {
    setBusy(provider);
    try {
      const { url } = await callApi(
        OAUTH_ENDPOINTS.start,
        { params: { provider } },
        { silent: true },
      );
      window.location.assign(url);
    } catch (error) {
      onFailure(inFormFailure(error));
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
        <span className="h-px flex-1 bg-slate-300 dark:bg-slate-600" aria-hidden="true" />
        {t('oauth.or')}
        <span className="h-px flex-1 bg-slate-300 dark:bg-slate-600" aria-hidden="true" />
      </p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          disabled={busy !== null}
          onClick={() => void start(provider.id)}
        >
          {t('oauth.continue_with', { provider: provider.name })}
        </Button>
      ))}
    </div>
  );
}
