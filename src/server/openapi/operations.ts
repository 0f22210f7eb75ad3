import type { DocumentedError } from './error-answers';

/**
 * Every operation of the OpenAPI document (issue 33), by Fastify method and path: its id (what a
 * generated client names the call), a one-line summary and its tag. One table rather than an
 * edit to every route file; openapi.test.ts fails for a route without an entry, so a new route
 * is named here when it is written. `errors` adds answers the access and inputs do not imply
 * (a rate limit, a stale version).
 */
export interface OperationEntry {
  operationId: string;
  tag: OperationTag;
  summary: string;
  errors?: DocumentedError[];
}

/** The document's groups, in the order a reader meets them; each with its description. */
export const OPERATION_TAGS = {
  'Lead API v1': 'Send leads from your own system and follow their stage, with an API key.',
  'API keys': 'Keys for the lead API: created in settings, shown once, revocable.',
  'Guest application': 'The public application form.',
  'Partner sign-up': 'The public partner sign-up form.',
  Session: 'Signing in and out.',
  'Two-factor': 'Second factors: authenticator apps, recovery codes, passkeys.',
  Account: "The signed-in user's own account.",
  'Password and e-mail': 'One-time links: password reset, e-mail confirmation, invitations.',
  OAuth: 'Signing in with an identity provider.',
  Dashboard: 'Figures for the firm and for partners.',
  Leads: "The back office's leads and a partner's own.",
  Partners: 'Referral partners.',
  Commissions: "Partners' commissions.",
  'Deal room': 'Guest links and term sheets.',
  Documents: 'Documents asked of and uploaded by applicants.',
  'Full application': "The applicant's full application.",
  Notifications: 'Who is e-mailed about what.',
  Options: 'The choices of the forms.',
  Settings: "The firm's settings.",
  'Legal texts': 'Privacy policy and terms, versioned per language.',
  Admins: 'Administrators.',
  Outbox: 'Outgoing e-mail.',
  Audit: 'The history of admin changes.',
  'Client reports': "What browsers report about the app's speed.",
  Health: 'Probes for load balancers.',
  Webhooks: 'Signed event deliveries to your endpoints (Standard Webhooks).',
  Privacy: "An applicant's data: exported or erased on request.",
  'Lead import': 'CSV imports that merge with the leads already there, and lead merges.',
  'Payment details': "Where a partner's commissions are paid, and self-billing.",
  Statements: 'Statements per period: recipient-created tax invoices or remittance advices.',
  Payouts: 'Payout batches and their bank files.',
  'List views': "Admins' saved list views: their own and the shared ones, and each list's default.",
  Team: "A partner firm's members: its owner invites and removes colleagues.",
  'Applicant e-mail': 'E-mail templates, and e-mails to the applicant written from the lead.',
  Search: 'One search box across leads of both markets, partners and admins.',
  Tasks: "Tasks on leads, an admin's own tasks, and the notices of the bell.",
} as const;
type OperationTag = keyof typeof OPERATION_TAGS;

export const OPERATIONS: Record<string, OperationEntry> = {
  'GET /healthz': {
    operationId: 'getLiveness',
    tag: 'Health',
    summary: 'Whether the process is alive',
  },
  'GET /readyz': {
    operationId: 'getReadiness',
    tag: 'Health',
    summary: 'Whether the process can serve (database reachable)',
  },
  'POST /api/login': {
    operationId: 'signIn',
    tag: 'Session',
    summary: 'Sign in with e-mail and password',
    errors: [429],
  },
  'GET /api/user': {
    operationId: 'getSessionUser',
    tag: 'Session',
    summary: 'The signed-in user and their permissions',
  },
  'POST /api/logout': {
    operationId: 'signOut',
    tag: 'Session',
    summary: 'Sign out (end this session)',
  },
  'POST /api/login/two-factor': {
    operationId: 'signInSecondFactor',
    tag: 'Session',
    summary: 'Finish signing in with a one-time code or recovery code',
  },
  'GET /api/settings/two-factor': {
    operationId: 'getTwoFactorSettings',
    tag: 'Two-factor',
    summary: 'The second factors of the signed-in user',
  },
  'POST /api/settings/two-factor/totp': {
    operationId: 'startTotpEnrolment',
    tag: 'Two-factor',
    summary: 'Start setting up an authenticator app',
  },
  'POST /api/settings/two-factor/totp/confirm': {
    operationId: 'confirmTotpEnrolment',
    tag: 'Two-factor',
    summary: 'Confirm the authenticator app with a code',
  },
  'POST /api/settings/two-factor/recovery-codes': {
    operationId: 'regenerateRecoveryCodes',
    tag: 'Two-factor',
    summary: 'Replace the recovery codes',
  },
  'POST /api/settings/two-factor/disable': {
    operationId: 'disableTwoFactor',
    tag: 'Two-factor',
    summary: 'Turn the second factor off',
  },
  'POST /api/partners/:id/two-factor-reset': {
    operationId: 'resetPartnerTwoFactor',
    tag: 'Partners',
    summary: "Reset a partner's second factor",
  },
  'DELETE /api/settings/two-factor/devices/:id': {
    operationId: 'forgetRememberedDevice',
    tag: 'Two-factor',
    summary: 'Forget a remembered device',
  },
  'POST /api/login/two-factor/passkey/options': {
    operationId: 'getPasskeySignInOptions',
    tag: 'Session',
    summary: 'Options for signing in with a passkey',
  },
  'POST /api/login/two-factor/passkey': {
    operationId: 'signInWithPasskey',
    tag: 'Session',
    summary: 'Finish signing in with a passkey',
  },
  'POST /api/settings/two-factor/passkeys/options': {
    operationId: 'getPasskeyRegistrationOptions',
    tag: 'Two-factor',
    summary: 'Options for adding a passkey',
  },
  'POST /api/settings/two-factor/passkeys': {
    operationId: 'addPasskey',
    tag: 'Two-factor',
    summary: 'Add a passkey',
  },
  'DELETE /api/settings/two-factor/passkeys/:id': {
    operationId: 'removePasskey',
    tag: 'Two-factor',
    summary: 'Remove a passkey',
  },
  'PATCH /api/settings/profile': {
    operationId: 'updateProfile',
    tag: 'Account',
    summary: 'Change name, e-mail address or language',
  },
  'PATCH /api/settings/password': {
    operationId: 'changePassword',
    tag: 'Account',
    summary: 'Change the password',
  },
  'POST /api/settings/sign-out-everywhere': {
    operationId: 'signOutEverywhere',
    tag: 'Account',
    summary: 'End every session of the account',
  },
  'POST /api/password/email': {
    operationId: 'requestPasswordReset',
    tag: 'Password and e-mail',
    summary: 'Send a password reset link',
    errors: [429],
  },
  'POST /api/password/reset': {
    operationId: 'resetPassword',
    tag: 'Password and e-mail',
    summary: 'Set a new password with a reset link',
  },
  'POST /api/password/reset/check': {
    operationId: 'checkPasswordResetLink',
    tag: 'Password and e-mail',
    summary: 'Whether a reset link is still valid',
  },
  'POST /api/email/verify': {
    operationId: 'verifyEmail',
    tag: 'Password and e-mail',
    summary: 'Confirm an e-mail address with its link',
  },
  'POST /api/email/resend': {
    operationId: 'resendEmailVerification',
    tag: 'Password and e-mail',
    summary: 'Send the confirmation link again',
  },
  'POST /api/oauth/:provider': {
    operationId: 'startOAuthSignIn',
    tag: 'OAuth',
    summary: 'Start signing in with an identity provider',
  },
  'GET /api/oauth/:provider/callback': {
    operationId: 'finishOAuthSignIn',
    tag: 'OAuth',
    summary: "The identity provider's return",
  },
  'POST /api/oauth/session': {
    operationId: 'exchangeOAuthSession',
    tag: 'OAuth',
    summary: 'Exchange a finished OAuth sign-in for a session',
  },
  'GET /api/apply/options': {
    operationId: 'getApplyOptions',
    tag: 'Guest application',
    summary: 'The choices and rules of the application form',
  },
  'GET /api/apply/referrer/:code': {
    operationId: 'getReferrer',
    tag: 'Guest application',
    summary: 'The partner a referral code names',
  },
  'POST /api/apply': {
    operationId: 'apply',
    tag: 'Guest application',
    summary: 'Apply for finance (guest form)',
    errors: [429],
  },
  'GET /api/join/options': {
    operationId: 'getJoinOptions',
    tag: 'Partner sign-up',
    summary: 'The choices of the partner sign-up form',
  },
  'POST /api/join': {
    operationId: 'joinAsPartner',
    tag: 'Partner sign-up',
    summary: 'Sign up as a referral partner',
    errors: [429],
  },
  'GET /api/dashboard/admin': {
    operationId: 'getAdminDashboard',
    tag: 'Dashboard',
    summary: "The firm's figures",
  },
  'GET /api/dashboard/partner': {
    operationId: 'getPartnerDashboard',
    tag: 'Dashboard',
    summary: "A partner's own figures",
  },
  'GET /api/leads': {
    operationId: 'listLeads',
    tag: 'Leads',
    summary: 'List leads (filters, keyset pages)',
  },
  'POST /api/leads': {
    operationId: 'createLeadByAdmin',
    tag: 'Leads',
    summary: 'Enter a lead taken by phone',
  },
  'GET /api/leads/board': {
    operationId: 'getLeadBoard',
    tag: 'Leads',
    summary: 'The pipeline board',
  },
  'GET /api/leads/board/column': {
    operationId: 'getLeadBoardColumn',
    tag: 'Leads',
    summary: 'More cards of one board column',
  },
  'GET /api/my-leads': {
    operationId: 'listMyLeads',
    tag: 'Leads',
    summary: "A partner's own leads",
  },
  'GET /api/my-leads/:id': {
    operationId: 'getMyLead',
    tag: 'Leads',
    summary: "One of a partner's own leads",
  },
  'GET /api/leads/export': {
    operationId: 'exportLeads',
    tag: 'Leads',
    summary: 'Export leads as CSV',
  },
  'GET /api/my-leads/export': {
    operationId: 'exportMyLeads',
    tag: 'Leads',
    summary: "Export a partner's own leads as CSV",
  },
  'GET /api/leads/assignees': {
    operationId: 'listLeadAssignees',
    tag: 'Leads',
    summary: 'The admins a lead may be assigned to',
  },
  'POST /api/leads/bulk/status': {
    operationId: 'bulkChangeLeadStatus',
    tag: 'Leads',
    summary: 'Move several leads to a stage',
  },
  'POST /api/leads/bulk/assign': {
    operationId: 'bulkAssignLeads',
    tag: 'Leads',
    summary: 'Assign several leads',
  },
  'GET /api/leads/:id': {
    operationId: 'getLead',
    tag: 'Leads',
    summary: 'One lead with everything the back office shows',
  },
  'PATCH /api/leads/:id': {
    operationId: 'updateLead',
    tag: 'Leads',
    summary: "Edit a lead's details",
    errors: [409],
  },
  'POST /api/leads/:id/status': {
    operationId: 'changeLeadStatus',
    tag: 'Leads',
    summary: 'Move a lead to another stage',
    errors: [409],
  },
  'POST /api/leads/:id/settlement/reversal': {
    operationId: 'reverseSettlement',
    tag: 'Leads',
    summary: "Reverse a lead's settlement",
  },
  'POST /api/leads/:id/assignment': {
    operationId: 'assignLead',
    tag: 'Leads',
    summary: 'Assign a lead to an admin',
  },
  'POST /api/leads/:id/repeat-answers': {
    operationId: 'applyRepeatAnswer',
    tag: 'Leads',
    summary: 'Use a value a repeat application sent',
  },
  'POST /api/leads/:id/partner': {
    operationId: 'changeLeadPartner',
    tag: 'Leads',
    summary: 'Credit a lead to another partner',
  },
  'POST /api/leads/:id/notes': {
    operationId: 'addLeadNote',
    tag: 'Leads',
    summary: 'Add a note to a lead',
  },
  'GET /api/leads/:id/timeline': {
    operationId: 'getLeadTimeline',
    tag: 'Leads',
    summary: "A lead's timeline",
  },
  'POST /api/leads/:id/emails/:emailId/resend': {
    operationId: 'resendLeadEmail',
    tag: 'Leads',
    summary: "Send a lead's e-mail again",
  },
  'GET /api/partners': { operationId: 'listPartners', tag: 'Partners', summary: 'List partners' },
  'GET /api/partners/:id': { operationId: 'getPartner', tag: 'Partners', summary: 'One partner' },
  'PATCH /api/partners/:id': {
    operationId: 'updatePartner',
    tag: 'Partners',
    summary: 'Edit a partner',
  },
  'GET /api/partners/:id/audit': {
    operationId: 'getPartnerAudit',
    tag: 'Partners',
    summary: "A partner's history",
  },
  'POST /api/partners/:id/approve': {
    operationId: 'approvePartner',
    tag: 'Partners',
    summary: 'Approve a partner',
  },
  'POST /api/partners/:id/suspend': {
    operationId: 'suspendPartner',
    tag: 'Partners',
    summary: 'Suspend a partner',
  },
  'POST /api/partners/:id/reactivate': {
    operationId: 'reactivatePartner',
    tag: 'Partners',
    summary: 'Reactivate a partner',
  },
  'GET /api/audit': {
    operationId: 'listAuditEvents',
    tag: 'Audit',
    summary: 'Every admin change, newest first',
  },
  'GET /api/settings': {
    operationId: 'getSettings',
    tag: 'Settings',
    summary: "The firm's settings",
  },
  'PUT /api/settings': {
    operationId: 'updateSettings',
    tag: 'Settings',
    summary: "Change the firm's settings",
  },
  'GET /api/legal/:document': {
    operationId: 'getLegalText',
    tag: 'Legal texts',
    summary: 'A published legal text',
  },
  'GET /api/legal-texts/:document/:locale': {
    operationId: 'getLegalTextVersions',
    tag: 'Legal texts',
    summary: "A legal text's versions in one language",
  },
  'POST /api/legal-texts/:document/:locale': {
    operationId: 'publishLegalText',
    tag: 'Legal texts',
    summary: 'Publish a new version of a legal text',
  },
  'GET /api/options': {
    operationId: 'listOptions',
    tag: 'Options',
    summary: 'The form options of every list',
  },
  'POST /api/options': { operationId: 'createOption', tag: 'Options', summary: 'Add an option' },
  'PATCH /api/options/:id': {
    operationId: 'updateOption',
    tag: 'Options',
    summary: 'Edit an option',
  },
  'DELETE /api/options/:id': {
    operationId: 'deleteOption',
    tag: 'Options',
    summary: 'Delete an option',
  },
  'PUT /api/options/order': {
    operationId: 'reorderOptions',
    tag: 'Options',
    summary: "Reorder a list's options",
  },
  'GET /api/admins': { operationId: 'listAdmins', tag: 'Admins', summary: 'List admins' },
  'POST /api/admins': { operationId: 'inviteAdmin', tag: 'Admins', summary: 'Invite an admin' },
  'POST /api/admins/:id/invite': {
    operationId: 'resendAdminInvite',
    tag: 'Admins',
    summary: "Send an admin's invitation again",
  },
  'POST /api/admins/:id/disable': {
    operationId: 'disableAdmin',
    tag: 'Admins',
    summary: 'Disable an admin',
  },
  'POST /api/admins/:id/enable': {
    operationId: 'enableAdmin',
    tag: 'Admins',
    summary: 'Enable an admin again',
  },
  'POST /api/partners/invite': {
    operationId: 'invitePartner',
    tag: 'Partners',
    summary: 'Invite a partner',
  },
  'POST /api/invite/accept': {
    operationId: 'acceptInvite',
    tag: 'Password and e-mail',
    summary: 'Accept an invitation and choose a password',
  },
  'GET /api/outbox/counts': {
    operationId: 'getOutboxCounts',
    tag: 'Outbox',
    summary: 'Outgoing mail by state',
  },
  'GET /api/outbox': { operationId: 'listOutbox', tag: 'Outbox', summary: 'List outgoing mail' },
  'POST /api/outbox/:id/retry': {
    operationId: 'retryOutboxEmail',
    tag: 'Outbox',
    summary: 'Send one failed e-mail again',
  },
  'POST /api/outbox/retry-failed': {
    operationId: 'retryFailedOutboxEmails',
    tag: 'Outbox',
    summary: 'Send every failed e-mail again',
  },
  'GET /api/leads/:id/guest-links': {
    operationId: 'listGuestLinks',
    tag: 'Deal room',
    summary: "A lead's guest links",
  },
  'POST /api/leads/:id/guest-links': {
    operationId: 'createGuestLink',
    tag: 'Deal room',
    summary: 'Send the applicant a guest link',
  },
  'POST /api/leads/:id/guest-links/:linkId/revoke': {
    operationId: 'revokeGuestLink',
    tag: 'Deal room',
    summary: 'Revoke a guest link',
  },
  'GET /api/leads/:id/document-chase': {
    operationId: 'getDocumentChase',
    tag: 'Documents',
    summary: "Where the reminders of a lead's outstanding documents stand",
  },
  'PUT /api/leads/:id/document-chase': {
    operationId: 'pauseDocumentChase',
    tag: 'Documents',
    summary: "Pause or resume the reminders of a lead's outstanding documents",
  },
  'GET /api/leads/:id/term-sheet': {
    operationId: 'getTermSheet',
    tag: 'Deal room',
    summary: "A lead's term sheet",
  },
  'PUT /api/leads/:id/term-sheet': {
    operationId: 'saveTermSheet',
    tag: 'Deal room',
    summary: "Save a lead's term sheet",
  },
  'POST /api/leads/:id/term-sheet/send': {
    operationId: 'sendTermSheet',
    tag: 'Deal room',
    summary: 'Send the term sheet to the applicant',
  },
  'GET /api/guest/term-sheet/:token': {
    operationId: 'getGuestTermSheet',
    tag: 'Deal room',
    summary: 'The term sheet a guest link shows',
  },
  'POST /api/guest/term-sheet/:token/accept': {
    operationId: 'acceptTermSheet',
    tag: 'Deal room',
    summary: 'Accept the term sheet',
  },
  'POST /api/guest/term-sheet/:token/decline': {
    operationId: 'declineTermSheet',
    tag: 'Deal room',
    summary: 'Decline the term sheet',
  },
  'GET /api/commissions': {
    operationId: 'listCommissions',
    tag: 'Commissions',
    summary: 'List commissions',
  },
  'POST /api/commissions/status': {
    operationId: 'changeCommissionStatus',
    tag: 'Commissions',
    summary: 'Move commissions to a status',
  },
  'PUT /api/partners/:id/commission': {
    operationId: 'setCommissionTerms',
    tag: 'Commissions',
    summary: "Set a partner's commission terms",
  },
  'GET /api/my-commissions': {
    operationId: 'listMyCommissions',
    tag: 'Commissions',
    summary: "A partner's own commissions",
  },
  'GET /api/commissions/export': {
    operationId: 'exportCommissions',
    tag: 'Commissions',
    summary: 'Export commissions as CSV',
  },
  'GET /api/leads/:id/documents': {
    operationId: 'listLeadDocuments',
    tag: 'Documents',
    summary: "A lead's requested and uploaded documents",
  },
  'PUT /api/leads/:id/document-requests': {
    operationId: 'setDocumentRequests',
    tag: 'Documents',
    summary: 'Set the documents asked of the applicant',
  },
  'POST /api/leads/:id/documents/:documentId/review': {
    operationId: 'reviewDocument',
    tag: 'Documents',
    summary: 'Accept or reject an uploaded document',
  },
  'GET /api/guest/upload/:token': {
    operationId: 'getGuestUpload',
    tag: 'Documents',
    summary: 'The documents a guest upload link asks for',
  },
  'GET /api/leads/:id/application': {
    operationId: 'getFullApplication',
    tag: 'Full application',
    summary: "A lead's full application",
  },
  'GET /api/full-application/choices': {
    operationId: 'getFullApplicationChoices',
    tag: 'Full application',
    summary: 'The choices of the full application form',
  },
  'GET /api/guest/full-application/:token': {
    operationId: 'getGuestFullApplication',
    tag: 'Full application',
    summary: 'The full application a guest link opens',
  },
  'PUT /api/guest/full-application/:token/sections/:section': {
    operationId: 'saveFullApplicationSection',
    tag: 'Full application',
    summary: 'Save one section of the full application',
  },
  'POST /api/guest/full-application/:token/submit': {
    operationId: 'submitFullApplication',
    tag: 'Full application',
    summary: 'Submit the full application',
  },
  'GET /api/me/lead-updates': {
    operationId: 'getLeadUpdatePreferences',
    tag: 'Notifications',
    summary: 'Which lead updates the user is e-mailed',
  },
  'PUT /api/me/lead-updates': {
    operationId: 'setLeadUpdatePreferences',
    tag: 'Notifications',
    summary: 'Choose which lead updates are e-mailed',
  },
  'GET /api/settings/notification-audience': {
    operationId: 'getNotificationAudience',
    tag: 'Notifications',
    summary: 'Who is told of each lead event',
  },
  'POST /api/client-reports/screen-load': {
    operationId: 'reportScreenLoad',
    tag: 'Client reports',
    summary: 'Report how long a screen took to load',
  },
  'GET /api/mail-templates': {
    operationId: 'listMailTemplates',
    tag: 'Applicant e-mail',
    summary: 'List the e-mail templates in use, or the archived ones',
  },
  'POST /api/mail-templates': {
    operationId: 'createMailTemplate',
    tag: 'Applicant e-mail',
    summary: 'Add an e-mail template (subject and body in five languages)',
  },
  'PATCH /api/mail-templates/:id': {
    operationId: 'updateMailTemplate',
    tag: 'Applicant e-mail',
    summary: 'Edit, archive or restore an e-mail template',
  },
  'POST /api/leads/:id/applicant-mail/preview': {
    operationId: 'previewApplicantMail',
    tag: 'Applicant e-mail',
    summary: 'Render an e-mail to the applicant exactly as it would be sent',
  },
  'POST /api/leads/:id/applicant-mail': {
    operationId: 'sendApplicantMail',
    tag: 'Applicant e-mail',
    summary: 'Send an e-mail to the applicant through the outbox',
  },
  'GET /api/api-keys': { operationId: 'listApiKeys', tag: 'API keys', summary: 'List API keys' },
  'POST /api/api-keys': {
    operationId: 'createApiKey',
    tag: 'API keys',
    summary: 'Create an API key (shown once)',
  },
  'DELETE /api/api-keys/:id': {
    operationId: 'revokeApiKey',
    tag: 'API keys',
    summary: 'Revoke an API key',
  },
  'GET /api/list-views': {
    operationId: 'listListViews',
    tag: 'List views',
    summary: "A list's saved views the admin sees, and their default",
  },
  'POST /api/list-views': {
    operationId: 'createListView',
    tag: 'List views',
    summary: 'Save a list view',
    errors: [409],
  },
  'PATCH /api/list-views/:id': {
    operationId: 'updateListView',
    tag: 'List views',
    summary: 'Change one of your list views',
    errors: [409],
  },
  'DELETE /api/list-views/:id': {
    operationId: 'deleteListView',
    tag: 'List views',
    summary: 'Delete one of your list views',
  },
  'PUT /api/list-views/default': {
    operationId: 'setDefaultListView',
    tag: 'List views',
    summary: 'Choose the view a list opens on',
  },
  'POST /api/v1/leads': {
    operationId: 'sendLead',
    tag: 'Lead API v1',
    summary: 'Send a lead',
    errors: [409],
  },
  'GET /api/v1/leads': {
    operationId: 'listLeadsV1',
    tag: 'Lead API v1',
    summary: 'List your leads with their stage',
  },
  'GET /api/v1/leads/:reference': {
    operationId: 'getLeadV1',
    tag: 'Lead API v1',
    summary: "Read one lead's stage",
  },
  'POST /api/privacy/lookup': {
    operationId: 'findPrivacySubject',
    tag: 'Privacy',
    summary: "Find an applicant's leads by e-mail, both markets",
  },
  'POST /api/privacy/exports': {
    operationId: 'exportPrivacySubject',
    tag: 'Privacy',
    summary: 'Download everything held about an applicant (ZIP)',
  },
  'POST /api/privacy/erasures': {
    operationId: 'erasePrivacySubject',
    tag: 'Privacy',
    summary: "Erase an applicant's personal data from the leads shown",
    errors: [409],
  },
  'GET /api/privacy/requests': {
    operationId: 'listPrivacyRequests',
    tag: 'Privacy',
    summary: 'The privacy requests handled, newest first',
  },
  'GET /api/webhooks': {
    operationId: 'listWebhookEndpoints',
    tag: 'Webhooks',
    summary: 'Your webhook endpoints',
  },
  'POST /api/webhooks': {
    operationId: 'createWebhookEndpoint',
    tag: 'Webhooks',
    summary: 'Register an endpoint (its secret shown once)',
  },
  'PATCH /api/webhooks/:id': {
    operationId: 'updateWebhookEndpoint',
    tag: 'Webhooks',
    summary: "Change an endpoint's events or turn it on or off",
  },
  'DELETE /api/webhooks/:id': {
    operationId: 'deleteWebhookEndpoint',
    tag: 'Webhooks',
    summary: 'Delete an endpoint',
  },
  'POST /api/webhooks/:id/rotate-secret': {
    operationId: 'rotateWebhookSecret',
    tag: 'Webhooks',
    summary: "Rotate an endpoint's signing secret",
  },
  'GET /api/webhooks/:id/deliveries': {
    operationId: 'listWebhookDeliveries',
    tag: 'Webhooks',
    summary: "An endpoint's delivery log",
  },
  'POST /api/webhooks/:id/deliveries/:deliveryId/redeliver': {
    operationId: 'redeliverWebhook',
    tag: 'Webhooks',
    summary: 'Send a delivery again',
  },
  'GET /api/team': {
    operationId: 'listTeam',
    tag: 'Team',
    summary: "Your firm's members and invitations, and what colleagues see (owner)",
  },
  'POST /api/team/invitations': {
    operationId: 'inviteColleague',
    tag: 'Team',
    summary: 'Invite a colleague to your firm by e-mail (owner)',
    errors: [409],
  },
  'DELETE /api/team/invitations/:id': {
    operationId: 'revokeTeamInvitation',
    tag: 'Team',
    summary: 'Withdraw an invitation not yet accepted (owner)',
  },
  'DELETE /api/team/members/:id': {
    operationId: 'removeColleague',
    tag: 'Team',
    summary: 'Remove a colleague: their sessions end (owner)',
  },
  'PUT /api/team/visibility': {
    operationId: 'setColleagueVisibility',
    tag: 'Team',
    summary: "Whether colleagues see the firm's leads or only their own (owner)",
  },
  'GET /api/settings/payment-details': {
    operationId: 'getOwnPaymentDetails',
    tag: 'Payment details',
    summary: 'Your payment details, the account masked',
  },
  'PUT /api/settings/payment-details': {
    operationId: 'saveOwnPaymentDetails',
    tag: 'Payment details',
    summary: 'Save your payment details (password and second factor)',
  },
  'GET /api/partners/:id/payment-details': {
    operationId: 'getPartnerPaymentDetails',
    tag: 'Payment details',
    summary: "A partner's payment details, masked",
  },
  'POST /api/partners/:id/payment-details/confirm': {
    operationId: 'confirmPartnerBankDetails',
    tag: 'Payment details',
    summary: "Confirm a partner's bank details by another channel",
  },
  'GET /api/settings/self-billing': {
    operationId: 'getSelfBilling',
    tag: 'Payment details',
    summary: 'Your self-billing agreement and its text',
  },
  'POST /api/settings/self-billing': {
    operationId: 'agreeToSelfBilling',
    tag: 'Payment details',
    summary: 'Agree to self-billing',
  },
  'DELETE /api/settings/self-billing': {
    operationId: 'withdrawSelfBilling',
    tag: 'Payment details',
    summary: 'Withdraw from self-billing',
  },
  'GET /api/dashboard/partner/balance': {
    operationId: 'getPartnerBalance',
    tag: 'Dashboard',
    summary: "A partner's running balance per market",
  },
  'GET /api/statements': {
    operationId: 'listStatements',
    tag: 'Statements',
    summary: "A market's statements, filtered by period and partner",
  },
  'POST /api/statements/close': {
    operationId: 'closeStatementPeriod',
    tag: 'Statements',
    summary: 'Close the current period now',
  },
  'GET /api/statements/:id/pdf': {
    operationId: 'getStatementPdf',
    tag: 'Statements',
    summary: 'A statement as PDF',
  },
  'GET /api/my-statements': {
    operationId: 'listOwnStatements',
    tag: 'Statements',
    summary: 'Your statements',
  },
  'GET /api/my-statements/:id/pdf': {
    operationId: 'getOwnStatementPdf',
    tag: 'Statements',
    summary: 'One of your statements as PDF',
  },
  'GET /api/payouts': {
    operationId: 'listPayoutBatches',
    tag: 'Payouts',
    summary: 'Payout batches',
  },
  'POST /api/payouts': {
    operationId: 'createPayoutBatch',
    tag: 'Payouts',
    summary: 'Put issued statements into a batch',
  },
  'GET /api/payouts/selectable': {
    operationId: 'listSelectableStatements',
    tag: 'Payouts',
    summary: 'Statements a batch may take, and why others may not',
  },
  'GET /api/payouts/:id': {
    operationId: 'getPayoutBatch',
    tag: 'Payouts',
    summary: 'One payout batch',
  },
  'GET /api/payouts/:id/file': {
    operationId: 'getPayoutBankFile',
    tag: 'Payouts',
    summary: "The batch's bank file (ABA or NZ bulk CSV)",
  },
  'POST /api/payouts/:id/paid': {
    operationId: 'markPayoutBatchPaid',
    tag: 'Payouts',
    summary: 'Mark a batch paid, with its date and bank reference',
  },
  'POST /api/payouts/:id/cancel': {
    operationId: 'cancelPayoutBatch',
    tag: 'Payouts',
    summary: 'Cancel a batch not yet paid',
  },
  'GET /api/lead-imports': {
    operationId: 'listLeadImports',
    tag: 'Lead import',
    summary: 'CSV imports, newest first',
  },
  'GET /api/lead-imports/:id': {
    operationId: 'getLeadImport',
    tag: 'Lead import',
    summary: 'One import and its progress',
  },
  'PUT /api/lead-imports/:id/mapping': {
    operationId: 'saveLeadImportMapping',
    tag: 'Lead import',
    summary: "Map the file's columns to lead fields",
  },
  'GET /api/lead-imports/:id/preview': {
    operationId: 'previewLeadImport',
    tag: 'Lead import',
    summary: 'Each row with its errors',
  },
  'POST /api/lead-imports/:id/dry-run': {
    operationId: 'dryRunLeadImport',
    tag: 'Lead import',
    summary: 'What the import would do, writing nothing',
  },
  'POST /api/lead-imports/:id/import': {
    operationId: 'runLeadImport',
    tag: 'Lead import',
    summary: 'Import the rows, in one batch',
  },
  'POST /api/lead-imports/:id/undo': {
    operationId: 'undoLeadImport',
    tag: 'Lead import',
    summary: 'Undo an import while none of its leads has changed',
  },
  'POST /api/leads/:id/merge': {
    operationId: 'mergeLeads',
    tag: 'Lead import',
    summary: 'Merge another lead of the market into this one',
  },
  'GET /api/search': {
    operationId: 'searchEverything',
    tag: 'Search',
    summary: 'Leads of both markets, partners and admins matching a query, each group ranked',
  },
  // Issue 34 item 1 (decision 0075): tasks on leads and the bell's notices.
  'GET /api/leads/:id/tasks': {
    operationId: 'listLeadTasks',
    tag: 'Tasks',
    summary: "A lead's tasks, open ones first",
  },
  'POST /api/leads/:id/tasks': {
    operationId: 'createLeadTask',
    tag: 'Tasks',
    summary: 'Add a task to a lead, due on its market clock',
  },
  'PUT /api/tasks/:id': {
    operationId: 'updateTask',
    tag: 'Tasks',
    summary: "Change a task's title, due time or assignee",
  },
  'POST /api/tasks/:id/done': {
    operationId: 'setTaskDone',
    tag: 'Tasks',
    summary: 'Mark a task done or open again',
  },
  'GET /api/tasks': {
    operationId: 'listMyTasks',
    tag: 'Tasks',
    summary: "The signed-in admin's open tasks, earliest due first",
  },
  // Decision 0083: an admin's own choice of an e-mail at a task's due time.
  'GET /api/me/task-reminders': {
    operationId: 'getTaskDueEmail',
    tag: 'Tasks',
    summary: 'Whether the admin is also e-mailed when a task is due',
  },
  'PUT /api/me/task-reminders': {
    operationId: 'setTaskDueEmail',
    tag: 'Tasks',
    summary: 'Choose to be e-mailed, or not, when a task is due',
  },
  'GET /api/notices': {
    operationId: 'listNotices',
    tag: 'Tasks',
    summary: "The signed-in admin's newest notices and the unread count",
  },
  'POST /api/notices/:id/read': {
    operationId: 'readNotice',
    tag: 'Tasks',
    summary: 'Mark one notice read',
  },
  'POST /api/notices/read-all': {
    operationId: 'readAllNotices',
    tag: 'Tasks',
    summary: 'Mark every notice read',
  },
};
