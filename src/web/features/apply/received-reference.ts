import { useLocation, useSearchParams } from 'react-router';
import type { ApplyVariant } from '../../../shared/leads/apply.contract';
import { pathTo } from '../../router/route-names';

/** A reference as the API makes them (AU-2026-000123); anything else in the URL is ignored. */
const REFERENCE = /^(AU|NZ)-\d{4}-\d{1,12}$/;

/**
 * Where a sent application goes: the full form to /thank-you, the shorter variants to their
 * /success screen. The reference rides in the query too, so a reload still shows it; a repeat
 * has none to show (decision 0052), only `repeat=1`.
 */
export function thankYouTarget(
  variant: ApplyVariant,
  answer: { reference: string | null; repeat: boolean },
): string {
  const path = pathTo(variant === 'apply' ? 'thank-you' : 'success');
  const query: Record<string, string> =
    answer.repeat || !answer.reference ? { repeat: '1' } : { reference: answer.reference };
  return `${path}?${new URLSearchParams(query)}`;
}

/** Whether the application joined a request the firm already had (decision 0052). */
export function useRepeatReceived(): boolean {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { repeat?: unknown } | null;
  return state?.repeat === true || params.get('repeat') === '1';
}

/** The reference handed over by navigation state, else by the query (after a reload). */
export function useReceivedReference(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { reference?: unknown } | null;
  const candidate =
    typeof state?.reference === 'string' ? state.reference : params.get('reference');
  return candidate && REFERENCE.test(candidate) ? candidate : null;
}
