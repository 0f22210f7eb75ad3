import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission, isRole, permissionsFor } from '../shared/auth/permissions';
import { routerRoutes } from '../../tests/support/router-routes';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { registerAccessControl, type RouteAccess } from './plugins/access';
import { isApiKeyAccess, scopeOf, type ApiKeyScope } from '../shared/api-keys/api-key-scopes';
import { createKeyAs, withKey } from './api-keys/api-keys.test-support';
import { signInAsColleague } from './teams/teams.test-support';
import { createPartner } from '../../tests/support/factories';

/**
 * Walks every registered /api route as a guest, a partner and an admin and checks the answer
 * against the route's declared access. Routes added later are covered without editing this file.
 */
type Caller =
  | 'guest'
  | 'partner'
  | 'colleague'
  | 'admin'
  | 'pending partner'
  | 'suspended partner'
  | 'admin with a generated password';
const CALLERS: readonly Caller[] = [
  'guest',
  'partner',
  'colleague',
  'admin',
  'pending partner',
  'suspended partner',
  'admin with a generated password',
];

// Written from the permission table, not from the server's own check, so the two can disagree.
// A partner not (or no longer) approved keeps their own account and nothing else (0014).
function expectedAllowed(access: RouteAccess, caller: Caller): boolean {
  if (access === 'public') return true;
  // The lead API answers API keys only (issue 33): walked with keys below.
  if (isApiKeyAccess(access)) return false;
  if (caller === 'guest') return false;
  if (access === 'authenticated') return true;
  // Until they choose their own password, the first admin has only their own account (issue 13).
  if (
    caller === 'pending partner' ||
    caller === 'suspended partner' ||
    caller === 'admin with a generated password'
  ) {
    return !isRole(access) && access.endsWith(':user:own');
  }
  // A partner firm's colleague (issue 34) is a partner without the firm's account and money.
  if (caller === 'colleague') {
    if (isRole(access)) return access === 'partner';
    const permissions = permissionsFor(['partner']).filter(
      (permission) => !COLLEAGUE_LACKS.includes(permission),
    );
    return hasPermission({ roles: ['partner'], permissions }, access);
  }
  if (isRole(access)) return access === caller;
  return hasPermission({ roles: [caller], permissions: permissionsFor([caller]) }, access);
}

const COLLEAGUE_LACKS: readonly string[] = [
  'read:firm:own',
  'update:firm:own',
  'update:partner:own',
  'create:api_key:own',
  'read:api_key:own',
  'delete:api_key:own',
];

/** Outside /api, for load balancers and nobody's data (health.routes.ts): open by design. */
const PROBES = ['GET /healthz', 'GET /readyz'];

/**
 * Routes in the app's router that the access hook never recorded (decision 0043): registered
 * before the hook, or outside /api but for the probes. Either would escape the walk below.
 */
function undeclaredRoutes(app: FastifyInstance): string[] {
  const declared = new Set(app.declaredRoutes.map((route) => `${route.method} ${route.url}`));
  return routerRoutes(app)
    .map((route) => `${route.method} ${route.url}`)
    .filter((name) => !declared.has(name) && !PROBES.includes(name));
}

async function signInAs(caller: Exclude<Caller, 'guest'>): Promise<string> {
  if (caller === 'colleague') {
    const firm = await createPartner(t.db);
    return (await signInAsColleague(t, firm.partner.id)).token;
  }
  if (caller === 'pending partner' || caller === 'suspended partner') {
    const status = caller === 'pending partner' ? 'pending' : 'suspended';
    return (await t.signIn('partner', {}, { partner: { status } })).token;
  }
  if (caller === 'admin with a generated password')
    return (await t.signIn('admin', { passwordChangeRequired: true })).token;
  return (await t.signIn(caller)).token;
}

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const caller of CALLERS) if (caller !== 'guest') tokens[caller] = await signInAs(caller);
});
afterAll(() => t.close());

describe('route access matrix', () => {
  it('knows the foundation routes', () => {
    const names = t.app.declaredRoutes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/login', 'GET /api/user', 'POST /api/logout']),
    );
  });

  it('walks every route of the router: each one declares who may call it', () => {
    const inRouter = routerRoutes(t.app);
    expect(undeclaredRoutes(t.app)).toEqual([]);
    expect(inRouter.length).toBe(t.app.declaredRoutes.length + PROBES.length);
    // The deal room's hidden routes (no OpenAPI entry) are walked too.
    expect(t.app.declaredRoutes).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/guest/upload/:token/files', access: 'public' },
        {
          method: 'GET',
          url: '/api/leads/:id/documents/:documentId/file',
          access: 'read:lead:any',
        },
      ]),
    );
  });

  const access = (method: string, url: string) =>
    t.app.declaredRoutes.find((route) => route.method === method && route.url === url)?.access;

  // Issue 16 (commissions): the admin's list, moves, terms and CSV; the partner's own view.
  it('declares the commission routes: admins run them, a partner reads only their own', () => {
    expect({
      list: access('GET', '/api/commissions'),
      move: access('POST', '/api/commissions/status'),
      export: access('GET', '/api/commissions/export'),
      terms: access('PUT', '/api/partners/:id/commission'),
      mine: access('GET', '/api/my-commissions'),
    }).toEqual({
      list: 'admin',
      move: 'admin',
      export: 'admin',
      terms: 'admin',
      // The firm's money is its owner's to see (issue 34): not a colleague's.
      mine: 'read:firm:own',
    });
  });

  it('offers the legal texts to guests, and the settings behind them to admins only', () => {
    expect(access('GET', '/api/legal/:document')).toBe('public');
    expect(access('GET', '/api/settings')).toBe('admin');
    expect(access('PUT', '/api/settings')).toBe('admin');
    expect(access('GET', '/api/audit')).toBe('admin');
  });

  /** Calls every declared route as each caller and lists the answers that break the rule. */
  async function walkAs(callers: readonly Caller[]) {
    const mismatches: string[] = [];
    let checked = 0;
    // Sign-out-everywhere, then logout (public: it answers a revoked token too) last: they
    // revoke the token the other routes use.
    const ENDS_SESSION = ['/api/settings/sign-out-everywhere', '/api/logout'];
    const order = (url: string) => ENDS_SESSION.indexOf(url);
    const routes = [...t.app.declaredRoutes].sort((a, b) => order(a.url) - order(b.url));
    for (const caller of callers) {
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
          : // No API key is no caller at all for the lead API: 401 even with a session.
            status === (caller === 'guest' || isApiKeyAccess(route.access) ? 401 : 403);
        checked += 1;
        if (!ok) mismatches.push(`${caller} ${route.method} ${url} (${route.access}) → ${status}`);
      }
      if (caller !== 'guest' && routes.some((route) => route.url === '/api/logout')) {
        tokens[caller] = await signInAs(caller);
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(callers.length * routes.length);
  }

  it('answers every route as declared for guests, partners (active, pending, suspended) and admins', async () => {
    await walkAs(CALLERS.filter((caller) => caller !== 'colleague'));
  });

  // Issue 34: a firm's colleague is a partner without the firm's account and money.
  it('answers every route as declared for a partner firm’s colleague', async () => {
    await walkAs(['colleague']);
  });

  it('walks every route with API keys: a key opens the lead API routes of its scopes and nothing else', async () => {
    const adminToken = (await t.signIn('admin')).token;
    const partnerToken = (await t.signIn('partner')).token;
    const keys: { label: string; scopes: ApiKeyScope[]; secret: string }[] = [];
    for (const [label, token] of [
      ['partner', partnerToken],
      ['admin', adminToken],
    ] as const) {
      for (const scopes of [
        ['leads:read'],
        ['leads:write'],
        ['leads:read', 'leads:write'],
      ] as const) {
        const { secret } = await createKeyAs(t, token, [...scopes]);
        keys.push({ label: `${label} key (${scopes.join(' ')})`, scopes: [...scopes], secret });
      }
    }
    const mismatches: string[] = [];
    const apiKeyRoutes = t.app.declaredRoutes.filter((route) => isApiKeyAccess(route.access));
    expect(apiKeyRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/v1/leads',
      'GET /api/v1/leads/:reference',
      'POST /api/v1/leads',
    ]);
    for (const key of keys) {
      for (const route of t.app.declaredRoutes) {
        if (route.access === 'public') continue;
        const url = route.url.replace(/:[A-Za-z_]+/g, 'matrix-test-param').replace(/\*$/, 'x');
        const response = await withKey(t, key.secret, {
          method: route.method as 'GET',
          url,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const status = response.statusCode;
        const expected = isApiKeyAccess(route.access)
          ? key.scopes.includes(scopeOf(route.access))
            ? status !== 401 && status !== 403 && status < 500
            : status === 403
          : status === 401; // a key is no session: every other route is closed to it
        if (!expected) mismatches.push(`${key.label} ${route.method} ${url} → ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  // Issue 12: no partner or admin route exists yet, so the walk above cannot show this.
  it('refuses inactive partners every partner and admin route; their own account stays open', async () => {
    const app = Fastify();
    registerAccessControl(app, t.db);
    const probes: RouteAccess[] = [
      'partner',
      'admin',
      'read:lead:own',
      'read:partner:own',
      'read:lead:any',
      'read:user:own',
      'update:user:own',
      'authenticated',
    ];
    probes.forEach((access, index) =>
      app.get(`/api/probe-${index}`, { config: { access } }, async () => ({ ok: true })),
    );
    await app.ready();
    const answers: Record<string, Record<string, number>> = {};
    for (const caller of ['partner', 'pending partner', 'suspended partner'] as const) {
      answers[caller] = {};
      for (const [index, access] of probes.entries()) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/probe-${index}`,
          headers: { authorization: `Bearer ${tokens[caller]}` },
        });
        answers[caller][access] = response.statusCode;
      }
    }
    const inactive = {
      partner: 403,
      admin: 403,
      'read:lead:own': 403,
      'read:partner:own': 403,
      'read:lead:any': 403,
      'read:user:own': 200,
      'update:user:own': 200,
      authenticated: 200,
    };
    expect(answers).toEqual({
      partner: { ...inactive, partner: 200, 'read:lead:own': 200, 'read:partner:own': 200 },
      'pending partner': inactive,
      'suspended partner': inactive,
    });
    await app.close();
  });

  it('finds a route the access hook could not see, or one outside /api', async () => {
    const app = Fastify();
    app.get('/api/registered-too-early', async () => 'open');
    registerAccessControl(app, t.db);
    app.get('/api/declared', { config: { access: 'public' } }, async () => 'open');
    app.get('/metrics', async () => 'open');
    await app.ready();
    expect(undeclaredRoutes(app)).toEqual(['GET /api/registered-too-early', 'GET /metrics']);
    const early = await app.inject({ method: 'GET', url: '/api/registered-too-early' });
    expect(early.statusCode).toBe(403);
    await app.close();
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
