import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { ROUTE_PATHS, routeNamesOf, type RouteName } from '../src/shared/routes/route-paths';

interface Stop {
  path: string;
  /** Where the guards leave this user. */
  lands?: string;
  title: string;
  layout: 'backend' | 'default' | 'frontend';
  /** Parts axe must not judge (see seriousAxeViolations). */
  axeExclude?: string[];
}

// The theme preview's sample shows a faint colour pair on purpose (e2e/settings-admin.test.ts).
const THEME_SAMPLE = '[data-testid="theme-preview"] [aria-hidden="true"]';

async function layoutOf(page: Page): Promise<Stop['layout']> {
  if (await page.locator('main > section').count()) return 'frontend';
  return (await page.evaluate(() => document.body.className)) === 'layout-backend'
    ? 'backend'
    : 'default';
}

const ADMIN: Stop[] = [
  { path: '/', title: 'Dashboard', layout: 'backend' },
  { path: '/home', title: 'Home', layout: 'backend' },
  { path: '/leads', title: 'Leads (AU)', layout: 'backend' },
  { path: '/leads/nz', title: 'Leads (NZ)', layout: 'backend' },
  { path: '/leads/new', title: 'New lead', layout: 'backend' },
  { path: '/lead/42', title: 'Lead', layout: 'backend' },
  { path: '/partners', title: 'Partners', layout: 'backend' },
  { path: '/commissions', title: 'Commissions', layout: 'backend' },
  { path: '/options', title: 'Options', layout: 'backend' },
  { path: '/full-application-test', title: 'Full application test', layout: 'backend' },
  { path: '/my-leads', lands: '/unauthorized', title: 'Access denied', layout: 'default' },
  { path: '/settings/team', lands: '/unauthorized', title: 'Access denied', layout: 'default' },
  { path: '/settings', lands: '/settings/profile', title: 'Profile', layout: 'backend' },
  { path: '/settings/password', title: 'Password', layout: 'backend' },
  { path: '/settings/two-factor', title: 'Two-factor', layout: 'backend' },
  { path: '/settings/admins', title: 'Admins', layout: 'backend' },
  { path: '/settings/outbox', title: 'Outgoing mail', layout: 'backend' },
  {
    path: '/settings/general',
    title: 'General',
    layout: 'backend',
    axeExclude: [THEME_SAMPLE],
  },
  { path: '/settings/firm', title: 'Firm and legal', layout: 'backend' },
  { path: '/settings/audit', title: 'Audit log', layout: 'backend' },
  { path: '/settings/privacy', title: 'Privacy requests', layout: 'backend' },
  { path: '/settings/webhooks', title: 'Webhooks', layout: 'backend' },
  { path: '/settings/api-keys', title: 'API keys', layout: 'backend' },
  { path: '/settings/api-keys/reference', title: 'Lead API reference', layout: 'backend' },
  { path: '/leads/import', title: 'Import leads', layout: 'backend' },
  { path: '/lead/42/merge', title: 'Merge with another lead', layout: 'backend' },
  { path: '/statements', title: 'Statements', layout: 'backend' },
  { path: '/payouts', title: 'Payouts', layout: 'backend' },
  { path: '/settings/payouts', title: 'Payout settings', layout: 'backend' },
  { path: '/settings/email-templates', title: 'E-mail templates', layout: 'backend' },
  { path: '/tasks', title: 'My tasks', layout: 'backend' },
  { path: '/login', lands: '/home', title: 'Home', layout: 'backend' },
  { path: '/email/verify/abc', title: 'Verify e-mail', layout: 'default' },
  { path: '/email/resend', title: 'Resend verification', layout: 'default' },
  { path: '/nowhere', title: 'Page not found', layout: 'default' },
];

const PARTNER: Stop[] = [
  { path: '/', title: 'Dashboard', layout: 'backend' },
  { path: '/my-leads', title: 'My leads', layout: 'backend' },
  { path: '/lead/42', title: 'Lead', layout: 'backend' },
  { path: '/leads', lands: '/', title: 'Dashboard', layout: 'backend' },
  { path: '/leads/nz', lands: '/', title: 'Dashboard', layout: 'backend' },
  { path: '/partners', lands: '/', title: 'Dashboard', layout: 'backend' },
  { path: '/commissions', lands: '/', title: 'Dashboard', layout: 'backend' },
  { path: '/options', lands: '/', title: 'Dashboard', layout: 'backend' },
  { path: '/full-application-test', lands: '/', title: 'Dashboard', layout: 'backend' },
  { path: '/settings/profile', title: 'Profile', layout: 'backend' },
  { path: '/settings/payouts', lands: '/', title: 'Dashboard', layout: 'backend' },
  { path: '/settings/email-templates', lands: '/', title: 'Dashboard', layout: 'backend' },
  { path: '/tasks', lands: '/', title: 'Dashboard', layout: 'backend' },
  { path: '/settings/payment-details', title: 'Payment details', layout: 'backend' },
  { path: '/settings/team', title: 'Team', layout: 'backend' },
  { path: '/password/reset/some-token', lands: '/home', title: 'Home', layout: 'backend' },
];

// Guest screens: their content belongs to later issues, the shell gives them route, layout, title.
const GUEST: Stop[] = [
  { path: '/', title: 'Welcome', layout: 'backend' },
  { path: '/login', title: 'Sign in', layout: 'default' },
  { path: '/login/oauth', title: 'Signing in', layout: 'default' },
  { path: '/invite/some-token', title: 'Welcome', layout: 'default' },
  { path: '/password/reset', title: 'Reset password', layout: 'default' },
  { path: '/password/reset/some-token', title: 'Set a new password', layout: 'default' },
  { path: '/unauthorized', title: 'Access denied', layout: 'default' },
  { path: '/thank-you', title: 'Thank you', layout: 'frontend' },
  { path: '/success', title: 'Application sent', layout: 'frontend' },
  { path: '/thank-you-partner', title: 'Thank you', layout: 'frontend' },
  { path: '/full-application/abc', title: 'Full application', layout: 'frontend' },
  { path: '/term-sheet/abc', title: 'Term sheet', layout: 'frontend' },
  { path: '/upload/abc', title: 'Upload documents', layout: 'frontend' },
  { path: '/apply', title: 'Apply for finance', layout: 'frontend' },
  { path: '/apply/unknown-code', title: 'Apply for finance', layout: 'frontend' },
  { path: '/apply-now', title: 'Apply now', layout: 'frontend' },
  { path: '/apply-quick', title: 'Quick application', layout: 'frontend' },
  { path: '/join', title: 'Become a partner', layout: 'frontend' },
  { path: '/register', title: 'Become a partner', layout: 'frontend' },
  { path: '/privacy', title: 'Privacy policy', layout: 'frontend' },
  { path: '/terms', title: 'Terms of use', layout: 'frontend' },
];

it('has a stop for every route of the table, so that a new route cannot go unwalked', () => {
  const walked = new Set<RouteName>(
    [...ADMIN, ...PARTNER, ...GUEST].flatMap((stop) => routeNamesOf(stop.path)),
  );
  const unwalked = (Object.keys(ROUTE_PATHS) as RouteName[]).filter((name) => !walked.has(name));
  expect(unwalked).toEqual([]);
});

async function walk(page: Page, stops: Stop[]) {
  for (const stop of stops) {
    await page.goto(stop.path);
    await page.waitForURL((url) => url.pathname === (stop.lands ?? stop.path));
    await expect.poll(() => page.title(), { message: stop.path }).toBe(`${stop.title} · LendRef`);
    expect(await layoutOf(page), stop.path).toBe(stop.layout);
    expect(await seriousAxeViolations(page, stop.axeExclude), stop.path).toEqual([]);
  }
}

it('lets a signed-in admin walk the back office routes and the shared ones', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  await walk(page, ADMIN);
  await context.close();
});

it('lets a signed-in partner walk their routes and turns them back from the admin ones', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'partner');
  await walk(page, PARTNER);
  await context.close();
});

it('lets a guest walk the public routes', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await walk(page, GUEST);
  await context.close();
});

it('reaches every control of the back office with the keyboard, with a visible focus ring', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect.poll(() => menu.count()).toBe(1);
  const reached = new Set<string>();
  // Skip link, panel toggle, app name, the search button and the notices' bell (issue 34),
  // language, appearance, sign-out, then each menu item.
  const stops = 8 + (await menu.getByRole('link').count());
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return {
        text: el.textContent?.trim() || el.getAttribute('aria-label') || '',
        outline: getComputedStyle(el).outlineStyle,
      };
    });
    expect(focus.outline, focus.text).not.toBe('none');
    reached.add(focus.text);
  }
  for (const name of [
    'Skip to content',
    'Hide Panel',
    'LendRef',
    'Sign out',
    'Leads AU',
    'Settings',
  ])
    expect([...reached], name).toContain(name);
  await context.close();
});
