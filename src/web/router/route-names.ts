import { generatePath } from 'react-router';

/**
 * Named routes (spec §2). Welcome and dashboard are one screen at '/'; `partner` is the
 * application through a partner's link.
 */
export const ROUTE_PATHS = {
  welcome: '/',
  dashboard: '/',
  login: '/login',
  'password.request': '/password/reset',
  'password.reset': '/password/reset/:token',
  'verification.verify': '/email/verify/:id',
  'verification.resend': '/email/resend',
  home: '/home',
  settings: '/settings',
  'settings.profile': '/settings/profile',
  'settings.password': '/settings/password',
  leads: '/leads',
  'leads.nz': '/leads/nz',
  lead: '/lead/:id',
  partners: '/partners',
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
  'term-sheet': '/term-sheet/:id',
  upload: '/upload/:id',
  unauthorized: '/unauthorized',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return generatePath(ROUTE_PATHS[name], params);
}
