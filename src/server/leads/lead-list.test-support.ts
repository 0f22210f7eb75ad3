import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/** A test file's own app with a signed-in admin: `session.t`, `session.token` once started. */
export function adminSession(): { t: TestApp; token: string; adminId: string } {
  const session = {} as { t: TestApp; token: string; adminId: string };
  beforeAll(async () => {
    session.t = await createTestApp();
    const admin = await session.t.signIn('admin');
    session.token = admin.token;
    session.adminId = admin.user.id;
  });
  afterAll(() => session.t.close());
  return session;
}
