import { describe, expect, it } from 'vitest';
import type { TSessionUser } from '../../../shared/auth/auth.contract';
import { inactivePartnerStanding } from './partner-standing';

const user = (
  role: 'admin' | 'partner',
  status?: 'pending' | 'active' | 'suspended',
): TSessionUser => ({
  id: '1',
  name: 'N',
  email: 'n@example.test',
  role,
  roles: [role],
  permissions: [],
  locale: 'en',
  email_verified_at: null,
  partner: status ? { status, company: 'Co', referral_code: 'abc', market: 'AU' } : null,
});

describe('inactivePartnerStanding', () => {
  it('holds back pending and suspended partners only', () => {
    expect(inactivePartnerStanding(user('partner', 'pending'))).toBe('pending');
    expect(inactivePartnerStanding(user('partner', 'suspended'))).toBe('suspended');
    expect(inactivePartnerStanding(user('partner', 'active'))).toBeNull();
    expect(inactivePartnerStanding(user('admin'))).toBeNull();
    expect(inactivePartnerStanding(null)).toBeNull();
  });

  it('treats a partner user without a partner row as pending, never as active', () => {
    expect(inactivePartnerStanding(user('partner'))).toBe('pending');
  });
});
