import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_ENDPOINTS } from '../../../shared/auth/two-factor.endpoints';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { showAlert } from '../../lib/feedback/alerts';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';

/**
 * The admin's "Reset second factor" for a partner who lost their phone and codes: confirmed
 * first, audited and e-mailed by the server; `onReset` refreshes the panel (its history).
 */
export function ResetPartnerSecondFactor({
  partnerId,
  onReset,
}: {
  partnerId: string;
  onReset: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    const confirmed = await showAlert({
      tone: 'warning',
      title: t('two-factor-settings.reset_confirm_title'),
      text: t('two-factor-settings.reset_confirm_text'),
      confirmLabel: t('two-factor-settings.reset_button'),
      cancelLabel: t('two-factor-settings.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const answer = await callApi(TWO_FACTOR_ENDPOINTS.resetPartner, {
        params: { id: partnerId },
      });
      showToast('success', answer.message);
      await onReset();
    } catch (error) {
      showToast('error', error instanceof HttpError ? error.message : t('errors.unavailable'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('two-factor-settings.reset_title')}>
      <div>
        <Button variant="secondary" disabled={busy} onClick={() => void reset()}>
          {t('two-factor-settings.reset_button')}
        </Button>
      </div>
    </Card>
  );
}
