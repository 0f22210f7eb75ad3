import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../router/route-names';
import { showToast } from '../lib/feedback/toasts';
import { Button, buttonClass } from './button';

/** The full address of a partner's referral link (`/apply/:code`) on this site. */
function referralUrl(code: string): string {
  return `${window.location.origin}${pathTo('partner', { id: code })}`;
}

/**
 * A partner's referral link to share: the address to read, a copy button that says it copied,
 * and a QR code to print or download (the QR library loads only here).
 */
export function ReferralLink({ code, company }: { code: string; company?: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const url = referralUrl(code);
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((QRCode) => QRCode.toDataURL(url, { margin: 1, width: 240 }))
      .then((image) => current && setQr(image))
      .catch(() => current && setQr(null));
    return () => {
      current = false;
    };
  }, [url]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', t('referral.copied'));
    } catch {
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      showToast('error', t('referral.copy_failed'));
    }
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <label htmlFor={inputId} className="font-medium">
          {t('referral.label')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded border border-slate-400 bg-white px-3 py-2 font-mono text-sm dark:border-slate-500 dark:bg-slate-900"
          />
          <Button onClick={() => void copy()}>{t('referral.copy')}</Button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('referral.hint')}</p>
      </div>
      {qr && (
        <figure className="flex flex-col items-center gap-2">
          <img
            src={qr}
            width={160}
            height={160}
            alt={t('referral.qr_alt', { company: company ?? '' })}
            className="rounded border border-slate-200 bg-white p-1"
          />
          <a href={qr} download={`referral-${code}.png`} className={buttonClass('secondary', 'sm')}>
            {t('referral.download_qr')}
          </a>
        </figure>
      )}
    </div>
  );
}
