import type { TSessionUser } from '../../../shared/auth/auth.contract';

export type InactiveStanding = 'pending' | 'suspended';

/**
 * A partner acts as one only while approved (issue 4): until then the back office shows why,
 * and nothing else. Admins and active partners are never held back here.
 */
export function inactivePartnerStanding(
  user: TSessionUser | null | undefined,
): InactiveStanding | null {
  if (!user || user.role !== 'partner') return null;
  const status = user.partner?.status;
  if (status === 'active') return null;
  return status === 'suspended' ? 'suspended' : 'pending';
}
