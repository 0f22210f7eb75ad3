/**
 * Roles and permission strings, checked by one function on the server and the same function
 * in the browser (STYLE.md). A permission reads `action:entity:scope`; `any` implies `own`.
 */
export const ROLES = ['admin', 'partner'] as const;
export type Role = (typeof ROLES)[number];

const ACTIONS = ['create', 'read', 'update', 'delete'] as const;
const ENTITIES = ['user', 'lead', 'partner', 'option', 'setting', 'api_key', 'firm'] as const;
type Action = (typeof ACTIONS)[number];
type Entity = (typeof ENTITIES)[number];
export type Permission = `${Action}:${Entity}:${'own' | 'any'}`;

// `firm` is a partner firm's own account (issue 34): an admin has no firm of their own, so no
// admin permission implies it and a firm's own routes answer an admin 403.
const everything = ACTIONS.flatMap((action) =>
  ENTITIES.filter((entity) => entity !== 'firm').map(
    (entity): Permission => `${action}:${entity}:any`,
  ),
);

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: everything,
  partner: [
    'read:user:own',
    'update:user:own',
    'read:lead:own',
    'read:partner:own',
    // The firm's own account (issue 34, decision 0080), its owner's alone: its money
    // (commissions, statements, balance), its running (team, payment details, self-billing,
    // lead e-mails) and its integration (webhooks, beside the API keys below).
    'read:firm:own',
    'update:firm:own',
    'update:partner:own',
    // Their own API keys (issue 33): keys that send and read their own leads.
    'create:api_key:own',
    'read:api_key:own',
    'delete:api_key:own',
  ],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isPermission(value: string): value is Permission {
  const [action, entity, scope, extra] = value.split(':');
  return (
    extra === undefined &&
    (ACTIONS as readonly string[]).includes(action ?? '') &&
    (ENTITIES as readonly string[]).includes(entity ?? '') &&
    (scope === 'own' || scope === 'any')
  );
}

export function permissionsFor(roles: readonly string[]): Permission[] {
  return [...new Set(roles.filter(isRole).flatMap((role) => ROLE_PERMISSIONS[role]))];
}

export interface Authorizable {
  roles: readonly string[];
  permissions: readonly string[];
}

/** Accepts a list or a pipe-separated string: `'read:lead:any|read:lead:own'`. */
function toList(value: string | readonly string[]): string[] {
  const items = typeof value === 'string' ? value.split('|') : value;
  return items.map((item) => item.trim()).filter(Boolean);
}

export function hasPermission(
  subject: Authorizable | null | undefined,
  permission: string,
): boolean {
  if (!subject) return false;
  if (subject.permissions.includes(permission)) return true;
  const [action, entity, scope] = permission.split(':');
  return scope === 'own' && subject.permissions.includes(`${action}:${entity}:any`);
}

export function hasAnyPermission(
  subject: Authorizable | null | undefined,
  permissions: string | readonly string[],
): boolean {
  return toList(permissions).some((permission) => hasPermission(subject, permission));
}

export function hasAllPermissions(
  subject: Authorizable | null | undefined,
  permissions: string | readonly string[],
): boolean {
  const list = toList(permissions);
  return list.length > 0 && list.every((permission) => hasPermission(subject, permission));
}

/** True when the subject has none of the permissions ("has none" in the product spec). */
export function hasNoPermission(
  subject: Authorizable | null | undefined,
  permissions: string | readonly string[],
): boolean {
  return !hasAnyPermission(subject, permissions);
}

export function hasRole(subject: Authorizable | null | undefined, role: string): boolean {
  return !!subject && subject.roles.includes(role);
}

export function hasAnyRole(
  subject: Authorizable | null | undefined,
  roles: string | readonly string[],
): boolean {
  return toList(roles).some((role) => hasRole(subject, role));
}

export function hasAllRoles(
  subject: Authorizable | null | undefined,
  roles: string | readonly string[],
): boolean {
  const list = toList(roles);
  return list.length > 0 && list.every((role) => hasRole(subject, role));
}
