/**
 * The guest deal room (issue 17): what an admin sends an applicant by secure link, and the
 * states each part goes through. One vocabulary for the database, the API and the screens.
 */

/** What a guest link opens: `/term-sheet/:id`, `/upload/:id`, `/full-application/:id`. */
export const GUEST_LINK_PURPOSES = ['term-sheet', 'upload', 'full-application'] as const;
export type GuestLinkPurpose = (typeof GUEST_LINK_PURPOSES)[number];

/** A link as the admin sees it; computed from its dates, never stored. */
export const GUEST_LINK_STATES = ['active', 'expired', 'revoked'] as const;
export type GuestLinkState = (typeof GUEST_LINK_STATES)[number];

export const TERM_SHEET_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
] as const;
export type TermSheetStatus = (typeof TERM_SHEET_STATUSES)[number];

export const INTEREST_RATE_TYPES = ['fixed', 'variable'] as const;
export const REPAYMENT_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;

/** An uploaded file's review by an admin; the guest sees the state and a rejection's reason. */
export const DOCUMENT_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const APPLICATION_STATUSES = ['draft', 'submitted'] as const;

/** Guest links carry 32 random bytes (256 bits), base64url: 43 characters. */
export const GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
