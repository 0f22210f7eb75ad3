import { useLocation, useSearchParams } from 'react-router';
import type { ApplyVariant } from '../../../shared/leads/apply.contract';
import { pathTo } from '../../router/route-names';

/** A reference as the API makes them (AU-2026-000123); anything else in the URL is ignored. */
const REFERENCE = /^(AU|NZ)-\d{4}-\d{1,12}$/;

/**
 * Where a sent application goes: the full form to /thank-you, the shorter variants to their
 * /success screen. The reference rides in the query too, so a reload still shows it.
 */
export function thankYouTarget(variant: ApplyVariant, reference: string): string {
  const path = pathTo(variant === 'apply' ? 'thank-you' : 'success');
  return `${path}?${new URLSearchParams({ reference })}`;
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
