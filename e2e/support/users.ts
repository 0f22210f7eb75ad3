import type { Role } from '../../src/shared/auth/permissions';

export interface E2eUser {
  email: string;
  password: string;
  name: string;
  role: Role;
  /** Seeded without a verified e-mail address (the verification tests). */
  unverified?: boolean;
  /** Seeded with a generated password to replace at first sign-in (the first admin). */
  passwordChangeRequired?: boolean;
  /** Seeded as a colleague of this partner's firm (issue 34), not as a firm of their own. */
  colleagueOf?: string;
}

const password = 'e2e password 12345';

/** Users seeded before the server starts. A test that changes a user's data uses its own user. */
export const E2E_USERS = {
  admin: { email: 'admin@e2e.test', password, name: 'Alex Admin', role: 'admin' },
  partner: { email: 'partner@e2e.test', password, name: 'Pat Partner', role: 'partner' },
  settingsPartner: { email: 'settings@e2e.test', password, name: 'Sam Settings', role: 'partner' },
  passwordPartner: { email: 'password@e2e.test', password, name: 'Pia Password', role: 'partner' },
  profilePartner: { email: 'profile@e2e.test', password, name: 'Pru Profile', role: 'partner' },
  shellPasswordPartner: {
    email: 'shell-password@e2e.test',
    password,
    name: 'Pete Password',
    role: 'partner',
  },
  /** The board test's partner: their own leads only, one opened read-only. */
  boardPartner: { email: 'board-partner@e2e.test', password, name: 'Bo Board', role: 'partner' },
  /** The deal room's admin: sends term sheets, links and reviews documents. */
  dealRoomAdmin: { email: 'deal-room@e2e.test', password, name: 'Dee Dealroom', role: 'admin' },
  /** The whole guest journey's admin (e2e/deal-room-journey.test.ts). */
  journeyAdmin: { email: 'journey@e2e.test', password, name: 'Jo Journey', role: 'admin' },
  /** The commissions test's partner: a rate set by the admin, then their dashboard. */
  commissionPartner: {
    email: 'commission-partner@e2e.test',
    password,
    name: 'Cora Commission',
    role: 'partner',
  },
  /** The payout journey's admin and partner (issue 35): statements, a batch, a clawback. */
  payoutAdmin: { email: 'payout-admin@e2e.test', password, name: 'Paula Payout', role: 'admin' },
  payoutPartner: {
    email: 'payout-partner@e2e.test',
    password,
    name: 'Penny Payout',
    role: 'partner',
  },
  /** The settlement test's admin and partner (issue 30): settles with figures, reverses. */
  settlementAdmin: {
    email: 'settlement-admin@e2e.test',
    password,
    name: 'Seth Settlement',
    role: 'admin',
  },
  settlementPartner: {
    email: 'settlement-partner@e2e.test',
    password,
    name: 'Sally Settlement',
    role: 'partner',
  },
  /** The webhooks settings test's partner (issue 33): their own endpoints only. */
  webhookPartner: {
    email: 'webhook-partner@e2e.test',
    password,
    name: 'Wendy Webhook',
    role: 'partner',
  },
  /** The API keys test (issue 33): two partners, whose keys never read each other's leads. */
  apiKeysPartner: { email: 'api-keys@e2e.test', password, name: 'Kit Keys', role: 'partner' },
  apiKeysOtherPartner: {
    email: 'api-keys-other@e2e.test',
    password,
    name: 'Kim Keys',
    role: 'partner',
  },
  /** The options screen's admin: adds, renames, reorders and switches off option entries. */
  optionsAdmin: { email: 'options-admin@e2e.test', password, name: 'Opal Options', role: 'admin' },
  /** The partner lifecycle's admin: approves a partner who joined, then suspends them. */
  lifecycleAdmin: {
    email: 'lifecycle-admin@e2e.test',
    password,
    name: 'Lee Lifecycle',
    role: 'admin',
  },
  /** The outgoing mail test's admin: retries e-mails the SMTP peer refused. */
  outboxAdmin: { email: 'outbox-admin@e2e.test', password, name: 'Otto Outbox', role: 'admin' },
  /** The applicant e-mail test's admin: writes templates and e-mails an applicant (issue 34). */
  mailAdmin: { email: 'mail-admin@e2e.test', password, name: 'Mia Mail', role: 'admin' },
  resetPhone: { email: 'reset-phone@e2e.test', password, name: 'Rae Reset', role: 'partner' },
  resetDesktop: { email: 'reset-desktop@e2e.test', password, name: 'Rex Reset', role: 'admin' },
  /** The settings test's admin: it changes the app's name and colour, then restores them. */
  settingsAdmin: {
    email: 'settings-admin@e2e.test',
    password,
    name: 'Sid Settings',
    role: 'admin',
  },
  /** The legal texts test's admin: renames the firm, writes a policy, restores both. */
  legalAdmin: { email: 'legal-admin@e2e.test', password, name: 'Lee Legal', role: 'admin' },
  /** The full application test's admin: sends the link and reads the timeline. */
  fullAppAdmin: { email: 'full-app-admin@e2e.test', password, name: 'Fay Fullapp', role: 'admin' },
  /** The notifications journey (issue 30): a partner told of each move, and the admin moving. */
  notifyPartner: {
    email: 'notify-partner@e2e.test',
    password,
    name: 'Nell Notify',
    role: 'partner',
  },
  notifyAdmin: { email: 'notify-admin@e2e.test', password, name: 'Ned Notify', role: 'admin' },
  /** The partner's whole journey (issue 30), in Spanish: refers, follows, is paid, clawed back. */
  journeyPartner: {
    email: 'journey-partner@e2e.test',
    password,
    name: 'Lucia Ruta',
    role: 'partner',
  },
  partnerJourneyAdmin: {
    email: 'partner-journey-admin@e2e.test',
    password,
    name: 'Paco Journey',
    role: 'admin',
  },
  /** Issue 30's walk: a first admin who must replace a generated password. */
  firstAdmin: {
    email: 'first-admin@e2e.test',
    password,
    name: 'Fran First',
    role: 'admin',
    passwordChangeRequired: true,
  },
  /** Issue 30's walk: a partner whose commission terms an admin changes (labelled history). */
  labelsPartner: { email: 'labels-partner@e2e.test', password, name: 'Lab Els', role: 'partner' },
  /** Issue 30's walk: a partner whose lead holds long unbroken values (referral e2ewrappartner). */
  wrapPartner: { email: 'wrap-partner@e2e.test', password, name: 'Wren Wrap', role: 'partner' },
  /** The two-factor tests' partner: enrols an authenticator app, then signs in with its code. */
  twoFactorPartner: {
    email: 'two-factor@e2e.test',
    password,
    name: 'Tia Twofactor',
    role: 'partner',
  },
  /** Enrols an authenticator app, then resets the password: the code step still comes. */
  twoFactorReset: {
    email: 'two-factor-reset@e2e.test',
    password,
    name: 'Ria Reset',
    role: 'partner',
  },
  /** Registers a passkey with Chromium's virtual authenticator, then signs in with it. */
  passkeyPartner: { email: 'passkey@e2e.test', password, name: 'Paz Passkey', role: 'partner' },
  /** The two-factor screenshots' partner (every screen, in zh-CN). */
  twoFactorShots: {
    email: 'two-factor-shots@e2e.test',
    password,
    name: 'Shu Shots',
    role: 'partner',
  },
  /** Issue 35: enters payment details and agrees to self-billing; an admin confirms the account. */
  detailsPartner: {
    email: 'details-partner@e2e.test',
    password,
    name: 'Dana Details',
    role: 'partner',
  },
  detailsAdmin: { email: 'details-admin@e2e.test', password, name: 'Paul Payout', role: 'admin' },
  /** Issue 35's zh-CN screens: a partner with no payment details yet. */
  payoutShots: { email: 'payout-shots@e2e.test', password, name: 'Pei Payout', role: 'partner' },
  /** Issue 34: a firm's owner who invites a colleague, and another firm the colleague never sees. */
  teamOwner: { email: 'team-owner@e2e.test', password, name: 'Tina Team', role: 'partner' },
  teamOther: { email: 'team-other@e2e.test', password, name: 'Otto Other', role: 'partner' },
  /** Issue 34: a colleague who types the owner's addresses and lands on their dashboard. */
  guardOwner: { email: 'guard-owner@e2e.test', password, name: 'Gail Guard', role: 'partner' },
  guardColleague: {
    email: 'guard-colleague@e2e.test',
    password,
    name: 'Gus Guard',
    role: 'partner',
    colleagueOf: 'guard-owner@e2e.test',
  },
  unverified: {
    email: 'unverified@e2e.test',
    password,
    name: 'Uma Unverified',
    role: 'partner',
    unverified: true,
  },
  /** Issue 34's saved views: an admin who saves and shares views, and a colleague who sees them. */
  viewsAdmin: { email: 'views-admin@e2e.test', password, name: 'Vera Views', role: 'admin' },
  /** Decision 0083: saves a view of the admins list, reloads, and picks it again. */
  listsViewsAdmin: {
    email: 'lists-views-admin@e2e.test',
    password,
    name: 'Lia Lists',
    role: 'admin',
  },
  viewsColleague: {
    email: 'views-colleague@e2e.test',
    password,
    name: 'Vic Colleague',
    role: 'admin',
  },
} satisfies Record<string, E2eUser>;
