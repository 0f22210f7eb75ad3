import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PROFILE_SECURITY_ENDPOINTS } from '../../../shared/users/profile-security.endpoints';
import { Button } from '../../components/button';
import { showAlert } from '../../lib/feedback/alerts';
import { callApi } from '../../lib/http/api';
import { clearSession } from '../../lib/session/session';
import { showToast } from '../../lib/feedback/toasts';
import { pathTo } from '../../router/route-names';

/** Revokes every token of the user, this device's included, then goes to sign-in. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    const confirmed = await showAlert({
      tone: 'warning',
      title: t('profile-security.confirm_title'),
      text: t('profile-security.confirm_text'),
      confirmLabel: t('profile-security.sign_out_everywhere'),
      cancelLabel: t('profile-security.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const answer = await callApi(PROFILE_SECURITY_ENDPOINTS.signOutEverywhere, {});
      clearSession();
      showToast('success', answer.message);
      await navigate(pathTo('login'), { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="sessions-heading" className="flex flex-col gap-3">
      <h2 id="sessions-heading" className="text-xl font-semibold">
        {t('profile-security.title')}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{t('profile-security.intro')}</p>
      <div>
        <Button variant="danger" disabled={busy} onClick={() => void signOut()}>
          {t('profile-security.sign_out_everywhere')}
        </Button>
      </div>
    </section>
  );
}
