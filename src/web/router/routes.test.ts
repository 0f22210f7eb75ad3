// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bodyClassFor, pageTitle } from './route-handle';
import { isAppPath } from '../../shared/routes/route-paths';
import { ROUTE_PATHS } from './route-names';
import { SCREENS, SETTINGS_SCREENS } from './screens';

const all = [...SCREENS, ...SETTINGS_SCREENS];
const byPath = (path: string) => all.find((screen) => screen.path === path);

describe('route table (spec §2)', () => {
  it('has every path of the spec', () => {
    const spec = [
      '/',
      '/login',
      '/password/reset',
      '/password/reset/:token',
      '/email/verify/:id',
      '/email/resend',
      '/home',
      '/settings/profile',
      '/settings/password',
      '/leads',
      '/leads/nz',
      '/lead/:id',
      '/partners',
      '/my-leads',
      '/options',
      '/thank-you',
      '/success',
      '/thank-you-partner',
      '/apply',
      '/apply/:id',
      '/join',
      '/apply-now',
      '/apply-quick',
      '/full-application/:id',
      '/term-sheet/:id',
      '/upload/:id',
      '*',
    ];
    expect(spec.filter((path) => !byPath(path))).toEqual([]);
    expect(ROUTE_PATHS.settings).toBe('/settings');
  });

  it('agrees with the server on which paths have a screen (the others answer 404)', () => {
    const screenPaths = all.map((screen) => screen.path).filter((path) => path !== '*');
    const example = (path: string) => path.replace(/:[a-z]+/g, 'x1');
    expect(screenPaths.filter((path) => !isAppPath(example(path)))).toEqual([]);
    for (const path of ['/lead/42/', '/settings', '/apply/abc123', '/dashboard', '/dashboard/'])
      expect(isAppPath(path), path).toBe(true);
    for (const path of [
      '/nope',
      '/lead',
      '/lead/42/edit',
      '/leads/au',
      '/apply/a/b',
      '/dashboard/x',
    ])
      expect(isAppPath(path), path).toBe(false);
  });

  it('names the navigation targets of the spec', () => {
    expect(ROUTE_PATHS).toMatchObject({
      welcome: '/',
      dashboard: '/',
      login: '/login',
      leads: '/leads',
      'partner.leads': '/my-leads',
      'leads.nz': '/leads/nz',
      partners: '/partners',
      options: '/options',
      'settings.profile': '/settings/profile',
      home: '/home',
      partner: '/apply/:id',
    });
  });

  it('guards each route as decided', () => {
    const guards = (path: string) => byPath(path)?.handle.middleware;
    for (const path of ['/leads', '/leads/nz', '/partners', '/options', '/full-application-test'])
      expect(guards(path)).toEqual(['admin']);
    expect(guards('/my-leads')).toEqual(['auth', 'role:partner']);
    expect(guards('/lead/:id')).toEqual(['auth', 'role:admin,partner']);
    expect(guards('/home')).toEqual(['auth']);
    expect(guards('/settings/profile')).toEqual(['auth']);
    for (const path of ['/login', '/password/reset', '/password/reset/:token', '/join'])
      expect(guards(path)).toEqual(['guest']);
    for (const path of ['/apply', '/term-sheet/:id', '/upload/:id', '*'])
      expect(guards(path)).toEqual([]);
  });

  it('gives guest screens the front-end layout and back-office screens the back-office one', () => {
    for (const path of ['/apply', '/apply/:id', '/join', '/thank-you', '/success', '/upload/:id'])
      expect(byPath(path)?.handle.layout).toBe('frontend');
    for (const path of ['/', '/home', '/leads', '/partners', '/my-leads', '/settings/password'])
      expect(byPath(path)?.handle.layout).toBe('backend');
    expect(byPath('/login')?.handle.layout).toBe('default');
  });

  it('titles every screen with a translation key', () => {
    expect(
      all.filter(
        (screen) =>
          !/^(pages|account|legal|invite|admins-admin|outbox-admin|commissions|settings-admin|audit|two-factor-settings|privacy|webhooks|payment-details|statements|payouts|lead-import|lead-merge|api-keys|team|applicant-mail|tasks)\./.test(
            screen.handle.title,
          ),
      ),
    ).toEqual([]);
  });
});

describe('page title and body class', () => {
  it('uses the template "%s · app name"', () => {
    expect(pageTitle('Leads (AU)', 'LendRef')).toBe('Leads (AU) · LendRef');
    expect(pageTitle('', 'LendRef')).toBe('LendRef');
  });
  it('follows the route name, replaced entirely in the back-office layout', () => {
    expect(bodyClassFor({ name: 'settings.profile', layout: 'default' })).toBe(
      'page-settings-profile',
    );
    expect(bodyClassFor({ name: 'leads', layout: 'backend' })).toBe('layout-backend');
  });
});
