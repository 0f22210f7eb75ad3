import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { guestLinks } from '../db/schema';
import type { Tx } from '../db/transaction';
import { randomToken, sha256 } from '../lib/hash';

/**
 * The lead's upload link that still works and ends last, as of `now` (the database's clock when
 * not given): the one an e-mail to the applicant may accompany.
 */
export async function findActiveUploadLink(tx: Tx, leadId: string, now?: Date) {
  const [link] = await tx
    .select({
      id: guestLinks.id,
      companionOf: guestLinks.companionOf,
      expiresAt: guestLinks.expiresAt,
    })
    .from(guestLinks)
    .where(
      and(
        eq(guestLinks.leadId, leadId),
        eq(guestLinks.purpose, 'upload'),
        isNull(guestLinks.revokedAt),
        gt(guestLinks.expiresAt, now ?? sql`now()`),
      ),
    )
    .orderBy(desc(guestLinks.expiresAt))
    .limit(1);
  return link;
}

/**
 * A second link to the same upload page as `link`, ending when it ends (no lifetime is
 * extended), for an e-mail to carry: links are stored only as hashes (0032), so an e-mail can
 * never repeat the one the applicant holds, and issuing a fresh one as "send again" does would
 * cut off the page they may have open (decision 0055). It names the link it accompanies, so
 * revoking that link ends it too (decision 0077). Answers the token, to be sealed in the e-mail.
 */
export async function issueCompanionLink(
  tx: Tx,
  input: {
    leadId: string;
    link: { id: string; companionOf: string | null; expiresAt: Date };
    sentTo: string;
    createdBy: string | null;
  },
): Promise<string> {
  const token = randomToken(32);
  await tx.insert(guestLinks).values({
    leadId: input.leadId,
    purpose: 'upload',
    tokenHash: sha256(token),
    sentTo: input.sentTo,
    createdBy: input.createdBy,
    expiresAt: input.link.expiresAt,
    companionOf: input.link.companionOf ?? input.link.id,
  });
  return token;
}
