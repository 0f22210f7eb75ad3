import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/ssr/use-hydrated';
import { Button } from '../button';

/**
 * A busy form disables its submit button (spec §4) and says it is working: "Saving…" unless the
 * form says better (a guest's application is being sent, not saved). A page the server rendered
 * keeps it disabled until it is hydrated: what was typed meanwhile stays, and is sent by React.
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
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={busy || !hydrated} aria-busy={busy || undefined}>
      {busy ? (busyLabel ?? t('form.saving')) : children}
    </Button>
  );
}
