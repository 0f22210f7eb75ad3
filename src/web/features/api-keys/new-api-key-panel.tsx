import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import type { CreatedKey } from './create-api-key-form';

/**
 * The key just created, in full, this once: the server keeps only its hash, so once the panel
 * is closed nobody can show it again (issue 33).
 */
export function NewApiKeyPanel({ created, onDone }: { created: CreatedKey; onDone: () => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setStatus(t('api-keys.copied'));
    } catch {
      setStatus(t('api-keys.copy_failed'));
    }
  };

  return (
    <Card title={t('api-keys.created_title', { name: created.name })}>
      <p>{t('api-keys.created_once')}</p>
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('api-keys.secret_label')}</span>
        <input
          readOnly
          value={created.secret}
          data-testid="new-api-key"
          className="w-full rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm dark:border-slate-500 dark:bg-slate-900"
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('api-keys.copy')}
        </Button>
        <Button onClick={onDone}>{t('api-keys.done')}</Button>
        <span role="status">{status}</span>
      </div>
    </Card>
  );
}
