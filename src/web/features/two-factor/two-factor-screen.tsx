import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../components/query-status';
import { DisableTwoFactorForm, RegenerateCodesForm } from './password-code-forms';
import { PasskeysCard } from './passkeys-card';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { RememberedDevices } from './remembered-devices';
import { TotpEnrolment } from './totp-enrolment';
import { useTwoFactorChanged, useTwoFactorStatus } from './two-factor-query';

/** Settings → Two-factor (issue 31 item 7): enrol, recovery codes, passkeys, devices, turn off. */
export function TwoFactorScreen() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const changed = useTwoFactorChanged();
  // Shown once, right after they were made; gone from the page when put away.
  const [codes, setCodes] = useState<string[] | null>(null);
  const showCodes = (fresh: string[]) => {
    setCodes(fresh);
    void changed();
  };

  return (
    <section aria-labelledby="two-factor-heading" className="flex flex-col gap-4">
      <h2 id="two-factor-heading" className="text-xl font-semibold">
        {t('two-factor-settings.heading')}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{t('two-factor-settings.intro')}</p>
      <QueryStatus query={status} failed={t('errors.unavailable')} />
      {status.data?.enrolment_required && (
        <p
          role="note"
          className="rounded border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('two-factor-settings.required_notice')}
        </p>
      )}
      {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}
      {status.data && !codes && (
        <>
          <p role="status" className="font-medium">
            {status.data.totp_enabled
              ? t('two-factor-settings.status_on')
              : t('two-factor-settings.status_off')}
            {status.data.totp_enabled &&
              ` ${t('two-factor-settings.codes_left', { count: status.data.recovery_codes_left })}`}
          </p>
          {status.data.totp_enabled ? (
            <>
              <PasskeysCard passkeys={status.data.passkeys} onChanged={changed} />
              <RememberedDevices devices={status.data.remembered_devices} onChanged={changed} />
              <RegenerateCodesForm onCodes={showCodes} />
              <DisableTwoFactorForm onDisabled={() => void changed()} />
            </>
          ) : (
            <TotpEnrolment onConfirmed={showCodes} />
          )}
        </>
      )}
    </section>
  );
}
