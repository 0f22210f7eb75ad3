import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission, isRole, permissionsFor } from '../shared/auth/permissions';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { registerAccessControl, type RouteAccess } from './plugins/access';

/**
 * Walks every registered /api route as a guest, a partner and an admin and checks the answer
 * against the route's declared access. Routes added later are covered without editing this file.
 */
type Caller = 'guest' | 'partner' | 'admin';

// Written from the permission table, not from the server's own check, so the two can disagree.
function expectedAllowed(access: RouteAccess, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'guest') return false;
  if (access === 'authenticated') return true;
  if (isRole(access)) return access === caller;
  return hasPermission({ roles: [caller], permissions: permissionsFor([caller]) }, access);
}

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.partner = (await t.signIn('partner')).token;
  tokens.admin = (await t.signIn('admin')).token;
});
afterAll(() => t.close());

describe('route access matrix', () => {
  it('knows the foundation routes', () => {
    const names = t.app.declaredRoutes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/login', 'GET /api/user', 'POST /api/logout']),
    );
  });

  it('answers every route as declared for guest, partner and admin', async () => {
    const mismatches: string[] = [];
    // Logout last: it would revoke the token the other routes use.
    const routes = [...t.app.declaredRoutes].sort(
      (a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'),
    );
    for (const caller of ['guest', 'partner', 'admin'] as const) {
      for (const route of routes) {
        const url = route.url.replace(/:[A-Za-z_]+/g, 'matrix-test-param').replace(/\*$/, 'x');
        const response = await t.request({
          method: route.method as 'GET',
          url,
          token: caller === 'guest' ? undefined : tokens[caller],
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const allowed = expectedAllowed(route.access, caller);
        const status = response.statusCode;
        const ok = allowed
          ? status !== 401 && status !== 403 && status < 500
          : status === (caller === 'guest' ? 401 : 403);
        if (!ok) mismatches.push(`${caller} ${route.method} ${url} (${route.access}) → ${status}`);
      }
      if (caller !== 'guest' && routes.some((route) => route.url === '/api/logout')) {
        tokens[caller] = (await t.signIn(caller)).token;
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses to start with an /api route that declares no access', async () => {
    const app = Fastify();
    registerAccessControl(app, t.db);
    expect(() => app.get('/api/undeclared', async () => 'open')).toThrow(
      /must declare config.access/,
    );
    await app.close();
  });
});
