import { useTranslation } from 'react-i18next';
import { Button } from '../button';

/**
 * A busy form disables its submit button (spec §4) and says it is working: "Saving…" unless the
 * form says better (a guest's application is being sent, not saved). On a page the server
 * rendered it is disabled until hydrated, as every `Button`: what was typed meanwhile stays, and
 * is sent by React.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  children: string;
}) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? (busyLabel ?? t('form.saving')) : children}
    </Button>
  );
}
