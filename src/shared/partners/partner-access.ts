import { permissionsFor, type Permission, type Role } from '../auth/permissions';
import type { PartnerStatus } from './partner-status';

/**
 * What a user may do given their role and, for partners, the partner row's status. A partner
 * acts as one only while `active`; pending or suspended partners keep their own account
 * (profile, password) and nothing else, so they see that approval is pending (issue 4).
 */
export function effectivePermissions(
  role: Role,
  partnerStatus: PartnerStatus | null | undefined,
): Permission[] {
  const all = permissionsFor([role]);
  if (role !== 'partner' || partnerStatus === 'active') return all;
  return all.filter((permission) => permission.endsWith(':user:own'));
}
