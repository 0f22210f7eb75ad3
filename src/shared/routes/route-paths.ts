/**
 * Named routes (spec §2), shared: the SPA routes by them and the server answers 404 for any
 * other path (isAppPath). Welcome and dashboard are one screen at '/'; `partner` is the
 * application through a partner's link.
 */
export const ROUTE_PATHS = {
  welcome: '/',
  dashboard: '/',
  login: '/login',
  // Where the OAuth callback lands; it trades an HttpOnly cookie for the token (issue 16).
  'login.oauth': '/login/oauth',
  'password.request': '/password/reset',
  'password.reset': '/password/reset/:token',
  invite: '/invite/:token',
  'verification.verify': '/email/verify/:id',
  'verification.resend': '/email/resend',
  home: '/home',
  settings: '/settings',
  'settings.profile': '/settings/profile',
  'settings.password': '/settings/password',
  'settings.two-factor': '/settings/two-factor',
  // Issue 35: a partner's payment details and self-billing agreement.
  'settings.payment-details': '/settings/payment-details',
  'settings.admins': '/settings/admins',
  'settings.outbox': '/settings/outbox',
  'settings.general': '/settings/general',
  'settings.firm': '/settings/firm',
  'settings.audit': '/settings/audit',
  'settings.privacy': '/settings/privacy',
  'settings.webhooks': '/settings/webhooks',
  // Issue 33: a partner's or admin's API keys, and the lead API's reference for their developer.
  'settings.api-keys': '/settings/api-keys',
  'settings.api-reference': '/settings/api-keys/reference',
  // Issue 34: a partner firm's team, run by its owner.
  'settings.team': '/settings/team',
  // Issue 35 follow-up: statement and payout settings, the firm's accounts for bank files.
  'settings.payouts': '/settings/payouts',
  // Issue 34, item 2: ready-made e-mails to applicants (admins).
  'settings.email-templates': '/settings/email-templates',
  leads: '/leads',
  'leads.nz': '/leads/nz',
  // Issue 30: an admin enters an enquiry taken by phone (`?market=NZ` presets the market).
  'lead.new': '/leads/new',
  // Issue 33: CSV import of leads, and merging a lead with another (admins).
  'leads.import': '/leads/import',
  lead: '/lead/:id',
  'lead.merge': '/lead/:id/merge',
  partners: '/partners',
  commissions: '/commissions',
  // Issue 35: statements per period and payout batches (admins).
  statements: '/statements',
  payouts: '/payouts',
  // Issue 34: the signed-in admin's own tasks.
  tasks: '/tasks',
  'partner.leads': '/my-leads',
  options: '/options',
  'thank-you': '/thank-you',
  success: '/success',
  'thank-you-partner': '/thank-you-partner',
  apply: '/apply',
  partner: '/apply/:id',
  join: '/join',
  // The spec lists a register screen without its path; it is the /join form (issue 4).
  register: '/register',
  'apply-now': '/apply-now',
  'apply-quick': '/apply-quick',
  'full-application': '/full-application/:id',
  // The spec's full-application test screen (admins): the form with sample data, saving nothing.
  'full-application-test': '/full-application-test',
  'term-sheet': '/term-sheet/:id',
  upload: '/upload/:id',
  unauthorized: '/unauthorized',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/**
 * Other paths people type or bookmark for a named route: the SPA sends them on to the route's
 * own path. Issue 15 names the dashboard `/dashboard`; the spec puts it at '/'.
 */
export const ROUTE_ALIASES: Readonly<Record<string, RouteName>> = { '/dashboard': 'dashboard' };

/** The names of the routes this path matches, in table order ('/' is welcome and dashboard). */
export function routeNamesOf(pathname: string): RouteName[] {
  const segments = splitPath(pathname);
  return (Object.entries(ROUTE_PATHS) as [RouteName, string][])
    .filter(([, pattern]) => {
      const parts = splitPath(pattern);
      return (
        parts.length === segments.length &&
        parts.every((part, index) => part.startsWith(':') || part === segments[index])
      );
    })
    .map(([name]) => name);
}

/** True when the SPA has a screen for this path; the server answers any other path with 404. */
export function isAppPath(pathname: string): boolean {
  const path = `/${splitPath(pathname).join('/')}`;
  return routeNamesOf(pathname).length > 0 || path in ROUTE_ALIASES;
}

/** '/lead/42/' → ['lead', '42']: a trailing slash is the same page, as in the router. */
function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}
