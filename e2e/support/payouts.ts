import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { partners, users } from '../../src/server/db/schema';
import { TEST_APP_KEY } from '../../src/server/leads/leads.test-support';
import {
  agreeToSelfBilling,
  givePaymentDetails,
} from '../../src/server/payouts/payouts.test-support';
import { E2E_USERS } from './users';

/**
 * The payout journey's partner (e2e/partner-payout-journey.test.ts): commission terms of 2 %,
 * payment details confirmed for payout and a self-billing agreement, written as the "payout"
 * work's screens write them (tasks/payouts-common.md), since those screens are built apart.
 */
export async function seedPayoutPartner(db: Db): Promise<void> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(users.email, E2E_USERS.payoutPartner.email));
  if (!row) throw new Error('the payout partner was not seeded');
  await db
    .update(partners)
    .set({ commissionType: 'rate', commissionValue: 200 })
    .where(eq(partners.id, row.id));
  await givePaymentDetails(
    db,
    TEST_APP_KEY,
    row.id,
    { market: 'AU', bsb: '062000', accountNumber: '11223344' },
    {
      gstRegistered: true,
      legalName: 'Penny Payout Advisory Pty Ltd',
      accountName: 'Penny Payout Advisory',
    },
  );
  await agreeToSelfBilling(db, row.id);
}
