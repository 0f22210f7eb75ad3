import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../tests/support/factories';
import { allows } from '../plugins/access';
import { findUserByEmail } from '../users/users.queries';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Issue 13: the first admin signs in with a password printed at start; until they choose their
// own, their account is all they can reach, on the server as in the SPA.
describe('an admin who must change a generated password', () => {
  it('reaches only their own account until the password is changed', async () => {
    const { token } = await t.signIn('admin', { passwordChangeRequired: true });

    const me = await t.request({ method: 'GET', url: '/api/user', token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'admin', password_change_required: true });
    // The session says what the user can do now: their own account, nothing else.
    expect(me.json().permissions).toEqual(['read:user:own', 'update:user:own']);

    // Every route needing more than their own account is refused (the access matrix walks
    // the real routes with this caller too).
    const user = { ...(await findUserByEmail(t.db, me.json().email))! };
    for (const access of ['admin', 'read:lead:any', 'update:setting:any'] as const)
      expect(allows(access, user), access).toBe(false);
    for (const access of ['authenticated', 'update:user:own', 'public'] as const)
      expect(allows(access, user), access).toBe(true);

    const changed = await t.request({
      method: 'PATCH',
      url: '/api/settings/password',
      token,
      payload: {
        current_password: TEST_PASSWORD,
        password: 'a brand new passphrase 42',
        password_confirmation: 'a brand new passphrase 42',
      },
    });
    expect(changed.statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: '/api/user', token });
    expect(after.json().password_change_required).toBe(false);
    expect(after.json().permissions).toContain('read:lead:any');
  });
});

// Issue 30, item 7a: the generated password left on disk for a service is worthless once
// replaced, so the change removes the file instead of leaving it for the operator.
describe('the first-admin password file', () => {
  it('is deleted once the admin who must change the password has changed it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lendref-first-admin-'));
    const app = await createTestApp({ DATA_DIR: dataDir });
    try {
      const file = join(dataDir, 'first-admin-password.txt');
      writeFileSync(file, 'e-mail: first@admin.test\npassword: generated\n', { mode: 0o600 });
      const { token } = await app.signIn('admin', { passwordChangeRequired: true });
      const changed = await app.request({
        method: 'PATCH',
        url: '/api/settings/password',
        token,
        payload: {
          current_password: TEST_PASSWORD,
          password: 'a brand new passphrase 42',
          password_confirmation: 'a brand new passphrase 42',
        },
      });
      expect(changed.statusCode).toBe(200);
      expect(existsSync(file)).toBe(false);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stays when an admin who chose their own password changes it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lendref-first-admin-'));
    const app = await createTestApp({ DATA_DIR: dataDir });
    try {
      const file = join(dataDir, 'first-admin-password.txt');
      writeFileSync(file, 'belongs to another admin\n', { mode: 0o600 });
      const { token } = await app.signIn('admin');
      const changed = await app.request({
        method: 'PATCH',
        url: '/api/settings/password',
        token,
        payload: {
          current_password: TEST_PASSWORD,
          password: 'a brand new passphrase 42',
          password_confirmation: 'a brand new passphrase 42',
        },
      });
      expect(changed.statusCode).toBe(200);
      expect(existsSync(file)).toBe(true);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
