import { permissionsFor, type Permission, type Role } from '../auth/permissions';
import type { PartnerStatus } from './partner-status';

/** Their own account (profile, password, language): what a restricted user keeps. */
const OWN_ACCOUNT_PERMISSIONS: readonly Permission[] = ['read:user:own', 'update:user:own'];

/**
 * What a user may do given their role and, for partners, the partner row's status. A partner
 * acts as one only while `active`; pending or suspended partners keep their own account and
 * nothing else, so they see that approval is pending (issue 4). So does a user who must first
 * replace a generated password (issue 13).
 */
export function effectivePermissions(
  role: Role,
  partnerStatus: PartnerStatus | null | undefined,
  passwordChangeRequired = false,
): Permission[] {
  if (passwordChangeRequired) return [...OWN_ACCOUNT_PERMISSIONS];
  const all = permissionsFor([role]);
  if (role !== 'partner' || partnerStatus === 'active') return all;
  return all.filter((permission) => OWN_ACCOUNT_PERMISSIONS.includes(permission));
}
