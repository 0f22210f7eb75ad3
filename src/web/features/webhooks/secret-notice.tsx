import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { showToast } from '../../lib/feedback/toasts';

/**
 * The endpoint's signing secret, shown once after it is made or rotated: the server keeps it
 * only sealed and never answers it again. Focus moves here so nobody misses it.
 */
export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [secret]);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    showToast('success', t('webhooks.secret_copied'));
  };
  return (
    <section
      aria-labelledby="webhook-secret-title"
      className="flex flex-col gap-3 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 text-slate-900 dark:bg-amber-950 dark:text-slate-100"
    >
      <h2 id="webhook-secret-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t('webhooks.secret_title')}
      </h2>
      <p>{t('webhooks.secret_once')}</p>
      <code
        data-testid="webhook-secret"
        className="rounded bg-white px-3 py-2 font-mono text-sm break-all dark:bg-slate-900"
      >
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('webhooks.secret_copy')}
        </Button>
        <Button onClick={onDone}>{t('webhooks.secret_done')}</Button>
      </div>
    </section>
  );
}
