import type { ComponentType } from 'react';
import type { ScreenHandle } from './route-handle';
import { ROUTE_PATHS } from './route-names';
import { loadDealRoomMessages } from '../i18n';
import { lazyScreen } from './lazy-screen';

export interface ScreenRoute {
  path: string;
  handle: ScreenHandle;
  load: () => Promise<ComponentType>;
}

const screen = (
  handle: ScreenHandle,
  load: () => Promise<ComponentType>,
  path: string = ROUTE_PATHS[handle.name as keyof typeof ROUTE_PATHS],
): ScreenRoute => ({ path, handle, load });

/** The deal room's screens load its messages beside their own script. */
const withDealRoomMessages = <M>(screenModule: Promise<M>): Promise<M> =>
  Promise.all([screenModule, loadDealRoomMessages()]).then(([loaded]) => loaded);

// prettier-ignore
/**
 * The route table of spec §2. Which role a route needs is not in the spec; this table is the
 * decision: admin-only lists, partner-only /my-leads, signed-in leads, guest-only sign-in,
 * password reset and partner sign-up (issue 30), public guest flows. One lazy module per screen.
 */
export const SCREENS: readonly ScreenRoute[] = [
  screen({ name: 'dashboard', title: 'pages.dashboard.title', guestTitle: 'pages.welcome.title', layout: 'backend', middleware: [] }, lazyScreen(() => import('../features/dashboard/dashboard-screen'), (m) => m.DashboardScreen)),
  screen({ name: 'login', title: 'pages.login.title', layout: 'default', middleware: ['guest'] }, lazyScreen(() => import('../features/auth/sign-in-screen'), (m) => m.SignInScreen)),
  screen({ name: 'login.oauth', title: 'pages.login_oauth.title', layout: 'default', middleware: ['guest'] }, lazyScreen(() => import('../features/auth/oauth-landing-screen'), (m) => m.OAuthLandingScreen)),
  screen({ name: 'password.request', title: 'pages.password_request.title', layout: 'default', middleware: ['guest'] }, lazyScreen(() => import('../features/auth/password-request-screen'), (m) => m.PasswordRequestScreen)),
  screen({ name: 'password.reset', title: 'pages.password_reset.title', layout: 'default', middleware: ['guest'] }, lazyScreen(() => import('../features/auth/password-reset-screen'), (m) => m.PasswordResetScreen)),
  screen({ name: 'invite', title: 'invite.accept_title', layout: 'default', middleware: ['guest'] }, lazyScreen(() => import('../features/auth/accept-invite-screen'), (m) => m.AcceptInviteScreen)),
  screen({ name: 'verification.verify', title: 'pages.verify_email.title', layout: 'default', middleware: [] }, lazyScreen(() => import('../features/auth/verify-email-screen'), (m) => m.VerifyEmailScreen)),
  screen({ name: 'verification.resend', title: 'pages.resend_verification.title', layout: 'default', middleware: [] }, lazyScreen(() => import('../features/auth/resend-verification-screen'), (m) => m.ResendVerificationScreen)),
  screen({ name: 'home', title: 'pages.home.title', layout: 'backend', middleware: ['auth'] }, lazyScreen(() => import('../features/home/home-screen'), (m) => m.HomeScreen)),
  screen({ name: 'leads', title: 'pages.leads.title', layout: 'backend', middleware: ['admin'] }, lazyScreen(() => import('../features/leads/leads-screen'), (m) => m.LeadsScreen)),
  screen({ name: 'leads.nz', title: 'pages.leads_nz.title', layout: 'backend', middleware: ['admin'] }, lazyScreen(() => import('../features/leads/leads-nz-screen'), (m) => m.LeadsNzScreen)),
  screen({ name: 'lead.new', title: 'pages.new_lead.title', layout: 'backend', middleware: ['admin'] }, lazyScreen(() => import('../features/leads/new-lead-screen'), (m) => m.NewLeadScreen)),
  screen({ name: 'leads.import', title: 'lead-import.title', layout: 'backend', middleware: ['admin'] }, lazyScreen(() => import('../features/lead-import/lead-import-screen'), (m) => m.LeadImportScreen)),
  screen({ name: 'lead.merge', title: 'lead-merge.title', layout: 'backend', middleware: ['admin'] }, lazyScreen(() => import('../features/lead-merge/lead-merge-screen'), (m) => m.LeadMergeScreen)),
  screen({ name: 'lead', title: 'pages.lead.title', layout: 'backend', middleware: ['auth', 'role:admin,partner'] }, lazyScreen(() => withDealRoomMessages(import('../features/leads/lead-screen')), (m) => m.LeadScreen)),
  screen({ name: 'partners', title: 'pages.partners.title', layout: 'backend', middleware: ['admin'] }, lazyScreen(() => import('../features/partners/partners-screen'), (m) => m.PartnersScreen)),
  screen({ name: 'commissions', title: 'commissions.title', layout: 'backend', middleware: ['admin'] }, lazyScreen(() => import('../features/commissions/commissions-screen'), (m) => m.CommissionsScreen)),
  screen({ name: 'statements', title: 'statements.title', layout: 'backend', middleware: ['admin'] }, lazyScreen(() => import('../features/statements/statements-screen'), (m) => m.StatementsScreen)),
  screen({ name: 'tasks', title: 'tasks.title', layout: 'backend', middleware: ['admin'] }, lazyScreen(() => import('../features/tasks/my-tasks-screen'), (m) => m.MyTasksScreen)),
  screen({ name: 'payouts', title: 'payouts.title', layout: 'backend', middleware: ['admin'] }, lazyScreen(() => import('../features/payouts/payouts-screen'), (m) => m.PayoutsScreen)),
  screen({ name: 'partner.leads', title: 'pages.my_leads.title', layout: 'backend', middleware: ['auth', 'role:partner'] }, lazyScreen(() => import('../features/leads/my-leads-screen'), (m) => m.MyLeadsScreen)),
  screen({ name: 'options', title: 'pages.options.title', layout: 'backend', middleware: ['admin'] }, lazyScreen(() => import('../features/options/options-screen'), (m) => m.OptionsScreen)),
  screen({ name: 'full-application-test', title: 'pages.full_application_test.title', layout: 'backend', middleware: ['admin'] }, lazyScreen(() => withDealRoomMessages(import('../features/deal-room/full-application-test-screen')), (m) => m.FullApplicationTestScreen)),
  screen({ name: 'thank-you', title: 'pages.thank_you.title', layout: 'frontend', middleware: [] }, lazyScreen(() => import('../features/apply/thank-you-screen'), (m) => m.ThankYouScreen)),
  screen({ name: 'success', title: 'pages.success.title', layout: 'frontend', middleware: [] }, lazyScreen(() => import('../features/apply/success-screen'), (m) => m.SuccessScreen)),
  screen({ name: 'thank-you-partner', title: 'pages.thank_you_partner.title', layout: 'frontend', middleware: [] }, lazyScreen(() => import('../features/partners/thank-you-partner-screen'), (m) => m.ThankYouPartnerScreen)),
  screen({ name: 'apply', title: 'pages.apply.title', layout: 'frontend', middleware: [] }, lazyScreen(() => import('../features/apply/apply-screen'), (m) => m.ApplyScreen)),
  screen({ name: 'partner', title: 'pages.apply_partner.title', layout: 'frontend', middleware: [] }, lazyScreen(() => import('../features/apply/apply-partner-screen'), (m) => m.ApplyPartnerScreen)),
  screen({ name: 'join', title: 'pages.join.title', layout: 'frontend', middleware: ['guest'] }, lazyScreen(() => import('../features/partners/join-screen'), (m) => m.JoinScreen)),
  screen({ name: 'register', title: 'pages.join.title', layout: 'frontend', middleware: ['guest'] }, lazyScreen(() => import('../features/partners/join-screen'), (m) => m.JoinScreen)),
  screen({ name: 'apply-now', title: 'pages.apply_now.title', layout: 'frontend', middleware: [] }, lazyScreen(() => import('../features/apply/apply-now-screen'), (m) => m.ApplyNowScreen)),
  screen({ name: 'apply-quick', title: 'pages.apply_quick.title', layout: 'frontend', middleware: [] }, lazyScreen(() => import('../features/apply/apply-quick-screen'), (m) => m.ApplyQuickScreen)),
  screen({ name: 'full-application', title: 'pages.full_application.title', layout: 'frontend', middleware: [] }, lazyScreen(() => withDealRoomMessages(import('../features/deal-room/full-application-screen')), (m) => m.FullApplicationScreen)),
  screen({ name: 'term-sheet', title: 'pages.term_sheet.title', layout: 'frontend', middleware: [] }, lazyScreen(() => withDealRoomMessages(import('../features/deal-room/term-sheet-screen')), (m) => m.TermSheetScreen)),
  screen({ name: 'upload', title: 'pages.upload.title', layout: 'frontend', middleware: [] }, lazyScreen(() => withDealRoomMessages(import('../features/deal-room/upload-screen')), (m) => m.UploadScreen)),
  screen({ name: 'privacy', title: 'legal.privacy.title', layout: 'frontend', middleware: [] }, lazyScreen(() => import('../features/legal/privacy-screen'), (m) => m.PrivacyScreen)),
  screen({ name: 'terms', title: 'legal.terms.title', layout: 'frontend', middleware: [] }, lazyScreen(() => import('../features/legal/terms-screen'), (m) => m.TermsScreen)),
  screen({ name: 'unauthorized', title: 'pages.unauthorized.title', layout: 'default', middleware: [] }, lazyScreen(() => import('../features/errors/unauthorized-screen'), (m) => m.UnauthorizedScreen)),
  screen({ name: 'not-found', title: 'pages.not_found.title', layout: 'default', middleware: [] }, lazyScreen(() => import('../features/errors/not-found-screen'), (m) => m.NotFoundScreen), '*'),
];

/** /settings and its two children: a redirect, then profile and password under one frame. */
export const SETTINGS_SCREENS: readonly ScreenRoute[] = [
  screen(
    { name: 'settings.profile', title: 'account.profile', layout: 'backend', middleware: ['auth'] },
    lazyScreen(
      () => import('../features/users/profile-screen'),
      (m) => m.ProfileScreen,
    ),
  ),
  screen(
    {
      name: 'settings.password',
      title: 'account.password',
      layout: 'backend',
      middleware: ['auth'],
    },
    lazyScreen(
      () => import('../features/users/password-screen'),
      (m) => m.PasswordScreen,
    ),
  ),
  screen(
    {
      name: 'settings.two-factor',
      title: 'two-factor-settings.title',
      layout: 'backend',
      middleware: ['auth'],
    },
    lazyScreen(
      () => import('../features/two-factor/two-factor-screen'),
      (m) => m.TwoFactorScreen,
    ),
  ),
  screen(
    {
      name: 'settings.payment-details',
      title: 'payment-details.title',
      layout: 'backend',
      middleware: ['auth', 'role:partner', 'firm-owner'],
    },
    lazyScreen(
      () => import('../features/payment-details/payment-details-screen'),
      (m) => m.PaymentDetailsScreen,
    ),
  ),
  // Issue 33: API keys and the lead API's reference, for active partners and admins.
  screen(
    {
      name: 'settings.api-keys',
      title: 'api-keys.title',
      layout: 'backend',
      middleware: ['auth', 'role:admin,partner', 'firm-owner'],
    },
    lazyScreen(
      () => import('../features/api-keys/api-keys-screen'),
      (m) => m.ApiKeysScreen,
    ),
  ),
  screen(
    {
      name: 'settings.api-reference',
      title: 'api-keys.docs_title',
      layout: 'backend',
      middleware: ['auth', 'role:admin,partner'],
    },
    lazyScreen(
      () => import('../features/api-keys/api-reference-screen'),
      (m) => m.ApiReferenceScreen,
    ),
  ),
  // Issue 34: a partner firm's team; a colleague is sent to their dashboard (decision 0083).
  screen(
    {
      name: 'settings.team',
      title: 'team.title',
      layout: 'backend',
      middleware: ['auth', 'role:partner', 'firm-owner'],
    },
    lazyScreen(
      () => import('../features/teams/team-screen'),
      (m) => m.TeamScreen,
    ),
  ),
  // Admin-only settings of issue 16: admins, outgoing mail, the firm's settings and the audit.
  screen(
    {
      name: 'settings.admins',
      title: 'admins-admin.title',
      layout: 'backend',
      middleware: ['admin'],
    },
    lazyScreen(
      () => import('../features/admins/admins-screen'),
      (m) => m.AdminsScreen,
    ),
  ),
  screen(
    {
      name: 'settings.outbox',
      title: 'outbox-admin.title',
      layout: 'backend',
      middleware: ['admin'],
    },
    lazyScreen(
      () => import('../features/mail/outbox-screen'),
      (m) => m.OutboxScreen,
    ),
  ),
  screen(
    {
      name: 'settings.general',
      title: 'settings-admin.general_title',
      layout: 'backend',
      middleware: ['admin'],
    },
    lazyScreen(
      () => import('../features/settings/general-settings-screen'),
      (m) => m.GeneralSettingsScreen,
    ),
  ),
  screen(
    {
      name: 'settings.firm',
      title: 'settings-admin.firm_title',
      layout: 'backend',
      middleware: ['admin'],
    },
    lazyScreen(
      () => import('../features/settings/firm-settings-screen'),
      (m) => m.FirmSettingsScreen,
    ),
  ),
  screen(
    {
      name: 'settings.payouts',
      title: 'payouts.settings.title',
      layout: 'backend',
      middleware: ['admin'],
    },
    lazyScreen(
      () => import('../features/payouts/payout-settings-screen'),
      (m) => m.PayoutSettingsScreen,
    ),
  ),
  screen(
    {
      name: 'settings.email-templates',
      title: 'applicant-mail.templates.title',
      layout: 'backend',
      middleware: ['admin'],
    },
    lazyScreen(
      () => import('../features/applicant-mail/mail-templates-screen'),
      (m) => m.MailTemplatesScreen,
    ),
  ),
  screen(
    {
      name: 'settings.audit',
      title: 'audit.log_title',
      layout: 'backend',
      middleware: ['admin'],
    },
    lazyScreen(
      () => import('../features/audit/audit-screen'),
      (m) => m.AuditScreen,
    ),
  ),
  screen(
    { name: 'settings.privacy', title: 'privacy.title', layout: 'backend', middleware: ['admin'] },
    lazyScreen(
      () => import('../features/privacy/privacy-screen'),
      (m) => m.PrivacyRequestsScreen,
    ),
  ),
  // Issue 33: webhooks, the firm's for admins and a partner's own.
  screen(
    {
      name: 'settings.webhooks',
      title: 'webhooks.title',
      layout: 'backend',
      middleware: ['auth', 'role:admin,partner', 'firm-owner'],
    },
    lazyScreen(
      () => import('../features/webhooks/webhooks-screen'),
      (m) => m.WebhooksScreen,
    ),
  ),
];
