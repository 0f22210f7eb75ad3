import type { Market } from '../../src/shared/markets/markets';

/**
 * Partners seeded before the server starts, for the referral links /apply/:code. Plain data, so
 * tests can import it without the server's modules.
 */
export interface E2eReferralPartner {
  email: string;
  name: string;
  company: string;
  referralCode: string;
  status: 'active' | 'suspended' | 'pending';
  market: Market;
}

export const E2E_REFERRAL_PARTNERS = {
  active: {
    email: 'referrer@e2e.test',
    name: 'Rita Referrer',
    company: 'Harbour Accounting Pty Ltd',
    referralCode: 'e2eharbour',
    status: 'active',
    market: 'AU',
  },
  suspended: {
    email: 'suspended-referrer@e2e.test',
    name: 'Sid Suspended',
    company: 'Shut Shop Advisers Ltd',
    referralCode: 'e2eshutshop',
    status: 'suspended',
    market: 'NZ',
  },
  /** Verified and waiting for approval: the partners back office approves them. */
  pending: {
    email: 'pending-referrer@e2e.test',
    name: 'Pat Pending',
    company: 'Waiting Room Finance Pty Ltd',
    referralCode: 'e2ewaiting',
    status: 'pending',
    market: 'AU',
  },
} satisfies Record<string, E2eReferralPartner>;
