import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../auth/permissions';
import { effectivePermissions } from './partner-access';

describe('effectivePermissions', () => {
  it('gives an active partner every partner permission', () => {
    expect(effectivePermissions('partner', 'active')).toEqual(permissionsFor(['partner']));
  });

  it.each(['pending', 'suspended', null] as const)(
    'leaves a %s partner only their own account',
    (status) => {
      expect(effectivePermissions('partner', status).sort()).toEqual([
        'read:user:own',
        'update:user:own',
      ]);
    },
  );

  it('does not depend on a partner row for admins', () => {
    expect(effectivePermissions('admin', null)).toEqual(permissionsFor(['admin']));
  });
});
