import { permissionsFor, type Permission, type Role } from '../auth/permissions';
import type { PartnerStatus } from './partner-status';
import type { TeamRole } from '../teams/team-roles';

/** Their own account (profile, password, language): what a restricted user keeps. */
const OWN_ACCOUNT_PERMISSIONS: readonly Permission[] = ['read:user:own', 'update:user:own'];

/**
 * What only a firm's owner does (issue 34, decision 0080): run the firm's account and see its
 * money. A colleague refers and follows leads; the commission is the firm's.
 */
const OWNER_ONLY_PERMISSIONS: readonly Permission[] = [
  'read:firm:own',
  'update:firm:own',
  'update:partner:own',
  'create:api_key:own',
  'read:api_key:own',
  'delete:api_key:own',
];

/**
 * What a user may do given their role and, for partners, the partner row's status and their
 * place in the firm (a colleague has less than the owner). A partner
 * acts as one only while `active`; pending or suspended partners keep their own account and
 * nothing else, so they see that approval is pending (issue 4). So does a user who must first
 * replace a generated password (issue 13).
 */
export function effectivePermissions(
  role: Role,
  partnerStatus: PartnerStatus | null | undefined,
  passwordChangeRequired = false,
  teamRole: TeamRole | null = null,
): Permission[] {
  if (passwordChangeRequired) return [...OWN_ACCOUNT_PERMISSIONS];
  const all = permissionsFor([role]);
  if (role === 'partner' && partnerStatus === 'active' && teamRole === 'colleague')
    return all.filter((permission) => !OWNER_ONLY_PERMISSIONS.includes(permission));
  if (role !== 'partner' || partnerStatus === 'active') return all;
  return all.filter((permission) => OWN_ACCOUNT_PERMISSIONS.includes(permission));
}
