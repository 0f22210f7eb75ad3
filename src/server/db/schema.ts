import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  primaryKey,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../shared/auth/permissions';
import {
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '../../shared/webhooks/webhook-events';
import {
  COMMISSION_KINDS,
  COMMISSION_STATUSES,
  COMMISSION_TYPES,
} from '../../shared/commissions/commission-terms';
import {
  APPLICATION_STATUSES,
  DOCUMENT_STATUSES,
  GUEST_LINK_PURPOSES,
  INTEREST_RATE_TYPES,
  REPAYMENT_FREQUENCIES,
  TERM_SHEET_STATUSES,
} from '../../shared/deal-room/deal-room';
import { BUSINESS_STRUCTURES, DEFAULT_PRODUCT_SLUG } from '../../shared/leads/lead-fields';
import { LEAD_SOURCES } from '../../shared/leads/lead-sources';
import { IMPORT_BATCH_STATUSES } from '../../shared/lead-import/import-fields';
import { LEGAL_DOCUMENTS } from '../../shared/legal/legal.contract';
import { LEAD_STATUSES, OPEN_STATUSES } from '../../shared/leads/pipeline';
import { TIMELINE_ACTORS } from '../../shared/leads/timeline';
import { OUTBOX_STATES } from '../../shared/mail/outbox-states';
import { CURRENCIES, MARKETS } from '../../shared/markets/markets';
import { LEAD_UPDATE_LEVELS } from '../../shared/notifications/lead-updates';
import { COLLEAGUE_VISIBILITIES, TEAM_ROLES } from '../../shared/teams/team-roles';
import { PARTNER_STATUSES } from '../../shared/partners/partner-status';
import { PRIVACY_REQUEST_KINDS } from '../../shared/privacy/privacy.contract';
import { PAYOUT_BATCH_STATUSES } from '../../shared/payouts/payout-terms';
import { STATEMENT_KINDS } from '../../shared/statements/statement-terms';
import { VIEWABLE_LIST_KEYS } from '../../shared/list-views/list-view-lists';
import { NOTICE_KINDS } from '../../shared/notices/notice-kinds';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Signed in with a password someone else saw (the generated first admin's): only their
     * own account until they choose a new one. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /** Set while a second factor is confirmed (two-factor block below; decision 0061). */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** An admin's "also e-mail me when a task is due" (migration 0044, decision 0083). */
    taskDueEmail: boolean('task_due_email').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    // E-mail is unique whatever its case: one person, one account.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // The search box finds a partner by their person's name or e-mail (0084).
    index('users_search_trgm_idx').using('gin', sql`(${userSearchText(table)}) gin_trgm_ops`),
  ],
);

/** A person's search text: name and e-mail, lower case (the search box, decision 0084). */
export function userSearchText(table: { name: AnyPgColumn; email: AnyPgColumn }) {
  return sql`lower(${table.name} || ' ' || ${table.email})`;
}

/**
 * A partner firm's own search text: company, referral code, phone without its +, ABN/NZBN,
 * lower case (the search box, decision 0084). Its person's is `userSearchText`.
 */
export function partnerSearchText(table: {
  company: AnyPgColumn;
  referralCode: AnyPgColumn;
  phone: AnyPgColumn;
  businessNumber: AnyPgColumn;
}) {
  return sql`lower(${table.company} || ' ' || ${table.referralCode} || ' ' || replace(${table.phone}, '+', '') || ' ' || ${table.businessNumber})`;
}

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_tokens_hash_unique').on(table.tokenHash),
    index('api_tokens_user_idx').on(table.userId),
  ],
);

/** Fixed-window counters shared by every server process (DESIGN.md: nothing only in memory). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Issue 4: partners, leads and their timeline, options, e-mail outbox ---

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    market: text('market', { enum: MARKETS }).notNull(),
    /** ABN (AU) or NZBN (NZ), digits only. */
    businessNumber: text('business_number').notNull(),
    /** The `:id` of /apply/:id: short, random, unique. */
    referralCode: text('referral_code').notNull(),
    status: text('status', { enum: PARTNER_STATUSES }).notNull().default('pending'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Commission terms (0029): both set or both null; basis points for `rate`, dollars for `flat`. */
    commissionType: text('commission_type', { enum: COMMISSION_TYPES }),
    commissionValue: integer('commission_value'),
    /** An admin may hide commissions from the partner; they are still earned and paid. */
    showCommissions: boolean('show_commissions').notNull().default(true),
    /** Which of their leads' moves the partner hears of by e-mail (0055). */
    leadUpdates: text('lead_updates', { enum: LEAD_UPDATE_LEVELS }).notNull().default('milestones'),
    /** Which leads the firm's colleagues see (issue 34, migration 0041): the firm's, or their own. */
    colleaguesSee: text('colleagues_see', { enum: COLLEAGUE_VISIBILITIES })
      .notNull()
      .default('firm'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('partners_user_unique').on(table.userId),
    uniqueIndex('partners_referral_code_unique').on(table.referralCode),
    check(
      'partners_commission_terms_check',
      sql`(${table.commissionType} is null) = (${table.commissionValue} is null) and coalesce(${table.commissionValue}, 0) >= 0`,
    ),
    check(
      'partners_lead_updates_check',
      sql`${table.leadUpdates} in ('all', 'milestones', 'none')`,
    ),
    check('partners_colleagues_see_check', sql`${table.colleaguesSee} in ('firm', 'own')`),
    index('partners_search_trgm_idx').using('gin', sql`(${partnerSearchText(table)}) gin_trgm_ops`),
  ],
);

interface LeadTextColumns {
  reference: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
  mobile: AnyPgColumn;
  businessName: AnyPgColumn;
  businessNumber: AnyPgColumn;
}

/**
 * Everything the lead lists' search box looks through, as one lower-case text (mobile digits
 * without the +): one trigram index serves every field, and the query uses this same function
 * so that the planner matches it to the index (decision 0020).
 */
export function leadSearchText(table: LeadTextColumns) {
  return sql`lower(${table.reference} || ' ' || ${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email} || ' ' || replace(${table.mobile}, '+', '') || ' ' || coalesce(${table.businessName}, '') || ' ' || coalesce(${table.businessNumber}, ''))`;
}

/** The "name" sort of the lead lists: family name, then given name, any case. */
export function leadSortName(table: Pick<LeadTextColumns, 'firstName' | 'lastName'>) {
  return sql`lower(${table.lastName} || ' ' || ${table.firstName})`;
}

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human reference, e.g. AU-2026-000123 (lead_reference_counters). */
    reference: text('reference').notNull(),
    market: text('market', { enum: MARKETS }).notNull(),
    source: text('source', {
      enum: LEAD_SOURCES,
    }).notNull(),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /** The firm's member whose link brought the lead (issue 34, 0041): a colleague's "own" leads. */
    referredByUserId: uuid('referred_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    productSlug: text('product_slug').notNull().default(DEFAULT_PRODUCT_SLUG),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    businessName: text('business_name'),
    businessStructure: text('business_structure', {
      enum: BUSINESS_STRUCTURES,
    }),
    /** ABN (AU) or NZBN (NZ), digits only. */
    businessNumber: text('business_number'),
    industry: text('industry'),
    timeTrading: text('time_trading'),
    annualRevenue: bigint('annual_revenue', { mode: 'number' }),
    /** Whole dollars of `currency`. */
    amount: integer('amount').notNull(),
    /** What it settled at while settled (decision 0054; migration 0025): the dashboard's rollups. */
    settledAmount: integer('settled_amount'),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    purpose: text('purpose'),
    termMonths: integer('term_months'),
    /** AU state code or NZ region code (ISO 3166-2:NZ). */
    region: text('region'),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** The applicant's language: their e-mails are written in it. */
    locale: text('locale').notNull().default('en'),
    consentText: text('consent_text').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentIp: text('consent_ip').notNull(),
    consentUserAgent: text('consent_user_agent').notNull(),
    /** The privacy policy the consent linked to; null: the built-in default text (0053). */
    consentPrivacyVersionId: uuid('consent_privacy_version_id').references(
      (): AnyPgColumn => legalTextVersions.id,
    ),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    referrer: text('referrer'),
    version: integer('version').notNull().default(1),
    /** Set when an admin merged this lead into another (issue 33): its reference leads there. */
    mergedInto: uuid('merged_into').references((): AnyPgColumn => leads.id),
    /** When the status last changed: "days in stage" on the board. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest timeline event's time (addLeadEvent keeps it): aging reads this, not a scan. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** The applicant's personal data was erased (on request or by retention, decision 0072). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('leads_reference_unique').on(table.reference),
    // Retention (decision 0072): the closed leads still holding personal data, oldest first.
    index('leads_retention_idx')
      .on(table.statusChangedAt)
      .where(sql`status in ('declined', 'withdrawn') and erased_at is null`),
    // Aging (open current leads without activity, decision 0084): the list filter and the
    // dashboard's count of the still active read only this partial index. Its predicate is the
    // queries' own `status in (...)` and `merged_into is null`, so the planner can match it.
    index('leads_market_open_current_activity_idx')
      .on(table.market, table.lastActivityAt)
      .where(
        sql.raw(
          `status in (${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')}) and merged_into is null`,
        ),
      ),
    // The board's totals under a creation-date filter, read from the index alone (0084).
    index('leads_market_created_totals_idx')
      .on(table.market, table.createdAt, table.status, table.amount)
      .where(sql`${table.mergedInto} is null`),
    // A stage cannot change before the lead exists: the board's date filter leans on it (0084).
    check('leads_stage_after_creation_check', sql`${table.statusChangedAt} >= ${table.createdAt}`),
    // Lead lists (docs/decisions/0020-lead-list-indexes.md): one keyset index per sort, the
    // partner's own list, the status and assignee filters, and the trigram search.
    index('leads_partner_created_idx').on(table.partnerId, table.createdAt, table.id),
    index('leads_referred_by_idx').on(table.partnerId, table.referredByUserId),
    index('leads_market_created_idx').on(table.market, table.createdAt, table.id),
    // An import matches rows to leads by ABN/NZBN within the market (migration 0030).
    index('leads_market_business_number_idx')
      .on(table.market, table.businessNumber)
      .where(sql`business_number is not null`),
    index('leads_market_amount_idx').on(table.market, table.amount, table.id),
    // Deleting a lead checks no lead is merged into it: without this index that check read every
    // lead, per lead deleted, so undoing an import grew with the rows times the table (0090).
    index('leads_merged_into_idx')
      .on(table.mergedInto)
      .where(sql`${table.mergedInto} is not null`),
    // The board's totals under an amount filter, read from the index alone (decision 0074).
    index('leads_market_amount_status_idx')
      .on(table.market, table.amount, table.status)
      .where(sql`${table.mergedInto} is null`),
    index('leads_market_name_idx').on(table.market, leadSortName(table), table.id),
    index('leads_market_status_idx').on(table.market, table.status, table.createdAt),
    // The board's columns, longest in their stage first, a keyset page at a time (0028).
    index('leads_market_status_stage_idx').on(
      table.market,
      table.status,
      table.statusChangedAt,
      table.id,
    ),
    index('leads_assigned_idx').on(table.assignedTo),
    index('leads_search_trgm_idx').using('gin', sql`(${leadSearchText(table)}) gin_trgm_ops`),
    // The duplicate check: same e-mail and amount within 24 hours.
    // Decision 0052: repeat applications are found by person and market.
    index('leads_repeat_idx').on(sql`lower(btrim(${table.email}))`, table.market, table.createdAt),
    // Global search (migration 0039, decision 0078): a whole mobile number, found by index.
    index('leads_mobile_idx').on(table.mobile),
  ],
);

export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    actorType: text('actor_type', { enum: TIMELINE_ACTORS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull().default({}),
    // The time of the statement, not of its transaction (now()): the events one transaction
    // writes (accepted, then the status it moves the lead to) keep the order they happened in.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('lead_events_lead_idx').on(table.leadId, table.createdAt)],
);

/**
 * Leads counted per market, week of creation (Monday on the market's clock, migration 0047),
 * status and source, kept by triggers on `leads` (migration 0008): the admin dashboard reads
 * these few thousand rows instead of aggregating a million leads (decision 0025).
 */
export const leadStats = pgTable(
  'lead_stats',
  {
    market: text('market', { enum: MARKETS }).notNull(),
    week: date('week').notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull(),
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    leads: integer('leads').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.market, table.week, table.status, table.source] })],
);

/**
 * Leads and settled amount per partner and market, kept by the same triggers (top partners).
 * No foreign key: the trigger that runs while a partner's leads are detached must not trip on it.
 */
export const partnerLeadStats = pgTable(
  'partner_lead_stats',
  {
    partnerId: uuid('partner_id').notNull(),
    market: text('market', { enum: MARKETS }).notNull(),
    leads: integer('leads').notNull(),
    settledAmount: bigint('settled_amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.market] }),
    index('partner_lead_stats_top_idx').on(table.market, table.leads),
  ],
);

/** One row per market and year; `update ... returning` hands out numbers without gaps or races. */
export const leadReferenceCounters = pgTable(
  'lead_reference_counters',
  {
    market: text('market', { enum: MARKETS }).notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.market, table.year] })],
);

/** Choices offered by the forms (industries, purposes, ...), labelled in every language. */
export const options = pgTable(
  'options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    group: text('group').notNull(),
    value: text('value').notNull(),
    /** { en, es, fr, pt-BR, zh-CN } */
    labels: jsonb('labels').$type<Record<string, string>>().notNull(),
    /** Extra data of a group, e.g. amount limits { min, max }. */
    data: jsonb('data'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [uniqueIndex('options_group_value_unique').on(table.group, table.value)],
);

/** Durable e-mail queue: rows are written in the same transaction as the change they announce. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull().default('en'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: OUTBOX_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: the claim expires then, so a crashed worker's rows are retried. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** 0: someone is waiting for it (a link, a reset); 1: a notice (mail/mail-priority.ts). */
    priority: smallint('priority').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.priority, table.nextAttemptAt),
    index('outbox_lead_idx').on(table.leadId),
  ],
);

// --- Issue 16: audit trail of admin changes ---

/** Who changed what, and the values before and after (partners, options, settings, admins). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    // The general list in settings pages through all rows newest first.
    index('audit_events_created_idx').on(table.createdAt, table.id),
  ],
);

// --- Issue 16: password reset and e-mail verification ---

/** `reset`: a forgotten password; `invite`: an invited admin or partner sets their first one. */
export const PASSWORD_TOKEN_PURPOSES = ['reset', 'invite'] as const;

/**
 * One-time links that set a password. Only the SHA-256 of the token is kept; a new link for the
 * same user and purpose replaces the unused ones (request-password-reset.ts).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PASSWORD_TOKEN_PURPOSES }).notNull().default('reset'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_resets_hash_unique').on(table.tokenHash),
    index('password_resets_user_idx').on(table.userId, table.purpose),
  ],
);

/**
 * Links that prove a user owns an address. The address is kept with the token, so a link sent
 * to an old address cannot verify a newer one.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Sent to a new address the user asked for: opening it makes that address theirs. */
    changesEmail: boolean('changes_email').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_verifications_hash_unique').on(table.tokenHash),
    index('email_verifications_user_idx').on(table.userId),
  ],
);

/** A provider's account (issuer's `sub`) linked to a user on their first OAuth sign-in. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('oauth_accounts_provider_subject_unique').on(table.provider, table.subject),
    index('oauth_accounts_user_idx').on(table.userId),
  ],
);

/**
 * One OAuth sign-in attempt: state (hashed), nonce and PKCE verifier kept server-side, single
 * use and short-lived; then the one-time hand-off code (hashed) the SPA trades for a token.
 */
export const oauthLogins = pgTable(
  'oauth_logins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    callbackAt: timestamp('callback_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    handoffHash: text('handoff_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('oauth_logins_state_unique').on(table.stateHash),
    uniqueIndex('oauth_logins_handoff_unique').on(table.handoffHash),
  ],
);

// --- Issue 17: the guest deal room ---

/**
 * A secure link an admin sends an applicant. Only the SHA-256 of its token is kept: the token
 * is the `:id` of the guest route and is never a database id. One active link per lead and
 * purpose; re-sending revokes the old one and issues a new token.
 */
export const guestLinks = pgTable(
  'guest_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: GUEST_LINK_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link was e-mailed to. */
    sentTo: text('sent_to').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** A second link to the same page (a rejection's or a reminder's): the link it accompanies. */
    companionOf: uuid('companion_of').references((): AnyPgColumn => guestLinks.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    uniqueIndex('guest_links_hash_unique').on(table.tokenHash),
    index('guest_links_lead_idx').on(table.leadId, table.purpose, table.createdAt),
    index('guest_links_companion_idx').on(table.companionOf),
  ],
);

/**
 * The lead's term sheet, one per lead, edited in place. Sending fixes `sentHash` (SHA-256 of the
 * content as sent); any later edit returns it to draft, so it must be sent again, and an
 * acceptance records the hash of exactly the content the guest saw.
 */
export const termSheets = pgTable(
  'term_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TERM_SHEET_STATUSES }).notNull().default('draft'),
    /** The lead's currency: AUD or NZD. */
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** Whole dollars. */
    facilityAmount: integer('facility_amount').notNull(),
    interestRateType: text('interest_rate_type', { enum: INTEREST_RATE_TYPES }).notNull(),
    /** Percent per annum in basis points (12.5 % is 1250): exact, unlike a float. */
    interestRateBps: integer('interest_rate_bps').notNull(),
    termMonths: integer('term_months').notNull(),
    /** Whole dollars per instalment. */
    repaymentAmount: integer('repayment_amount').notNull(),
    repaymentFrequency: text('repayment_frequency', { enum: REPAYMENT_FREQUENCIES }).notNull(),
    establishmentFee: integer('establishment_fee').notNull(),
    otherFees: text('other_fees').notNull().default(''),
    security: text('security').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    /** The last day it can be accepted, in the firm's time zone. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentHash: text('sent_hash'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    acceptedHash: text('accepted_hash'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    ...timestamps,
  },
  (table) => [uniqueIndex('term_sheets_lead_unique').on(table.leadId)],
);

/** A document the admin asked the applicant for (a `document_type` option's value). */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('document_requests_lead_type_unique').on(table.leadId, table.documentType),
  ],
);

/**
 * A file a guest uploaded. `storedKey` is generated (never the guest's name); the original name
 * is kept, sanitised, for display only. The same content twice for a lead is one row.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => documentRequests.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
    storedKey: text('stored_key').notNull(),
    /** Decided from the file's content (magic bytes), not its name or the browser's claim. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedVia: uuid('uploaded_via').references(() => guestLinks.id, { onDelete: 'set null' }),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('documents_lead_sha_unique').on(table.leadId, table.sha256),
    index('documents_request_idx').on(table.requestId),
  ],
);

/** The full application: sections saved as the guest goes (draft), then submitted once. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Section name → that section's values, each checked by the shared schema of its section. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('applications_lead_unique').on(table.leadId)],
);

// --- Issue 30: settlement figures (docs/decisions/0054-settlement-figures-and-clawbacks.md) ---

/**
 * A lead's settlement with its figures: the amount (whole dollars of the lead's currency), the
 * lender (an option of the `lender` group) and the day, on the market's clock. An admin may
 * reverse it with a reason; the row stays, so the lead keeps the history of what happened.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    market: text('market', { enum: MARKETS }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: integer('amount').notNull(),
    lender: text('lender').notNull(),
    settledOn: date('settled_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedBy: uuid('reversed_by').references(() => users.id, { onDelete: 'set null' }),
    reversalReason: text('reversal_reason'),
  },
  (table) => [
    // At most one settlement in force per lead; reversed ones stay as history.
    uniqueIndex('settlements_lead_current_unique')
      .on(table.leadId)
      .where(sql`${table.reversedAt} is null`),
    index('settlements_lender_idx').on(table.lender),
    check('settlements_amount_check', sql`${table.amount} > 0`),
    check(
      'settlements_reversal_check',
      sql`(${table.reversedAt} is null) = (${table.reversalReason} is null)`,
    ),
  ],
);

// --- Issue 16: partner commissions (docs/decisions/0029-commissions.md) ---

/**
 * What a partner earns for a lead that settled: one row per lead, written in the transaction
 * that settles it. The amount is in the lead's market currency and the basis is copied, so a
 * later change of the partner's terms never rewrites what was earned.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    market: text('market', { enum: MARKETS }).notNull(),
    /** Whole dollars of `currency` (AUD for AU, NZD for NZ). */
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    basisType: text('basis_type', { enum: COMMISSION_TYPES }).notNull(),
    basisValue: integer('basis_value').notNull(),
    status: text('status', { enum: COMMISSION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: COMMISSION_KINDS }).notNull().default('commission'),
    /** The settlement that earned it (null on rows from before decision 0054). */
    settlementId: uuid('settlement_id').references((): AnyPgColumn => settlements.id),
    /** A clawback's original commission. */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => commissions.id),
    /** A clawback's reason: the admin's words when reversing the settlement. */
    reason: text('reason'),
  },
  (table) => [
    // Decision 0054: a lead may settle again after a reversal, so one commission per settlement.
    index('commissions_lead_idx').on(table.leadId),
    uniqueIndex('commissions_settlement_unique')
      .on(table.settlementId)
      .where(sql`${table.kind} = 'commission'`),
    uniqueIndex('commissions_reverses_unique').on(table.reversesId),
    // The admin list (newest first, by market and status) and a partner's own rows.
    index('commissions_market_status_idx').on(
      table.market,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('commissions_market_created_idx').on(table.market, table.createdAt, table.id),
    index('commissions_partner_idx').on(table.partnerId, table.createdAt),
    check(
      'commissions_amount_check',
      sql`(${table.kind} = 'commission' and ${table.amount} >= 0 and ${table.reversesId} is null) or (${table.kind} = 'clawback' and ${table.amount} <= 0 and ${table.reversesId} is not null and ${table.reason} is not null)`,
    ),
  ],
);

// --- Issue 31: secrets and smaller findings (decisions 0058, 0059) ---

/**
 * Guest-form tokens already used: only a hash, kept until the token would have expired, so a
 * bot cannot post the same form again and again (leads/single-use-form-token.ts).
 */
export const usedFormTokens = pgTable(
  'used_form_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_form_tokens_expires_idx').on(table.expiresAt)],
);

// --- Issue 30: legal texts per language, each save a version (docs/decisions/0053) ---

/**
 * The privacy policy and terms as admins wrote them, per language, one row per save: kept so
 * that a lead's consent names the exact version its applicant was pointed to.
 */
export const legalTextVersions = pgTable(
  'legal_text_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    document: text('document', { enum: LEGAL_DOCUMENTS }).notNull(),
    locale: text('locale').notNull(),
    /** 1, 2, 3… per document and language. */
    version: integer('version').notNull(),
    /** Markdown (the subset of src/shared/legal/legal-markdown.ts); empty: the default again. */
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('legal_text_versions_unique').on(table.document, table.locale, table.version),
    check('legal_text_versions_document_check', sql`${table.document} in ('privacy', 'terms')`),
    check('legal_text_versions_version_check', sql`${table.version} >= 1`),
  ],
);

// --- Issue 30: who is told what (docs/decisions/0055) ---

/**
 * The other leads of an e-mail about several (a partner's grouped bulk-move notice): the row's
 * own `lead_id` names the first, these the rest, so every lead's timeline shows the e-mail.
 */
export const outboxLeads = pgTable(
  'outbox_leads',
  {
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ name: 'outbox_leads_pkey', columns: [table.leadId, table.outboxId] })],
);

// ---- Two-factor sign-in (issue 31 item 7, decision 0061; migration 0023) ----

/** One authenticator app per user; the secret sealed under the app key (lib/seal.ts). */
export const totpCredentials = pgTable('totp_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  /** Null until the user typed a code from the app: an unconfirmed secret signs nobody in. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The 30-second step of the last accepted code: the same code cannot be used twice. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use codes, shown once, only their SHA-256 stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

export const TWO_FACTOR_CHALLENGE_PURPOSES = ['sign-in', 'passkey-registration'] as const;

/** The password step's short-lived, single-use proof (not a session), or a passkey enrolment. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TWO_FACTOR_CHALLENGE_PURPOSES }).notNull(),
    challengeHash: text('challenge_hash').notNull(),
    /** "Remember me" of the password step, carried to the session the code step opens. */
    remember: boolean('remember').notNull().default(false),
    webauthnChallenge: text('webauthn_challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('two_factor_challenges_hash_unique').on(table.challengeHash),
    index('two_factor_challenges_user_idx').on(table.userId),
  ],
);

/** "Remember this device for 30 days": the cookie's hash, revocable from the settings. */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The browser as its user agent names it, so the user knows which one to revoke. */
    label: text('label').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('remembered_devices_hash_unique').on(table.tokenHash),
    index('remembered_devices_user_idx').on(table.userId),
  ],
);

/** WebAuthn credentials, a second method beside the authenticator app. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    /** base64url of the COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('passkeys_credential_unique').on(table.credentialId),
    index('passkeys_user_idx').on(table.userId),
  ],
);

/**
 * Where a partner's commissions are paid (issue 35). The account itself is sealed under the app
 * key (lib/seal.ts) and shown only masked; a change holds the next payout until `payout_hold_until`
 * unless an admin confirms it by another channel (`confirmed_at`).
 */
export const partnerPaymentDetails = pgTable('partner_payment_details', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  /** ABN (AU) or NZBN (NZ), digits only. */
  businessNumber: text('business_number').notNull(),
  /** NZ GST number (in AU the ABN is the GST identity). */
  gstNumber: text('gst_number'),
  gstRegistered: boolean('gst_registered').notNull().default(false),
  /** The account holder's name as the bank file carries it. */
  accountName: text('account_name').notNull(),
  /** JSON of the market's account fields (AU: bsb, account; NZ: bank, branch, account, suffix). */
  bankAccountSealed: text('bank_account_sealed').notNull(),
  /** The last 3 digits behind dots, the only form a screen or an e-mail shows. */
  bankAccountMasked: text('bank_account_masked').notNull(),
  bankChangedAt: timestamp('bank_changed_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Which account this is (decision 0087): 1 for the first, one more at each change of the
   * account. A payout batch pins the version it was opened with; a different one here means the
   * account changed since, and the batch may not pay it.
   */
  bankAccountVersion: integer('bank_account_version').notNull().default(1),
  payoutHoldUntil: timestamp('payout_hold_until', { withTimezone: true }),
  confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  ...timestamps,
});

/** A partner's agreement to self-billing: the text they were shown, in their language. */
export const selfBillingAgreements = pgTable(
  'self_billing_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    text: text('text').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('self_billing_agreements_partner_idx').on(table.partnerId)],
);

/**
 * What was done about an applicant's privacy (decision 0072): the fact of the request is kept
 * after an erasure, without the person: the e-mail only as its SHA-256, the leads by reference.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    subjectHash: text('subject_hash').notNull(),
    leadReferences: jsonb('lead_references').$type<string[]>().notNull().default([]),
    /** The admin who acted; null for the retention sweep. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('privacy_requests_created_idx').on(table.createdAt, table.id)],
);

// --- Issue 33, item 3: signed webhooks (decision 0068) ---

/**
 * An https endpoint that receives signed events: firm-wide when `partner_id` is null (admins),
 * else only events of that partner's leads. The secret is sealed under the app key and shown
 * once; after a rotation the previous one stays valid (signed beside it) until it expires.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it is off: its owner turned it off, or it failed for days (the worker did). */
    disabledReason: text('disabled_reason', { enum: WEBHOOK_DISABLED_REASONS }),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** The first failure since the last success; the worker disables it N days after. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** Deliveries in a row that got no answer in time; the worker pauses it at a limit (0089). */
    consecutiveTimeouts: integer('consecutive_timeouts').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('webhook_endpoints_partner_idx').on(table.partnerId)],
);

/** One event for one endpoint: a durable queue row, claimed as the outbox's are. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type', { enum: WEBHOOK_EVENTS }).notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The receiver's HTTP status of the last attempt; null when it never answered. */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    responseMs: integer('response_ms'),
    /** The start of the receiver's answer, for the delivery log. */
    responseBody: text('response_body'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    // The fair claim (decision 0089) takes each endpoint's next due rows, and counts its rows
    // in flight, without reading its delivered history.
    index('webhook_deliveries_endpoint_due_idx')
      .on(table.endpointId, table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    // A deleted lead's deliveries lose their lead (and an undo drops the pending ones) by it (0090).
    index('webhook_deliveries_lead_idx').on(table.leadId),
  ],
);

// --- Issue 35 items 3 and 4: statements and payout batches (docs/decisions/0071) ---

/** The last statement number of each market: locked FOR UPDATE by a closing, never a sequence. */
export const statementCounters = pgTable('statement_counters', {
  market: text('market', { enum: MARKETS }).primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A closing of a market: the sweeper's on the closing day (`scheduled`, once per period: the
 * partial unique index), or an admin's early one, which may come any time.
 */
export const statementClosings = pgTable(
  'statement_closings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    market: text('market', { enum: MARKETS }).notNull(),
    period: text('period').notNull(),
    cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    statementCount: integer('statement_count').notNull(),
    scheduled: boolean('scheduled').notNull(),
  },
  (table) => [
    uniqueIndex('statement_closings_scheduled_unique')
      .on(table.market, table.period)
      .where(sql`${table.scheduled}`),
  ],
);

/**
 * One partner's statement of a closed period, in cents of the market's currency. Immutable (a
 * trigger refuses UPDATE and DELETE): its state comes from batches and later statements, and
 * the identities of both parties are copied as they were at issue.
 */
export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    closingId: uuid('closing_id')
      .notNull()
      .references(() => statementClosings.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    market: text('market', { enum: MARKETS }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    number: integer('number').notNull(),
    period: text('period').notNull(),
    kind: text('kind', { enum: STATEMENT_KINDS }).notNull(),
    gstRegistered: boolean('gst_registered').notNull(),
    gstRateBasisPoints: integer('gst_rate_basis_points').notNull(),
    /** The partner's previous statement whose unpaid balance this one carries. */
    carriedFromId: uuid('carried_from_id').references((): AnyPgColumn => statements.id),
    carriedCents: bigint('carried_cents', { mode: 'number' }).notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    partnerIdentity: jsonb('partner_identity').notNull(),
    firmIdentity: jsonb('firm_identity').notNull(),
    language: text('language').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('statements_number_unique').on(table.market, table.number),
    uniqueIndex('statements_closing_partner_unique').on(table.closingId, table.partnerId),
    uniqueIndex('statements_carried_from_unique').on(table.carriedFromId),
    index('statements_partner_idx').on(table.partnerId, table.market, table.number),
    index('statements_market_period_idx').on(table.market, table.period, table.number),
    check('statements_kind_check', sql`${table.kind} in ('tax_invoice', 'remittance_advice')`),
    check(
      'statements_total_check',
      sql`${table.totalCents} = ${table.carriedCents} + ${table.subtotalCents} + ${table.gstCents}`,
    ),
  ],
);

/** A commission or clawback on a statement; each commission row is on one statement at most. */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id),
    commissionId: uuid('commission_id')
      .notNull()
      .references(() => commissions.id),
    kind: text('kind', { enum: COMMISSION_KINDS }).notNull(),
    leadReference: text('lead_reference').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('statement_lines_commission_unique').on(table.commissionId),
    index('statement_lines_statement_idx').on(table.statementId, table.position),
  ],
);

/** Issued statements of one market paid together by one bank file. */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    market: text('market', { enum: MARKETS }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: PAYOUT_BATCH_STATUSES }).notNull().default('open'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    statementCount: integer('statement_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidOn: date('paid_on', { mode: 'string' }),
    bankReference: text('bank_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The first download of its bank file: money may have left for the pinned accounts since. */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
  },
  (table) => [
    index('payout_batches_market_idx').on(table.market, table.createdAt),
    check('payout_batches_status_check', sql`${table.status} in ('open', 'paid', 'cancelled')`),
    check(
      'payout_batches_paid_check',
      sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`,
    ),
  ],
);

/** A statement in a batch; `active` turns false when the batch is cancelled, freeing it. */
export const payoutBatchStatements = pgTable(
  'payout_batch_statements',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The partner's account version and its masked form when the batch was opened (0087). */
    bankAccountVersion: integer('bank_account_version').notNull(),
    bankAccountMasked: text('bank_account_masked').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    primaryKey({ name: 'payout_batch_statements_pk', columns: [table.batchId, table.statementId] }),
    uniqueIndex('payout_batch_statements_live_unique')
      .on(table.statementId)
      .where(sql`${table.active}`),
  ],
);

/**
 * CSV imports of leads (issue 33, decision 0069): one batch per uploaded file, its rows staged
 * as parsed so preview, dry run and import read the same rows; the import writes each row's
 * outcome, the lead it made or filled, and what it filled, so the batch can be undone.
 */
export const leadImportBatches = pgTable(
  'lead_import_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    delimiter: text('delimiter').notNull(),
    rowCount: integer('row_count').notNull(),
    status: text('status', { enum: IMPORT_BATCH_STATUSES }).notNull().default('staged'),
    /** Lead field -> column index in the file. */
    mapping: jsonb('mapping').$type<Record<string, number>>(),
    /** The market of rows whose file names none. */
    defaultMarket: text('default_market', { enum: MARKETS }),
    createdCount: integer('created_count').notNull().default(0),
    matchedCount: integer('matched_count').notNull().default(0),
    refusedCount: integer('refused_count').notNull().default(0),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** Who asked for the undo, which runs in the background a chunk at a time (decision 0090). */
    undoBy: uuid('undo_by').references(() => users.id, { onDelete: 'set null' }),
    /** Leads the undo will put back, and how many it has: the import screen's progress. */
    undoTotal: integer('undo_total').notNull().default(0),
    undoDone: integer('undo_done').notNull().default(0),
    /** The last lead id undone (they go in id order): a stopped undo resumes after it. */
    undoAfter: uuid('undo_after'),
    ...timestamps,
  },
  (table) => [
    index('lead_import_batches_created_idx').on(table.createdAt),
    // The undo worker's queue: only batches being undone.
    index('lead_import_batches_undoing_idx')
      .on(table.updatedAt)
      .where(sql`status = 'undoing'`),
  ],
);

export const leadImportRows = pgTable(
  'lead_import_rows',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => leadImportBatches.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    outcome: text('outcome', { enum: ['created', 'matched', 'refused'] }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** Lead column -> value the import put in an empty field (undo empties it again). */
    filled: jsonb('filled').$type<Record<string, unknown>>(),
    /** The lead's version once imported: another means it changed since (no undo). */
    leadVersion: integer('lead_version'),
  },
  (table) => [
    primaryKey({ name: 'lead_import_rows_pkey', columns: [table.batchId, table.rowNumber] }),
    index('lead_import_rows_lead_idx').on(table.leadId),
  ],
);

/** An admin's own header -> field choices, offered again at their next import. */
export const leadImportMappings = pgTable('lead_import_mappings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  columns: jsonb('columns').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
// --- Issue 33: API keys and the lead API's idempotency keys (migration 0028) ---

/**
 * A partner's key (their own leads) or an admin's (firm-wide, `partner_id` null). Only the
 * SHA-256 of the key is kept; `prefix` is the start shown again so people can tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('api_keys_hash_idx').on(table.keyHash),
    index('api_keys_partner_idx').on(table.partnerId, table.createdAt),
  ],
);

/** The first answer to a POST sent with an `Idempotency-Key`, kept 24 hours (the sweeper). */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'api_idempotency_keys_pk',
      columns: [table.apiKeyId, table.idempotencyKey],
    }),
    index('api_idempotency_keys_created_idx').on(table.createdAt),
  ],
);

// --- Issue 34, item 5: saved list views (decision 0079) ---

/**
 * A named list view of one admin: the list's address (filters, sort, page size; never its page)
 * and its hidden columns. Shared ones are seen, applied and copied by every admin, changed by
 * their owner alone. Names are unique per owner and list whatever their case.
 */
export const listViews = pgTable(
  'list_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: VIEWABLE_LIST_KEYS }).notNull(),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    hiddenColumns: jsonb('hidden_columns').$type<string[]>().notNull().default([]),
    shared: boolean('shared').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('list_views_owner_list_name_unique').on(
      table.ownerId,
      table.list,
      sql`lower(${table.name})`,
    ),
    index('list_views_list_shared_idx')
      .on(table.list)
      .where(sql`shared`),
  ],
);

/** The view an admin's list opens on when its address names no filter (one per list). */
export const listViewDefaults = pgTable(
  'list_view_defaults',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: VIEWABLE_LIST_KEYS }).notNull(),
    viewId: uuid('view_id')
      .notNull()
      .references(() => listViews.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'list_view_defaults_pk', columns: [table.userId, table.list] }),
    index('list_view_defaults_view_idx').on(table.viewId),
  ],
);
// --- Issue 34 item 3: automatic document chasing (migration 0038, decision 0077) ---

/** Reminder `number` of the upload link `linkId`: the key lets one process only send each. */
export const documentReminders = pgTable(
  'document_reminders',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => guestLinks.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'document_reminders_pk', columns: [table.linkId, table.number] }),
    index('document_reminders_lead_idx').on(table.leadId),
  ],
);

/** An admin paused the chase of this lead; resuming deletes the row. */
export const documentChasePauses = pgTable('document_chase_pauses', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  pausedBy: uuid('paused_by').references(() => users.id, { onDelete: 'set null' }),
  pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
});
// --- Issue 34 (decision 0080, migration 0041): partner firms with several users ---

/**
 * Who acts for a partner firm. The owner's row is written by a trigger whenever a partner row is
 * inserted (every way a partner comes to be), so `partners.user_id` stays the owner; colleagues
 * are added by the owner's invitation. A user belongs to one firm at most.
 */
export const partnerMembers = pgTable(
  'partner_members',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    /** A colleague's own referral link (the owner's is the firm's, `partners.referral_code`). */
    referralCode: text('referral_code'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('partner_members_user_unique').on(table.userId),
    uniqueIndex('partner_members_referral_code_unique').on(table.referralCode),
    index('partner_members_partner_idx').on(table.partnerId, table.addedAt),
    check('partner_members_role_check', sql`${table.role} in ('owner', 'colleague')`),
  ],
);

// --- Issue 34, item 2: e-mail the applicant from the lead (migration 0037, decision 0076) ---

/**
 * An admin's ready-made e-mail to applicants: a subject and a body per language
 * (`{ en: { subject, body }, ... }`), with `{{variables}}` filled from the lead at send time.
 * Archived templates are no longer offered when composing; sent e-mails keep their own copy.
 */
export const applicantMailTemplates = pgTable(
  'applicant_mail_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    content: jsonb('content').$type<Record<string, { subject: string; body: string }>>().notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [uniqueIndex('applicant_mail_templates_name_unique').on(sql`lower(${table.name})`)],
);

// --- Issue 34 item 1: tasks on a lead, in-app notices, digests sent (migration 0036, 0075) ---

/** A next action on a lead: due at an instant typed on the market's clock, for one admin. */
export const leadTasks = pgTable(
  'lead_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set by the round that wrote the assignee's due notice; cleared when the due time moves. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('lead_tasks_open_lead_idx')
      .on(table.leadId, table.dueAt)
      .where(sql`${table.doneAt} is null`),
    index('lead_tasks_open_assignee_idx')
      .on(table.assigneeId, table.dueAt)
      .where(sql`${table.doneAt} is null`),
    index('lead_tasks_reminder_idx')
      .on(table.dueAt)
      .where(sql`${table.doneAt} is null and ${table.remindedAt} is null`),
  ],
);

/** What the bell in the top bar lists: one in-app notice for one user. */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => leadTasks.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notices_user_idx').on(table.userId, table.createdAt, table.id),
    // A deleted lead's notices go with it: found by this index, not by reading them all (0090).
    index('notices_lead_idx').on(table.leadId),
    index('notices_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** One row per admin, market and local day whose digest was decided: never a second one. */
export const taskDigests = pgTable(
  'task_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    market: text('market', { enum: MARKETS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    taskCount: integer('task_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'task_digests_pkey', columns: [table.userId, table.market, table.day] }),
  ],
);
