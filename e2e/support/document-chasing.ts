import type { Db } from '../../src/server/db/client';
import { documentRequests, guestLinks, settings } from '../../src/server/db/schema';
import { randomToken, sha256 } from '../../src/server/lib/hash';
import { createLead } from '../../tests/support/factories';

const DAY = 86_400_000;

/** The lead whose first document reminder is due when the e2e server starts. */
export const CHASED_LEAD = {
  id: '6d0c2a51-3f0e-4c1b-9a57-0c5e2d7f1a11',
  email: 'chased-applicant@e2e-chasing.test',
};

/**
 * Document chasing (issue 34 item 3): reminders every 7 days in both markets, and one AU lead
 * whose upload link went out 8 days ago with two documents outstanding. The server's round at
 * start sends its first reminder; the next falls a week later, after any run.
 */
export async function seedChasedLead(db: Db): Promise<void> {
  await db.insert(settings).values([
    { key: 'document_chase_every_days', value: { AU: 7, NZ: 7 } },
    { key: 'document_chase_max', value: { AU: 3, NZ: 3 } },
  ]);
  const lead = await createLead(db, {
    ...CHASED_LEAD,
    status: 'documents_requested',
    firstName: 'Chase',
    businessName: 'Chased Documents Pty Ltd',
  });
  await db.insert(documentRequests).values([
    { leadId: lead.id, documentType: 'bank_statements' },
    { leadId: lead.id, documentType: 'photo_id' },
  ]);
  await db.insert(guestLinks).values({
    leadId: lead.id,
    purpose: 'upload',
    tokenHash: sha256(randomToken(32)),
    sentTo: lead.email,
    createdAt: new Date(Date.now() - 8 * DAY),
    expiresAt: new Date(Date.now() + 22 * DAY),
  });
}
