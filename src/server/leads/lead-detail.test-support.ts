import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

interface AdminTestApp {
  t: TestApp;
  admin: Awaited<ReturnType<TestApp['signIn']>>;
}

/** A test app and a signed-in admin for a file of lead-screen tests, closed after them. */
export function useAdminTestApp(): AdminTestApp {
  const context = {} as AdminTestApp;
  beforeAll(async () => {
    context.t = await createTestApp();
    context.admin = await context.t.signIn('admin');
  });
  afterAll(() => context.t.close());
  return context;
}
