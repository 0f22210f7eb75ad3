import { useTranslation } from 'react-i18next';
import type { TTwoFactorStatus } from '../../../shared/auth/two-factor.contract';
import { TWO_FACTOR_ENDPOINTS } from '../../../shared/auth/two-factor.endpoints';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { callApi } from '../../lib/http/api';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';

/** Browsers that skip the code for 30 days; forgetting one asks it for a code again. */
export function RememberedDevices({
  devices,
  onChanged,
}: {
  devices: TTwoFactorStatus['remembered_devices'];
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const forget = async (id: string) => {
    const answer = await callApi(TWO_FACTOR_ENDPOINTS.revokeDevice, { params: { id } });
    showToast('success', answer.message);
    await onChanged();
  };
  return (
    <Card title={t('two-factor-settings.devices_title')}>
      {devices.length === 0 ? (
        <p>{t('two-factor-settings.devices_none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="break-words">
                  {device.label || t('two-factor-settings.device_unknown')}
                  {device.current && (
                    <strong className="ml-2">{t('two-factor-settings.device_current')}</strong>
                  )}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t('two-factor-settings.device_until', {
                    date: formats.date(device.expires_at),
                  })}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => void forget(device.id)}>
                {t('two-factor-settings.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
