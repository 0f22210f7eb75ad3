import { createUser, TEST_PASSWORD } from '../../../tests/support/factories';
import type { TestApp } from '../../../tests/support/test-app';
import { partnerMembers } from '../db/schema';
import { randomReferralCode } from '../partners/referral-code';

/**
 * A colleague of a partner firm who has accepted their invitation (issue 34), signed in: the
 * rows the invitation and its acceptance leave, written directly for tests of what they see.
 */
export async function signInAsColleague(t: TestApp, partnerId: string) {
  const user = await createUser(t.db, { role: 'partner' }, { partner: null });
  const referralCode = randomReferralCode();
  await t.db
    .insert(partnerMembers)
    .values({ partnerId, userId: user.id, role: 'colleague', referralCode });
  const response = await t.request({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { user, token: response.json().token as string, referralCode };
}
