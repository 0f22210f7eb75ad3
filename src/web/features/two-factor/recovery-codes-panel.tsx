import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Card } from '../../components/card';

/** The ten recovery codes, shown once: copy, download, then put away. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(link.href);
  };

  return (
    <Card title={t('two-factor-settings.codes_title')}>
      <p>{t('two-factor-settings.codes_intro')}</p>
      <ul
        aria-label={t('two-factor-settings.codes_title')}
        className="grid grid-cols-2 gap-2 font-mono text-base sm:max-w-md"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-900">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('two-factor-settings.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('two-factor-settings.download')}
        </Button>
        <Button onClick={onDone}>{t('two-factor-settings.codes_saved')}</Button>
        <span role="status">{copied ? t('two-factor-settings.copied') : ''}</span>
      </div>
    </Card>
  );
}
