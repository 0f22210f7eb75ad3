import { describe, expect, it } from 'vitest';
import {
  hasAllPermissions,
  hasAllRoles,
  hasAnyPermission,
  hasAnyRole,
  hasNoPermission,
  hasPermission,
  hasRole,
  isPermission,
  permissionsFor,
} from './permissions';

const admin = { roles: ['admin'], permissions: permissionsFor(['admin']) };
const partner = { roles: ['partner'], permissions: permissionsFor(['partner']) };

describe('permissions', () => {
  it('gives the admin every permission and `any` implies `own`', () => {
    expect(hasPermission(admin, 'delete:lead:any')).toBe(true);
    expect(hasPermission(admin, 'read:lead:own')).toBe(true);
  });

  it('limits the partner to their own data', () => {
    expect(hasPermission(partner, 'read:lead:own')).toBe(true);
    expect(hasPermission(partner, 'read:lead:any')).toBe(false);
    expect(hasPermission(null, 'read:lead:own')).toBe(false);
  });

  it('accepts pipe-separated lists for any / all / none', () => {
    expect(hasAnyPermission(partner, 'read:lead:any|read:lead:own')).toBe(true);
    expect(hasAnyPermission(partner, 'read:lead:any|delete:user:any')).toBe(false);
    expect(hasAllPermissions(partner, 'read:lead:own|read:user:own')).toBe(true);
    expect(hasAllPermissions(partner, ['read:lead:own', 'read:lead:any'])).toBe(false);
    expect(hasAllPermissions(partner, '')).toBe(false);
    expect(hasNoPermission(partner, 'read:lead:any|delete:user:any')).toBe(true);
    expect(hasNoPermission(partner, 'read:lead:any|read:lead:own')).toBe(false);
  });

  it('checks roles one, any and all', () => {
    expect(hasRole(admin, 'admin')).toBe(true);
    expect(hasRole(partner, 'admin')).toBe(false);
    expect(hasAnyRole(partner, 'admin|partner')).toBe(true);
    expect(hasAnyRole(partner, ['admin'])).toBe(false);
    expect(hasAllRoles(partner, 'admin|partner')).toBe(false);
    expect(hasAllRoles(partner, 'partner')).toBe(true);
    expect(hasAllRoles(partner, '')).toBe(false);
  });

  it('recognises well-formed permission strings only', () => {
    expect(isPermission('read:lead:own')).toBe(true);
    expect(isPermission('read:lead')).toBe(false);
    expect(isPermission('fly:lead:own')).toBe(false);
    expect(isPermission('read:lead:own:x')).toBe(false);
  });
});
